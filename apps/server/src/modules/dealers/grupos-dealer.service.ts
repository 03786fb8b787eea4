import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkDealerGroup, mayCreateDealerGroups } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { badInput, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { assertGrupoInReach, callerReach, grupoInReach } from './dealers.policy.js';
import { dealers, grupos } from './dealers.tables.js';
import { paging } from '../../platform/db/paging.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { everyWord } from '../../platform/db/list-search.js';

/** A dealer group as the API answers it. */
export interface GrupoDealerView {
  id: number;
  nome: string;
  active: boolean;
  totalDealers: number;
}

export interface GrupoDealerFiltro extends SortFilter {
  busca?: string | null;
  active?: boolean | null;
  page?: number | null;
  rowsPerPage?: number | null;
}

/** The groups as `g`: the filters (grupoInReach, the search) are written over that alias. */
const g = alias(grupos, 'g');

/** The orders of the dealer groups list (a few hundred rows: the count per row is cheap). */
const GRUPO_SORT: ListSort = {
  columns: { nome: sql`${g.nome}`, totalDealers: sql`"totalDealers"` },
  default: 'nome',
  tieBreak: sql`${g.id}`,
};

async function selectGrupos(db: DbOrTx, where: SQL, page?: { limit: number; offset: number }, order?: SQL) {
  const query = db
    .select({
      id: g.id,
      nome: g.nome,
      active: g.active,
      // `g.id` written out: a column inside a selected expression renders unqualified ("id"), which
      // the subquery would read as d.id.
      totalDealers: sql<number>`(select count(*)::int from ${dealers} d where d.grupo_id = g.id)`.as('totalDealers'),
      total: sql<number>`count(*) over ()`,
    })
    .from(g)
    .where(where)
    .orderBy(order ?? sql`${g.nome}, ${g.id}`)
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  let totalElements = rows[0]?.total ?? 0;
  if (rows.length === 0 && page && page.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(g).where(where);
    totalElements = c?.n ?? 0;
  }
  return { content: rows.map(({ total: _t, ...grupo }): GrupoDealerView => grupo), totalElements };
}

async function grupoById(db: DbOrTx, id: number): Promise<GrupoDealerView | null> {
  return (await selectGrupos(db, eq(g.id, id))).content[0] ?? null;
}

/**
 * Dealer groups list (spec 01 §2 /grupos): filtered (every word in the name), ordered and paged on
 * the server; a dealer-group caller lists its own groups only.
 */
export async function listGrupos(db: Db, caller: CurrentUser, filtro: GrupoDealerFiltro) {
  const page = paging(filtro);
  const order = listOrderBy(filtro, GRUPO_SORT);
  const where: SQL[] = [grupoInReach(await callerReach(db, caller))];
  const search = everyWord(filtro.busca, (like) => sql`${g.nome} ilike ${like}`);
  if (search) where.push(search);
  if (filtro.active != null) where.push(eq(g.active, filtro.active));
  return selectGrupos(db, sql.join(where, sql` and `), page, order);
}

/** One dealer group, or NOT_FOUND (also for a group beyond a dealer-group caller's reach). */
export async function getGrupo(db: Db, caller: CurrentUser, id: number): Promise<GrupoDealerView> {
  const grupo = await grupoById(db, id);
  if (!grupo) throw notFound('grupo');
  assertGrupoInReach(await callerReach(db, caller), id);
  return grupo;
}

/**
 * Creates or renames a dealer group, audited. A dealer-group caller renames its own groups and
 * creates none: the network's groups are the manufacturer's and the provider's to shape.
 */
export async function salvarGrupo(db: Db, user: CurrentUser, input: { id: number | null; nome: string }, requestId: string) {
  const nome = input.nome.trim();
  // The domain's rule, the one the web form runs; its one code is the common `error.required`.
  const errors = checkDealerGroup({ nome }).map((issue) => ({ field: issue.field, key: `error.${issue.code}` }));
  if (errors.length) throw badInput(errors);
  return db.transaction(async (tx) => {
    const reach = await callerReach(tx, user);
    let antes: GrupoDealerView | null = null;
    let id = input.id;
    if (id == null && !mayCreateDealerGroups(user.tipo)) throw forbidden();
    if (id != null) {
      antes = await grupoById(tx, id);
      if (!antes) throw notFound('grupo');
      assertGrupoInReach(reach, id);
      await tx.update(grupos).set({ nome, updatedAt: new Date() }).where(eq(grupos.id, id));
    } else {
      const [created] = await tx.insert(grupos).values({ nome }).returning({ id: grupos.id });
      id = created!.id;
    }
    const depois = (await grupoById(tx, id))!;
    await writeAudit(tx, { usuarioId: user.id, entidade: 'grupo', entidadeId: id, acao: antes ? 'ALTERAR' : 'CRIAR', antes, depois, requestId });
    return depois;
  });
}

/** Activates a dealer group (its dealers and users stay as they are). */
export async function ativarGrupo(db: Db, user: CurrentUser, id: number, requestId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ active: grupos.active }).from(grupos).where(eq(grupos.id, id)).for('update');
    if (!row) throw notFound('grupo');
    assertGrupoInReach(await callerReach(tx, user), id);
    await tx.update(grupos).set({ active: true, updatedAt: new Date() }).where(eq(grupos.id, id));
    await writeAudit(tx, { usuarioId: user.id, entidade: 'grupo', entidadeId: id, acao: 'ATIVAR', antes: { active: row.active }, depois: { active: true }, requestId });
    return (await grupoById(tx, id))!;
  });
}

/**
 * The users area's part of a group's inactivation: inactivates the users linked to the group or
 * its dealers in the given transaction and answers their ids. Handed in by the wiring of the
 * modules (modules/index.ts): the users area builds on this one, so this one never imports it.
 */
export type InactivateUsersOfGrupo = (tx: Tx, grupoId: number) => Promise<number[]>;

/**
 * Inactivates a dealer group, its dealers, and the users linked to those dealers or to the
 * group (spec 01 §4), set-based, in one audited transaction.
 */
export async function inativarGrupo(
  db: Db,
  user: CurrentUser,
  id: number,
  requestId: string,
  inactivateUsersOfGrupo: InactivateUsersOfGrupo,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ active: grupos.active }).from(grupos).where(eq(grupos.id, id)).for('update');
    if (!row) throw notFound('grupo');
    assertGrupoInReach(await callerReach(tx, user), id);
    // Users are the users area's rows: its service inactivates them.
    const usuarios = await inactivateUsersOfGrupo(tx, id);
    // The cascade would inactivate the caller itself (a dealer-group administrator linked to the
    // group): refused, as inactivating oneself is, and rolled back with the transaction.
    if (usuarios.includes(user.id)) throw conflict('error.grupo.inativaProprioUsuario');
    await tx.update(grupos).set({ active: false, updatedAt: new Date() }).where(eq(grupos.id, id));
    const inativados = await tx
      .update(dealers)
      .set({ active: false, updatedAt: sql`now()` })
      .where(and(eq(dealers.grupoId, id), eq(dealers.active, true)))
      .returning({ id: dealers.id });
    const dealerIds = inativados.map((r) => r.id).sort((a, b) => a - b);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'grupo',
      entidadeId: id,
      acao: 'INATIVAR',
      antes: { active: row.active },
      depois: { active: false, dealersInativados: dealerIds, usuariosInativados: usuarios },
      requestId,
    });
    return { grupo: (await grupoById(tx, id))!, dealersInativados: dealerIds.length, usuariosInativados: usuarios.length };
  });
}
