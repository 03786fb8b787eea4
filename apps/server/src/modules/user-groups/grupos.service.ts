import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { listOrder, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { everyWord } from '../../platform/db/list-search.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { grupoVisivel, selectGrupos, snapshot, type GrupoUsuariosView } from './grupo.view.js';
import { grupoUsuariosFavoritos, gruposUsuarios } from './user-groups.tables.js';
import { visibleTo } from './user-groups.policy.js';

export interface GrupoUsuariosFiltro extends PageFilter, SortFilter {
  busca?: string | null;
  active?: boolean | null;
}

/** The orders of the groups list: the name on its unique index grupos_usuarios_nome_uq, or the id. */
const GRUPO_SORT: ListSort = {
  columns: { nome: sql`g.nome`, id: sql`g.id` },
  default: 'nome',
  tieBreak: sql`g.id`,
};

/**
 * The groups list (/gruposUsuarios), visible groups only, filtered (every word in the name),
 * ordered and paged on the server.
 */
export function listGrupos(db: Db, caller: CurrentUser, filtro: GrupoUsuariosFiltro) {
  const page = paging(filtro);
  const order = listOrder(filtro, GRUPO_SORT);
  const where: SQL[] = [sql`true`];
  const search = everyWord(filtro.busca, (like) => sql`g.nome ilike ${like}`);
  if (search) where.push(search);
  if (filtro.active != null) where.push(sql`g.active = ${filtro.active}`);
  return selectGrupos(db, caller, sql.join(where, sql` and `), page, order);
}

/** One group visible to the caller, or NOT_FOUND. */
export async function getGrupo(db: Db, caller: CurrentUser, id: number): Promise<GrupoUsuariosView> {
  const grupo = await grupoVisivel(db, caller, id);
  if (!grupo) throw notFound('grupoUsuarios');
  return grupo;
}

/**
 * The uniqueness check of the form (spec §5): null when the name is free. Names are unique over
 * every group, private ones included, so a name held by someone else's private group is reported
 * as taken — but without its id, which would let the caller probe it.
 */
export async function grupoByNome(db: Db, caller: CurrentUser, nome: string) {
  const term = nome.trim();
  if (!term) return null;
  const g = alias(gruposUsuarios, 'g');
  const [row] = await db
    .select({ id: g.id, nome: g.nome, visivel: sql<boolean>`${visibleTo(caller)}` })
    .from(g)
    .where(eq(g.nome, term));
  if (!row) return null;
  return { id: row.visivel ? row.id : null, nome: row.visivel ? row.nome : term };
}

export interface GrupoAtivo {
  id: number;
  nome: string;
  publico: boolean;
  favorito: boolean;
}

/** Active groups visible to the caller for the selectors, favourites first, then by name. */
export async function gruposAtivos(db: Db, caller: CurrentUser): Promise<GrupoAtivo[]> {
  const g = alias(gruposUsuarios, 'g');
  const f = alias(grupoUsuariosFavoritos, 'f');
  const favorito = isNotNull(f.usuarioId);
  return db
    .select({ id: g.id, nome: g.nome, publico: g.publico, favorito: sql<boolean>`${favorito}` })
    .from(g)
    .leftJoin(f, and(eq(f.grupoUsuariosId, g.id), eq(f.usuarioId, caller.id)))
    .where(and(sql`${g.active}`, visibleTo(caller)))
    .orderBy(sql`${favorito} desc`, g.nome, g.id);
}

/** Toggles the caller's favourite mark on a visible group; audited. */
export async function atualizarGrupoFavorito(db: Db, caller: CurrentUser, id: number, requestId: string): Promise<GrupoAtivo> {
  return db.transaction(async (tx) => {
    const grupo = await grupoVisivel(tx, caller, id);
    if (!grupo) throw notFound('grupoUsuarios');
    const mine = and(eq(grupoUsuariosFavoritos.grupoUsuariosId, id), eq(grupoUsuariosFavoritos.usuarioId, caller.id));
    const removed = await tx.delete(grupoUsuariosFavoritos).where(mine).returning();
    if (removed.length === 0) {
      await tx.insert(grupoUsuariosFavoritos).values({ grupoUsuariosId: id, usuarioId: caller.id }).onConflictDoNothing();
    }
    const favorito = removed.length === 0;
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'grupoUsuarios',
      entidadeId: id,
      acao: favorito ? 'FAVORITAR' : 'DESFAVORITAR',
      antes: { favorito: !favorito },
      depois: { favorito },
      requestId,
    });
    return { id, nome: grupo.nome, publico: grupo.publico, favorito };
  });
}

/** Activates or inactivates a visible group (an invisible one is NOT_FOUND); audited. */
export async function setGrupoActive(db: Db, caller: CurrentUser, id: number, active: boolean, requestId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from grupos_usuarios where id = ${id} for update`);
    const antes = await grupoVisivel(tx, caller, id);
    if (!antes) throw notFound('grupoUsuarios');
    await tx.update(gruposUsuarios).set({ active, updatedAt: new Date() }).where(eq(gruposUsuarios.id, id));
    const depois = (await grupoVisivel(tx, caller, id))!;
    await writeAudit(tx, {
      usuarioId: caller.id,
      entidade: 'grupoUsuarios',
      entidadeId: id,
      acao: active ? 'ATIVAR' : 'INATIVAR',
      antes: snapshot(antes),
      depois: snapshot(depois),
      requestId,
    });
    return depois;
  });
}
