import { and, eq, sql, type SQL } from 'drizzle-orm';
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
  const res = await db.execute<{ id: number; nome: string; visivel: boolean }>(sql`
    select g.id, g.nome::text as nome, ${visibleTo(caller)} as visivel from grupos_usuarios g where g.nome = ${term}`);
  const row = res.rows[0];
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
  const res = await db.execute<GrupoAtivo & Record<string, unknown>>(sql`
    select g.id, g.nome::text as nome, g.publico, (f.usuario_id is not null) as favorito
      from grupos_usuarios g
      left join grupo_usuarios_favoritos f on f.grupo_usuarios_id = g.id and f.usuario_id = ${caller.id}
     where g.active and ${visibleTo(caller)}
     order by (f.usuario_id is not null) desc, g.nome, g.id`);
  return res.rows;
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
