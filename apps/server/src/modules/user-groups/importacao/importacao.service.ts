import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { conflict, notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import { grupoVisivel, type GrupoUsuariosView } from '../grupo.view.js';
import { salvarGrupoEm } from '../salvar-grupo.service.js';
import type { GrupoData } from '../user-groups.input.js';
import './importacao.messages.js';
import { grupoUsuariosImportacoes } from './importacao.tables.js';
import type { LinhaLida } from './leitura.js';
import { resolverLinhas, type LinhaPrevia, type PessoaLinha } from './resolucao.js';

/** How long a preview may wait for its confirmation. */
export const VALIDADE_PREVIA_HORAS = 24;

/** The group's stored state as the save's input, with `usuariosManuais` as given (criteria untouched). */
function dadosCom(g: GrupoUsuariosView, usuariosManuais: number[]): GrupoData {
  return {
    id: g.id,
    nome: g.nome,
    publico: null,
    possuiPerfil: g.possuiPerfil,
    marcas: g.marcas.map((m) => m.id),
    tiposUsuarios: g.tiposUsuarios.map((x) => x.id),
    todosDealers: g.todosDealers,
    dealers: g.dealers.map((d) => d.id),
    tiposAcesso: g.tiposAcesso.map((x) => x.id),
    possuiCargos: g.possuiCargos,
    cargos: g.cargos.map((c) => c.id),
    possuiSetores: g.possuiSetores,
    setores: g.setores.map((s) => s.id),
    possuiGrupos: g.possuiGrupos,
    grupos: g.grupos.map((x) => x.id),
    // Importing manual members turns the manual-users criterion on.
    possuiUsuariosManuais: true,
    usuariosManuais,
  };
}

/** Thrown inside the dry run's savepoint to undo the save once its rules passed. */
class DesfazerSimulacao extends Error {}

/**
 * Runs the group's own save (salvar-grupo.service: who may edit the group, every criterion
 * against the caller's options, manual users active and within reach) with the members added,
 * inside a savepoint that is always rolled back: a refusal surfaces now, at the preview, with the
 * save's own message, and nothing is written.
 */
async function simularSalvar(tx: Tx, caller: CurrentUser, data: GrupoData, requestId: string): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await salvarGrupoEm(sp, caller, data, requestId);
      throw new DesfazerSimulacao();
    });
  } catch (err) {
    if (!(err instanceof DesfazerSimulacao)) throw err;
  }
}

/** A line as the upload answers it: the person it names (ADICIONAR, MEMBRO), or its problem in the reader's language (ERRO). */
export interface LinhaRespondida {
  linha: number;
  valor: string;
  situacao: LinhaPrevia['situacao'];
  usuario?: PessoaLinha;
  mensagem?: string;
}

/** The preview the upload answers: counts and every line. */
export interface PreviaImportacao {
  id: number;
  grupo: { id: number; nome: string };
  nomeArquivo: string;
  adicionar: number;
  membros: number;
  erros: number;
  linhas: LinhaRespondida[];
}

const Carimbo = z.object({ atualizado: z.string() });

/**
 * The dry run (POST /import/user-groups/:grupoId/members): resolves every line, checks with the
 * save's own rules that the group would take the new members, stores what to add (and the
 * group's updated_at) for the confirmation, and answers the preview. Nothing of the group is
 * written. The group is read under a share lock, so the stamp is the state the preview saw.
 */
