import { and, asc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { checkNotificacaoGenerica, placeholdersIn } from '@portal/domain';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../../platform/db/list-order.js';
import { everyWord } from '../../../platform/db/list-search.js';
import { paging, type PageFilter } from '../../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../../platform/db/transaction.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { assertVisible } from '../../user-groups/user-groups.policy.js';
import { notificar } from '../notificar.service.js';
import { lotesNotificacao as l, notificacaoGenericaGrupos as ngg, notificacoes as n, notificacoesGenericas as ng } from '../notifications.tables.js';
import { conteudoChecado, genericaFieldError, type ConteudoData } from './genericas.input.js';
import { modeloAtivo, modeloById } from './modelos.service.js';
import { produtoRef, type ProdutoRef } from './produto-ref.js';

/*
 * Generic notifications (PORTAL_NOTIFICACOES_GENERICAS): sent to user groups, free-form or from a
 * model, now or at a scheduled instant. Sending is exactly once: the row is locked and must still
 * be AGENDADA with no lote, and the fan-out (notificar), the lote id and the status change commit
 * together — a second sender (another instance's job, a retried request) finds it ENVIADA.
 * "Now" = in the saving request's own transaction, so the user sees it delivered when the call
 * answers; scheduled ones are sent by the per-minute job (agendadas.job.ts).
 */

export type StatusGenerica = 'AGENDADA' | 'ENVIADA' | 'CANCELADA';

const criador = sql<string>`(select u.nome from usuarios u where u.id = ${ng.criadorId})`;
/** Readers of a delivery: on the lote's index, only for sent ones. */
const lidas = sql<number | null>`case when ${ng.loteId} is null then null else
  (select count(*)::int from ${n} where ${n.loteId} = ${ng.loteId} and ${n.lidaEm} is not null) end`;

const columns = {
  id: ng.id,
  modeloId: ng.modeloId,
  titulo: ng.titulo,
  texto: ng.texto,
  produtoId: ng.produtoId,
  produto: produtoRef(ng.produtoId),
  link: ng.link,
  grupos: sql<{ id: number; nome: string }[]>`(select coalesce(json_agg(json_build_object('id', g.id, 'nome', g.nome) order by g.nome), '[]')
    from ${ngg} join grupos_usuarios g on g.id = ${ngg.grupoUsuariosId} where ${ngg.notificacaoGenericaId} = ${ng.id})`,
  status: sql<StatusGenerica>`${ng.status}`,
  agendadaPara: ng.agendadaPara,
  enviadaEm: ng.enviadaEm,
  loteId: ng.loteId,
  entregues: l.destinatarios,
  lidas,
  criador,
  createdAt: ng.createdAt,
};

type GenericaRow = {
  id: number;
  modeloId: number | null;
  titulo: string;
  texto: string;
  produtoId: number | null;
  produto: ProdutoRef | null;
  link: string | null;
  grupos: { id: number; nome: string }[];
  status: StatusGenerica;
  agendadaPara: Date | null;
  enviadaEm: Date | null;
  loteId: number | null;
  entregues: number | null;
  lidas: number | null;
  criador: string;
  createdAt: Date;
};

/** As the API answers it (groups resolved by the field resolver, instants as ISO strings). */
export type GenericaView = Omit<GenericaRow, 'agendadaPara' | 'enviadaEm' | 'createdAt'> & {
  agendadaPara: string | null;
  enviadaEm: string | null;
  createdAt: string;
};

const view = (r: GenericaRow): GenericaView => ({
  ...r,
  agendadaPara: r.agendadaPara?.toISOString() ?? null,
  enviadaEm: r.enviadaEm?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const select = (db: DbOrTx) => db.select(columns).from(ng).leftJoin(l, eq(l.id, ng.loteId));

const SORT: ListSort = {
  columns: {
    createdAt: sql`${ng.createdAt}`,
    agendadaPara: sql`${ng.agendadaPara}`,
    enviadaEm: sql`${ng.enviadaEm}`,
    titulo: sql`${ng.titulo}`,
    status: sql`${ng.status}`,
  },
  default: 'createdAt',
  defaultDirection: 'DESC',
  tieBreak: sql`${ng.id}`,
};

export interface GenericaFiltro extends PageFilter, SortFilter {
  busca?: string | null;
  status?: StatusGenerica | null;
}

/** Newest first; every word of busca in the title. */
export async function listGenericas(db: Db, filtro: GenericaFiltro) {
  const page = paging(filtro);
  const where = and(
    everyWord(filtro.busca, (like) => or(ilike(ng.titulo, like))!) ?? undefined,
    filtro.status ? eq(ng.status, filtro.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    select(db).where(where).orderBy(listOrderBy(filtro, SORT)).limit(page.limit).offset(page.offset),
    db.$count(ng, where),
  ]);
  return { content: rows.map(view), totalElements: total };
}

async function genericaById(db: DbOrTx, id: number): Promise<GenericaRow | null> {
  const [row] = await select(db).where(eq(ng.id, id));
  return row ?? null;
}

export async function getGenerica(db: Db, id: number): Promise<GenericaView> {
  const row = await genericaById(db, id);
  if (!row) throw notFound('notificacaoGenerica');
  return view(row);
}

export interface GenericaData extends ConteudoData {
  id: number | null;
  modeloId: number | null;
  grupoIds: number[];
  /** null: send now. */
  agendadaPara: Date | null;
}

/** The title and text a generic notification keeps: the model's when it has one, else its own. */
async function conteudoDe(tx: Tx, data: GenericaData) {
  if (data.modeloId == null) return conteudoChecado(tx, data);
  const modelo = await modeloAtivo(tx, data.modeloId);
  // The form's product and link win over the model's, so one model serves several campaigns.
  return conteudoChecado(tx, {
    titulo: modelo.titulo,
    texto: modelo.texto,
    produtoId: data.produtoId ?? modelo.produtoId,
    link: data.link ?? modelo.link,
  });
}

/** What the audit keeps: the content, product, model and groups by name, the schedule (shown in the reader's zone). */
async function snapshot(db: DbOrTx, r: GenericaRow) {
  const modelo = r.modeloId == null ? null : await modeloById(db, r.modeloId);
  return {
    titulo: r.titulo,
    texto: r.texto,
    produto: r.produto && { id: r.produto.id, nome: r.produto.nome },
    link: r.link,
    modelo: modelo && { id: modelo.id, nome: modelo.nome },
    gruposUsuarios: r.grupos,
    agendadaPara: r.agendadaPara?.toISOString() ?? null,
  };
}

const jaEnviada = () => {
  const key = 'error.notificacaoGenerica.naoAgendada';
  return new AppError('CONFLICT', key, {}, [{ field: 'agendadaPara', key }]);
};

/**
 * Creates or changes (only while AGENDADA) a generic notification; without a schedule it is sent
 * in the same transaction. The groups must be visible to the caller (a private group of someone
 * else is NOT_FOUND, as everywhere).
 */
export async function salvarGenerica(db: Db, caller: CurrentUser, data: GenericaData, now: Date, requestId: string): Promise<GenericaView> {
  const issues = checkNotificacaoGenerica(
    {
      idModelo: data.modeloId == null ? null : String(data.modeloId),
      titulo: data.titulo,
      texto: data.texto,
      idsGrupos: data.grupoIds.map(String),
      agendadaPara: data.agendadaPara?.toISOString() ?? '',
    },
    { now },
  ).map(genericaFieldError);
  if (issues.length) throw badInput(issues);
  const id = await db.transaction(async (tx) => {
    await assertVisible(tx, caller, data.grupoIds);
    let antes: GenericaRow | null = null;
    if (data.id != null) {
      await tx.select({ id: ng.id }).from(ng).where(eq(ng.id, data.id)).for('update');
      antes = await genericaById(tx, data.id);
      if (!antes) throw notFound('notificacaoGenerica');
      if (antes.status !== 'AGENDADA') throw jaEnviada();
    }
    const conteudo = await conteudoDe(tx, data);
    const values = { modeloId: data.modeloId, ...conteudo, agendadaPara: data.agendadaPara, status: 'AGENDADA', updatedAt: new Date() };
    const [row] =
      data.id == null
        ? await tx.insert(ng).values({ ...values, criadorId: caller.id }).returning({ id: ng.id })
        : await tx.update(ng).set(values).where(eq(ng.id, data.id)).returning({ id: ng.id });
    const savedId = row!.id;
    await tx.delete(ngg).where(eq(ngg.notificacaoGenericaId, savedId));
    await tx.insert(ngg).values(data.grupoIds.map((grupoUsuariosId) => ({ notificacaoGenericaId: savedId, grupoUsuariosId })));
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'notificacaoGenerica',
      entidadeId: savedId,
      acao: data.id == null ? 'CRIAR' : 'ALTERAR',
      antes: antes && (await snapshot(tx, antes)),
      depois: await snapshot(tx, (await genericaById(tx, savedId))!),
      requestId,
    });
    if (data.agendadaPara == null) await enviar(tx, savedId, now);
    return savedId;
  });
  return getGenerica(db, id);
}

/** Cancels a scheduled generic notification (a sent one cannot be taken back). */
export async function cancelarGenerica(db: Db, caller: CurrentUser, id: number, requestId: string): Promise<GenericaView> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: ng.status }).from(ng).where(eq(ng.id, id)).for('update');
    if (!row) throw notFound('notificacaoGenerica');
    if (row.status !== 'AGENDADA') throw jaEnviada();
    await tx.update(ng).set({ status: 'CANCELADA', updatedAt: new Date() }).where(eq(ng.id, id));
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'notificacaoGenerica',
      entidadeId: id,
      acao: 'CANCELAR',
      antes: { status: row.status },
      depois: { status: 'CANCELADA' },
      requestId,
    });
  });
  return getGenerica(db, id);
}

