import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { canAccess, FEATURES, noticeNumber, type Idioma, type StatusComunicado, type StatusEmailAvulso } from '@portal/domain';
import type { Comunicado } from '../../../generated/graphql.js';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import type { DownloadLinks } from '../../../platform/storage/types.js';
import { arquivosComLink, arquivosDosComunicados } from '../entrega/anexos.js';
import {
  comunicadoEmailsAvulsos,
  comunicadoEtiquetas,
  comunicadoGrupos,
  comunicadoUsuariosRemovidos,
  comunicados,
} from '../notices.tables.js';
import { legiveis } from './alcance.js';
import './escrita.messages.js';

/*
 * A notice as its author, picked approver and the approval feature's holders read it (GraphQL
 * Comunicado), built for a page at once: one statement for the notices with their author,
 * approver, department and original, then one per list (groups, excluded users, tags, addresses,
 * attachments, erratas) for every notice of the page. No N+1 whatever the page size.
 * Groups, departments and users are read from their tables as published to notices
 * (scripts/check-sql-joins.mjs).
 */

/** What a view needs of its reader. */
export interface Leitor {
  user: CurrentUser;
  idioma: Idioma;
  links: DownloadLinks;
}

const c = comunicados;
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const APROVACAO = { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] };

function groupBy<T extends { comunicadoId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.comunicadoId);
    // Pushed, not copied: a notice may list thousands of addresses.
    if (list) list.push(r);
    else out.set(r.comunicadoId, [r]);
  }
  return out;
}