export async function previaImportacao(
  db: Db,
  caller: CurrentUser,
  grupoId: number,
  arquivo: { nome: string; linhas: readonly LinhaLida[] },
  requestId: string,
): Promise<PreviaImportacao> {
  return db.transaction(async (tx) => {
    const carimbo = await queryRow(tx, Carimbo, sql`select updated_at::text as atualizado from grupos_usuarios where id = ${grupoId} for share`);
    const grupo = carimbo ? await grupoVisivel(tx, caller, grupoId) : null;
    if (!carimbo || !grupo) throw notFound('grupoUsuarios');
    const membros = new Set(grupo.usuariosManuais.map((u) => u.id));
    const linhas = await resolverLinhas(tx, caller, arquivo.linhas, membros);
    const adicionar = linhas.flatMap((l) => (l.situacao === 'ADICIONAR' ? [l.usuario.id] : []));
    if (adicionar.length) await simularSalvar(tx, caller, dadosCom(grupo, [...membros, ...adicionar]), requestId);
    // Previews nobody confirmed in time are of no use: cleared as new ones arrive.
    await tx.execute(sql`delete from grupo_usuarios_importacoes where aplicada_em is null
      and created_at < now() - make_interval(hours => ${VALIDADE_PREVIA_HORAS})`);
    const [row] = await tx
      .insert(grupoUsuariosImportacoes)
      .values({ grupoUsuariosId: grupoId, usuarioId: caller.id, nomeArquivo: arquivo.nome, grupoAtualizadoEm: sql`${carimbo.atualizado}::timestamptz`, adicionar })
      .returning({ id: grupoUsuariosImportacoes.id });
    return {
      id: row!.id,
      grupo: { id: grupo.id, nome: grupo.nome },
      nomeArquivo: arquivo.nome,
      adicionar: adicionar.length,
      membros: linhas.filter((l) => l.situacao === 'MEMBRO').length,
      erros: linhas.filter((l) => l.situacao === 'ERRO').length,
      linhas: traduzir(linhas, caller.idioma),
    };
  });
}

/** Each error line with its message in the reader's language (the key stays out of the answer). */
function traduzir(linhas: readonly LinhaPrevia[], idioma: Idioma): LinhaRespondida[] {
  return linhas.map((l) => {
    if (l.situacao !== 'ERRO') return l;
    const { erro, ...resto } = l;
    return { ...resto, mensagem: t(idioma, erro.key, erro.values) };
  });
}

const Pendente = z.object({
  grupoId: z.number(),
  adicionar: z.array(z.number()),
  aplicada: z.boolean(),
  expirada: z.boolean(),
});

/**
 * importarGrupoUsuarios: applies the caller's preview in one transaction through the group's
 * save (its rules and its audit row, like any member edit). A preview is its author's only
 * (NOT_FOUND otherwise), applied once (CONFLICT), within VALIDADE_PREVIA_HORAS, and only while the
 * group is as the preview saw it: a group saved since is refused (CONFLICT) rather than
 * re-resolved, because the preview's lists (to add, already members) would no longer be what the
 * author confirmed. A user who became inactive or left the caller's reach since makes the save
 * refuse the whole import with its own message.
 */
export async function importarGrupoUsuarios(db: Db, caller: CurrentUser, importacaoId: number, requestId: string): Promise<{ grupo: GrupoUsuariosView; adicionados: number }> {
  return db.transaction(async (tx) => {
    const p = await queryRow(tx, Pendente, sql`
      select i.grupo_usuarios_id as "grupoId", i.adicionar, i.aplicada_em is not null as aplicada,
             i.created_at < now() - make_interval(hours => ${VALIDADE_PREVIA_HORAS}) as expirada
        from grupo_usuarios_importacoes i
       where i.id = ${importacaoId} and i.usuario_id = ${caller.id}
       for update of i`);
    if (!p) throw notFound('importacao');
    if (p.aplicada) throw conflict('error.grupoUsuariosImportacao.aplicada');
    if (p.expirada) throw conflict('error.grupoUsuariosImportacao.expirada');
    await tx.execute(sql`select 1 from grupos_usuarios where id = ${p.grupoId} for update`);
    const antes = await grupoVisivel(tx, caller, p.grupoId);
    if (!antes) throw notFound('grupoUsuarios');
    // Compared under the group's lock: a save that committed since the preview moved updated_at.
    const igual = await queryRow(tx, z.object({ igual: z.boolean() }), sql`select g.updated_at = i.grupo_atualizado_em as igual
      from grupos_usuarios g join grupo_usuarios_importacoes i on i.grupo_usuarios_id = g.id where i.id = ${importacaoId}`);
    if (!igual?.igual) throw conflict('error.grupoUsuariosImportacao.desatualizada');
    const membros = new Set(antes.usuariosManuais.map((u) => u.id));
    const novos = p.adicionar.filter((id) => !membros.has(id));
    const grupo = await salvarGrupoEm(tx, caller, dadosCom(antes, [...membros, ...novos]), requestId);
    await tx.update(grupoUsuariosImportacoes).set({ aplicadaEm: new Date(), updatedAt: new Date() }).where(eq(grupoUsuariosImportacoes.id, importacaoId));
    return { grupo, adicionados: novos.length };
  });
}