/**
 * Sends one generic notification inside `tx`, if it is still AGENDADA with no lote (its row
 * locked by the caller of this function or here): the fan-out to its groups' members and the
 * status change commit together. Answers false when someone else sent or cancelled it first.
 */
async function enviar(tx: Tx, id: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ titulo: ng.titulo, texto: ng.texto, produtoId: ng.produtoId, link: ng.link, status: ng.status, loteId: ng.loteId })
    .from(ng)
    .where(eq(ng.id, id))
    .for('update');
  if (!row || row.status !== 'AGENDADA' || row.loteId != null) return false;
  const grupos = await tx.select({ id: ngg.grupoUsuariosId }).from(ngg).where(eq(ngg.notificacaoGenericaId, id));
  const personalizar = placeholdersIn(row.titulo).length > 0 || placeholdersIn(row.texto).length > 0;
  const { loteId } = await notificar(
    tx,
    { origem: 'GENERICA', origemId: id, titulo: row.titulo, texto: row.texto, produtoId: row.produtoId, link: row.link, personalizar },
    { gruposUsuarios: grupos.map((g) => g.id) },
  );
  await tx.update(ng).set({ status: 'ENVIADA', loteId, enviadaEm: now, updatedAt: now }).where(eq(ng.id, id));
  return true;
}

/**
 * Sends every scheduled generic notification whose time has come, one transaction each, oldest
 * first; `skip locked` lets several instances' jobs share the work without sending one twice.
 */
export async function enviarAgendadas(db: Db, now: Date): Promise<{ enviadas: number }> {
  let enviadas = 0;
  // Bounded: a run sends at most this many; the next minute's run goes on.
  for (let i = 0; i < MAX_POR_EXECUCAO; i++) {
    const sent = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: ng.id })
        .from(ng)
        .where(and(eq(ng.status, 'AGENDADA'), lte(ng.agendadaPara, now)) as SQL)
        .orderBy(asc(ng.agendadaPara), asc(ng.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      return enviar(tx, due.id, now);
    });
    if (sent === null) break;
    if (sent) enviadas++;
  }
  return { enviadas };
}

const MAX_POR_EXECUCAO = 500;
