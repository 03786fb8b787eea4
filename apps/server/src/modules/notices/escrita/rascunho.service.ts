import { and, eq, sql } from 'drizzle-orm';
import type { Idioma, StatusComunicado } from '@portal/domain';
import { z } from 'zod';
import type { ComunicadoInput } from '../../../generated/graphql.js';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import { assertVisible } from '../../user-groups/user-groups.policy.js';
import { readableBy } from '../../users/users.policy.js';
import { checkAnexos } from '../entrega/anexos.js';
import {
  comunicadoArquivos,
  comunicadoEmailsAvulsos,
  comunicadoEtiquetas,
  comunicadoGrupos,
  comunicadoUsuariosRemovidos,
  comunicados,
} from '../notices.tables.js';
import { autorOuAprovador } from './alcance.js';
import { parseRascunho, type RascunhoData } from './escrita.input.js';
import './escrita.messages.js';

const c = comunicados;
const Id = z.object({ id: z.number() });

/** The columns a transition needs of a notice, locked for the transaction. */
export interface Estado {
  id: number;
  status: StatusComunicado;
  usuarioCriadorId: number;
  usuarioAprovadorId: number | null;
  idParent: number | null;
  titulo: string;
  mensagem: string;
  dataHoraAgendamento: Date | null;
  expiraEm: Date | null;
}

/** The notice, locked (FOR UPDATE), or NOT_FOUND. Readers' rules are the caller's. */
export async function estadoTravado(tx: Tx, id: number): Promise<Estado> {
  const [row] = await tx
    .select({
      id: c.id,
      status: c.status,
      usuarioCriadorId: c.usuarioCriadorId,
      usuarioAprovadorId: c.usuarioAprovadorId,
      idParent: c.idParent,
      titulo: c.titulo,
      mensagem: c.mensagem,
      dataHoraAgendamento: c.dataHoraAgendamento,
      expiraEm: c.expiraEm,
    })
    .from(c)
    .where(and(eq(c.id, id), eq(c.active, true)))
    .for('update');
  if (!row) throw notFound('comunicado');
  return row;
}

/** CONFLICT naming the status in the reader's words. */
export const statusConflict = (key: string, status: StatusComunicado, idioma: Idioma) =>
  new AppError('CONFLICT', key, { status: t(idioma, `comunicado.status.${status}`) });

/** Only the author edits a draft or a rejected notice; anyone else learns nothing of it. */
function assertAutorEditavel(e: Estado, user: CurrentUser, idioma: Idioma): void {
  if (e.usuarioCriadorId !== user.id) throw notFound('comunicado');
  if (e.status !== 'RASCUNHO' && e.status !== 'REJEITADO') throw statusConflict('error.comunicado.naoEditavel', e.status, idioma);
}

/**
 * Department, groups and excluded users exist (groups also visible to the caller: public, or their
 * own private ones; excluded users among those it may see, users.policy readableBy, as the form's
 * look-up offers them: otherwise a dealer-group author could name any user id and read back its
 * name and e-mail in the notice).
 */