/** The notices of these ids the caller may read, as views, in the order of `ids`. */
export async function comunicadoViews(db: DbOrTx, leitor: Leitor, ids: readonly number[]): Promise<Comunicado[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: c.id,
      ano: c.ano,
      numero: c.numero,
      titulo: c.titulo,
      mensagem: c.mensagem,
      status: c.status,
      createdAt: c.createdAt,
      envioDataHora: c.envioDataHora,
      motivoRejeicao: c.motivoRejeicao,
      dataHoraAgendamento: c.dataHoraAgendamento,
      expiraEm: c.expiraEm,
      requerCiencia: c.requerCiencia,
      active: c.active,
      idParent: c.idParent,
      destinatarios: c.destinatarios,
      usuarioCriadorId: c.usuarioCriadorId,
      usuarioAprovadorId: c.usuarioAprovadorId,
      criador: sql<{ id: number; nome: string; email: string }>`(select json_build_object('id', u.id, 'nome', u.nome, 'email', u.email) from usuarios u where u.id = comunicados.usuario_criador_id)`,
      aprovador: sql<{ id: number; nome: string; email: string } | null>`(select json_build_object('id', u.id, 'nome', u.nome, 'email', u.email) from usuarios u where u.id = comunicados.usuario_aprovador_id)`,
      departamento: sql<{ id: number; nome: string; sigla: string | null; assinatura: string | null } | null>`(select json_build_object('id', d.id, 'nome', d.nome, 'sigla', d.sigla, 'assinatura', d.assinatura) from departamentos d where d.id = comunicados.departamento_id)`,
      original: sql<{ id: number; ano: number | null; numero: number | null; titulo: string } | null>`(select json_build_object('id', o.id, 'ano', o.ano, 'numero', o.numero, 'titulo', o.titulo) from comunicados o where o.id = comunicados.id_parent)`,
    })
    .from(c)
    .where(inArray(c.id, unique));
  // Author, picked approver, approval holders within their reach (alcance.ts).
  const legiveisRows = await legiveis(db, leitor.user, rows);
  const lidos = legiveisRows.map((r) => r.id);
  if (lidos.length === 0) return [];
  const [grupos, removidos, etiquetas, emails, arquivos, erratas] = await Promise.all([
    db
      .select({ comunicadoId: comunicadoGrupos.comunicadoId, id: comunicadoGrupos.grupoUsuariosId, nome: sql<string>`(select g.nome from grupos_usuarios g where g.id = comunicado_grupos.grupo_usuarios_id)` })
      .from(comunicadoGrupos)
      .where(inArray(comunicadoGrupos.comunicadoId, lidos)),
    db
      .select({
        comunicadoId: comunicadoUsuariosRemovidos.comunicadoId,
        usuario: sql<{ id: number; nome: string; email: string }>`(select json_build_object('id', u.id, 'nome', u.nome, 'email', u.email) from usuarios u where u.id = comunicado_usuarios_removidos.usuario_id)`,
      })
      .from(comunicadoUsuariosRemovidos)
      .where(inArray(comunicadoUsuariosRemovidos.comunicadoId, lidos)),
    db
      .select({ comunicadoId: comunicadoEtiquetas.comunicadoId, etiqueta: comunicadoEtiquetas.etiqueta })
      .from(comunicadoEtiquetas)
      .where(inArray(comunicadoEtiquetas.comunicadoId, lidos))
      .orderBy(asc(comunicadoEtiquetas.etiqueta)),
    db
      .select({
        comunicadoId: comunicadoEmailsAvulsos.comunicadoId,
        email: comunicadoEmailsAvulsos.email,
        status: comunicadoEmailsAvulsos.status,
        motivo: comunicadoEmailsAvulsos.motivo,
      })
      .from(comunicadoEmailsAvulsos)
      .where(inArray(comunicadoEmailsAvulsos.comunicadoId, lidos))
      .orderBy(asc(comunicadoEmailsAvulsos.email)),
    arquivosDosComunicados(db, lidos),
    db
      .select({ comunicadoId: sql<number>`${c.idParent}`, id: c.id, ano: c.ano, numero: c.numero, titulo: c.titulo })
      .from(c)
      .where(and(inArray(c.idParent, lidos), eq(c.status, 'ENVIADO')))
      .orderBy(asc(c.envioDataHora)),
  ]);
  const [gruposPor, removidosPor, etiquetasPor, emailsPor, erratasPor] = [groupBy(grupos), groupBy(removidos), groupBy(etiquetas), groupBy(emails), groupBy(erratas)];
  const aprova = canAccess(leitor.user, APROVACAO);
  const pessoa = (u: { id: number; nome: string; email: string }) => ({ id: String(u.id), nome: u.nome, email: u.email });
  const views = new Map<number, Comunicado>();
  for (const r of legiveisRows) {
    const status = r.status as StatusComunicado;
    const autor = r.usuarioCriadorId === leitor.user.id;
    const editavel = status === 'RASCUNHO' || status === 'REJEITADO';
    views.set(r.id, {
      id: String(r.id),
      numero: noticeNumber(r.ano, r.numero),
      titulo: r.titulo,
      mensagem: r.mensagem,
      createdDateTime: r.createdAt.toISOString(),
      envioDateTime: iso(r.envioDataHora),
      motivoRejeicao: r.motivoRejeicao,
      dataHoraAgendamento: iso(r.dataHoraAgendamento),
      expiraEm: iso(r.expiraEm),
      requerCiencia: r.requerCiencia,
      status: { id: status, description: t(leitor.idioma, `comunicado.status.${status}`) },
      usuarioCriador: pessoa(r.criador),
      usuarioAprovador: r.aprovador ? pessoa(r.aprovador) : null,
      grupos: (gruposPor.get(r.id) ?? []).map((g) => ({ id: String(g.id), nome: g.nome })),
      usuariosRemovidos: (removidosPor.get(r.id) ?? []).map((x) => pessoa(x.usuario)),
      etiquetas: (etiquetasPor.get(r.id) ?? []).map((e) => e.etiqueta),
      arquivos: arquivosComLink(leitor.links, arquivos.get(r.id) ?? []),
      emailsAvulsos: (emailsPor.get(r.id) ?? []).map((e) => ({
        email: e.email,
        status: { name: e.status as StatusEmailAvulso, descricao: t(leitor.idioma, `comunicado.emailStatus.${e.status}`) },
        motivo: e.motivo,
      })),
      departamento: r.departamento ? { ...r.departamento, id: String(r.departamento.id) } : null,
      rascunho: status === 'RASCUNHO',
      enviado: status === 'ENVIADO',
      emAprovacao: status === 'EM_APROVACAO',
      rejeitado: status === 'REJEITADO',
      active: r.active,
      idParent: r.idParent == null ? null : String(r.idParent),
      errata: r.idParent != null,
      original: r.original ? { id: String(r.original.id), numero: noticeNumber(r.original.ano, r.original.numero), titulo: r.original.titulo } : null,
      erratas: (erratasPor.get(r.id) ?? []).map((e) => ({ id: String(e.id), numero: noticeNumber(e.ano, e.numero), titulo: e.titulo })),
      destinatarios: r.destinatarios,
      podeEditar: autor && editavel,
      podeEnviar: autor && editavel,
      podeAprovar: status === 'EM_APROVACAO' && r.usuarioAprovadorId === leitor.user.id,
      podeCriarErrata: status === 'ENVIADO' && (autor || aprova),
    });
  }
  return unique.flatMap((id) => {
    const v = views.get(id);
    return v ? [v] : [];
  });
}

/** One notice the caller may read, or NOT_FOUND (it does not exist, or the caller is not one of its readers). */
export async function comunicadoView(db: DbOrTx, leitor: Leitor, id: number): Promise<Comunicado> {
  const [view] = await comunicadoViews(db, leitor, [id]);
  if (!view) throw notFound('comunicado');
  return view;
}