async function assertReferencias(tx: Tx, user: CurrentUser, d: RascunhoData): Promise<void> {
  if (d.departamentoId != null) {
    const dep = await queryRow(tx, Id, sql`select id from departamentos where id = ${d.departamentoId} and active`);
    if (!dep) throw badInput([{ field: 'idDepartamento', key: 'error.comunicado.departamentoInexistente' }]);
  }
  await assertVisible(tx, user, d.grupoIds);
  if (d.removidoIds.length) {
    const found = await queryRow(
      tx,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from usuarios u where u.id = any(${sql.param(d.removidoIds)}::int[]) and ${await readableBy(tx, user)}`,
    );
    if (found?.n !== d.removidoIds.length) throw badInput([{ field: 'idsUsuariosRemovidos', key: 'error.comunicado.usuarioInexistente' }]);
  }
}

/** Replaces the notice's lists (groups, excluded, tags, addresses, attachments) with the draft's. */
async function gravarListas(tx: Tx, id: number, d: RascunhoData, errata: boolean): Promise<void> {
  // An errata goes to its original's people: its groups and exclusions are the original's, not its own.
  const grupoIds = errata ? [] : d.grupoIds;
  const removidoIds = errata ? [] : d.removidoIds;
  await tx.delete(comunicadoGrupos).where(eq(comunicadoGrupos.comunicadoId, id));
  if (grupoIds.length) await tx.insert(comunicadoGrupos).values(grupoIds.map((grupoUsuariosId) => ({ comunicadoId: id, grupoUsuariosId })));
  await tx.delete(comunicadoUsuariosRemovidos).where(eq(comunicadoUsuariosRemovidos.comunicadoId, id));
  if (removidoIds.length) await tx.insert(comunicadoUsuariosRemovidos).values(removidoIds.map((usuarioId) => ({ comunicadoId: id, usuarioId })));
  await tx.delete(comunicadoEtiquetas).where(eq(comunicadoEtiquetas.comunicadoId, id));
  if (d.etiquetas.length) await tx.insert(comunicadoEtiquetas).values(d.etiquetas.map((etiqueta) => ({ comunicadoId: id, etiqueta }))).onConflictDoNothing();
  await tx.delete(comunicadoEmailsAvulsos).where(eq(comunicadoEmailsAvulsos.comunicadoId, id));
  if (d.emails.length) await tx.insert(comunicadoEmailsAvulsos).values(d.emails.map((email) => ({ comunicadoId: id, email })));
  const antes = await tx.delete(comunicadoArquivos).where(eq(comunicadoArquivos.comunicadoId, id)).returning({ id: comunicadoArquivos.arquivoId });
  if (d.arquivoIds.length) await tx.insert(comunicadoArquivos).values(d.arquivoIds.map((arquivoId, ordem) => ({ comunicadoId: id, arquivoId, ordem })));
  await soltarArquivos(tx, antes.map((a) => a.id));
}

/**
 * Files no notice holds any more (taken off a draft, or of a deleted draft) are detached
 * (anexado_em null), so the storage cleanup job removes them as orphans instead of keeping them
 * for ever. An errata shares its original's files: a file another notice still holds stays.
 */
async function soltarArquivos(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update arquivos a set anexado_em = null
     where a.id = any(${sql.param([...new Set(ids)])}::uuid[])
       and not exists (select 1 from comunicado_arquivos ca where ca.arquivo_id = a.id)`);
}

/**
 * Saves a draft (salvarComunicado): a new one without id, else the caller's draft or rejected
 * notice (a rejected one becomes a draft again). Sanitized, checked, audited, all or nothing.
 * Either notices feature writes drafts, an approver without PORTAL_CRIACAO_COMUNICADOS too: the
 * spec's route table opens /comunicados/novo to "roles for notice creation or notice
 * approval/sending" and names the approval feature "approval and sending" (spec 02 §1, §6), so an
 * approval holder writes and sends its own notices (enviarComunicado), as a manager who signs off
 * others' notices would; creation alone is what needs an approver.
 */
export async function salvarComunicado(db: Db, user: CurrentUser, idioma: Idioma, input: ComunicadoInput, now: Date, requestId?: string): Promise<number> {
  const d = parseRascunho(input, now);
  return db.transaction(async (tx) => {
    let antes: Estado | null = null;
    if (d.id != null) {
      antes = await estadoTravado(tx, d.id);
      assertAutorEditavel(antes, user, idioma);
    }
    await assertReferencias(tx, user, d);
    await checkAnexos(tx, user.id, d.id, d.arquivoIds);
    const values = {
      titulo: d.titulo,
      mensagem: d.mensagem,
      departamentoId: d.departamentoId,
      requerCiencia: d.requerCiencia,
      dataHoraAgendamento: d.dataHoraAgendamento,
      expiraEm: d.expiraEm,
      status: 'RASCUNHO' as const,
      updatedAt: now,
    };
    const id =
      d.id == null
        ? (await tx.insert(c).values({ ...values, usuarioCriadorId: user.id }).returning({ id: c.id }))[0]!.id
        : (await tx.update(c).set(values).where(eq(c.id, d.id)).returning({ id: c.id }))[0]!.id;
    await gravarListas(tx, id, d, antes?.idParent != null);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'comunicado',
      entidadeId: id,
      acao: antes ? 'ALTERAR' : 'CRIAR',
      antes: antes && { titulo: antes.titulo, status: antes.status },
      depois: { titulo: d.titulo, status: 'RASCUNHO', dataHoraAgendamento: d.dataHoraAgendamento, emails: d.emails, arquivos: d.arquivoIds.length },
      requestId,
    });
    return id;
  });
}

/** Removes a draft or rejected notice of the caller (never one delivered, scheduled or in approval). */
export async function excluirComunicado(db: Db, user: CurrentUser, idioma: Idioma, id: number, requestId?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const e = await estadoTravado(tx, id);
    assertAutorEditavel(e, user, idioma);
    // A draft of an errata has no deliveries; a notice with erratas was delivered (never a draft).
    const arquivos = await tx.select({ id: comunicadoArquivos.arquivoId }).from(comunicadoArquivos).where(eq(comunicadoArquivos.comunicadoId, id));
    await tx.delete(c).where(eq(c.id, id));
    await soltarArquivos(tx, arquivos.map((a) => a.id));
    await writeAudit(tx, { usuarioId: user.id, entidade: 'comunicado', entidadeId: id, acao: 'EXCLUIR', antes: { titulo: e.titulo, status: e.status }, requestId });
    return true;
  });
}

/**
 * Starts an errata of a delivered notice (criarErrataComunicado): a draft linked to it (idParent)
 * with its title, message, department, tags, acknowledgement flag and attachments, going to the
 * same people (the original's deliveries) and its single addresses. The caller is its author.
 */
export async function criarErrata(db: Db, user: CurrentUser, idioma: Idioma, idParent: number, now: Date, requestId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const original = await estadoTravado(tx, idParent);
    // Its author, or an approval holder who may read it (alcance.ts: a dealer group's within its
    // reach); a creator who is neither learns nothing of it.
    if (!(await autorOuAprovador(tx, user, original))) throw notFound('comunicado');
    if (original.status !== 'ENVIADO') throw new AppError('CONFLICT', 'error.comunicado.errataDeNaoEnviado');
    const copia = await queryRow(tx, Id, sql`
      insert into comunicados (titulo, mensagem, departamento_id, requer_ciencia, usuario_criador_id, id_parent, status, updated_at)
      select titulo, mensagem, departamento_id, requer_ciencia, ${user.id}, id, 'RASCUNHO', ${now.toISOString()}::timestamptz
        from comunicados where id = ${idParent}
      returning id`);
    const id = copia!.id;
    await tx.execute(sql`insert into comunicado_etiquetas (comunicado_id, etiqueta) select ${id}, etiqueta from comunicado_etiquetas where comunicado_id = ${idParent}`);
    await tx.execute(sql`insert into comunicado_arquivos (comunicado_id, arquivo_id, ordem) select ${id}, arquivo_id, ordem from comunicado_arquivos where comunicado_id = ${idParent}`);
    await tx.execute(sql`insert into comunicado_emails_avulsos (comunicado_id, email) select ${id}, email from comunicado_emails_avulsos where comunicado_id = ${idParent}`);
    await writeAudit(tx, { usuarioId: user.id, entidade: 'comunicado', entidadeId: id, acao: 'CRIAR', depois: { idParent, titulo: original.titulo }, requestId });
    return id;
  });
}
