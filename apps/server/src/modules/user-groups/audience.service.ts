import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { USER_TYPES } from '@portal/domain';
import { everyWord } from '../../platform/db/list-search.js';
import type { Page } from '../../platform/db/paging.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow, queryRows } from '../../platform/db/typed-rows.js';
import type { GrupoCriterios } from './user-groups.input.js';

/**
 * Who receives a set of groups (spec 02 leaves the semantics open; decided here, used by the
 * preview and later by notices and library permissions):
 * - the criteria of one group add up (union): every checked criterion brings its users;
 * - the profile criterion is an intersection: the user holds one of the brands AND is of one of
 *   the user types AND, when DEALER_GRUPO is among the types and the user is DEALER_GRUPO, the
 *   group has all dealers or the user is linked to one of its dealers AND, when access types are
 *   given, the user holds one of them;
 * - positions: users holding one of the positions (usuario_cargos);
 * - sectors: users holding a position of one of the sectors (cargos.setor_id);
 * - groups: users of those dealer groups, directly (usuario_grupos_dealer) or through one of their dealers;
 * - manual users: those users.
 * Several groups are also a union. Inactive groups resolve to nobody; inactive users are out, and
 * so is a user whose every dealer is inactive (a user without dealers stays).
 * Saved groups are read from grupo_usuarios_membros, where triggers keep each group's audience as
 * this definition answers it (migration 0015; its SQL functions restate the definition, driven
 * from groups and from users): an audience of 24,000 users is one index range, not the set
 * algebra over 60,000 users' links (~100 ms). Unsaved criteria (the form's preview) are resolved
 * live by `liveAudienceSql`, one set-based statement; membros.test.ts keeps the stored pairs
 * equal to it under random changes to every table the definition reads.
 */

/** Saved groups by id, or the criteria of an unsaved form (preview before saving). */
export type AudienceSource = { grupoIds: readonly number[] } | { criterios: GrupoCriterios };

const ints = (list: readonly number[]) => sql`${sql.param([...list])}::int[]`;

/** The criteria as relations (gid, value), from the link tables or from the inline form. */
function relations(source: AudienceSource) {
  if ('grupoIds' in source) {
    const link = (table: string, col: string) =>
      sql`select x.grupo_usuarios_id as gid, x.${sql.raw(col)} as v from ${sql.raw(table)} x join ag on ag.id = x.grupo_usuarios_id`;
    return {
      groups: sql`select id, todos_dealers from grupos_usuarios where id = any(${ints(source.grupoIds)}) and active`,
      marcas: link('grupo_usuarios_marcas', 'marca_id'),
      tipos: link('grupo_usuarios_tipos_usuario', 'tipo_usuario_id'),
      dealers: link('grupo_usuarios_dealers', 'dealer_id'),
      acessos: link('grupo_usuarios_tipos_acesso', 'tipo_acesso_id'),
      cargos: link('grupo_usuarios_cargos', 'cargo_id'),
      setores: link('grupo_usuarios_setores', 'setor_id'),
      grupos: link('grupo_usuarios_grupos', 'grupo_id'),
      manuais: link('grupo_usuarios_usuarios', 'usuario_id'),
    };
  }
  // Normalised criteria (user-groups.input.ts) hold no selection for an unchecked criterion.
  const c = source.criterios;
  const un = (list: readonly number[]) => sql`select 0 as gid, v from unnest(${ints(list)}) v`;
  return {
    groups: sql`select 0 as id, ${c.todosDealers}::boolean as todos_dealers`,
    marcas: un(c.marcas),
    tipos: sql`select 0 as gid, v from unnest(${sql.param(c.tiposUsuarios)}::text[]) v`,
    dealers: un(c.dealers),
    acessos: un(c.tiposAcesso),
    cargos: un(c.cargos),
    setores: un(c.setores),
    grupos: un(c.grupos),
    manuais: un(c.usuariosManuais),
  };
}

/**
 * A subquery of the ids of the users the groups resolve to, each once (see the semantics above):
 * saved groups from their stored members, unsaved criteria live.
 */
export function audienceSql(source: AudienceSource): SQL {
  if (!('grupoIds' in source)) return liveAudienceSql(source);
  const ids = [...new Set(source.grupoIds)];
  // One group's pairs are unique by the primary key; several groups may share a member.
  return ids.length === 1
    ? sql`select m.usuario_id as id from grupo_usuarios_membros m where m.grupo_usuarios_id = ${ids[0]}`
    : sql`select distinct m.usuario_id as id from grupo_usuarios_membros m where m.grupo_usuarios_id = any(${ints(ids)})`;
}

/** The definition itself, resolved from the criteria at every call (unsaved criteria; tests). */
export function liveAudienceSql(source: AudienceSource): SQL {
  const r = relations(source);
  const dealerGrupo = USER_TYPES.DEALER_GRUPO;
  return sql`with ag as (${r.groups}),
    gm as (${r.marcas}), gt as (${r.tipos}), gd as (${r.dealers}), ga as (${r.acessos}),
    gc as (${r.cargos}), gs as (${r.setores}), gg as (${r.grupos}), gu as (${r.manuais}),
    candidatos as (
      select um.usuario_id as id
        from ag
        join gm on gm.gid = ag.id
        -- Driven from the group's brands (a handful of rows) through usuario_marcas_marca_idx:
        -- the planner cannot size the criteria CTEs and would otherwise walk every user of the
        -- type (60,000) and probe their brands; offset 0 keeps this subquery from being flattened.
        cross join lateral (select x.usuario_id from usuario_marcas x where x.marca_id = gm.v offset 0) um
        join usuarios p on p.id = um.usuario_id
        join gt on gt.gid = ag.id and gt.v = p.tipo
       where (p.tipo <> ${dealerGrupo} or ag.todos_dealers
              or exists (select 1 from gd join usuario_dealers ud on ud.dealer_id = gd.v
                          where gd.gid = ag.id and ud.usuario_id = p.id))
         and (not exists (select 1 from ga where ga.gid = ag.id)
              or exists (select 1 from ga join usuario_tipos_acesso uta on uta.tipo_acesso_id = ga.v
                          where ga.gid = ag.id and uta.usuario_id = p.id))
      union select uc.usuario_id from gc join usuario_cargos uc on uc.cargo_id = gc.v
      union select uc.usuario_id from gs join cargos k on k.setor_id = gs.v join usuario_cargos uc on uc.cargo_id = k.id
      union select ug.usuario_id from gg join usuario_grupos_dealer ug on ug.grupo_id = gg.v
      union select ud.usuario_id from gg join dealers d on d.grupo_id = gg.v join usuario_dealers ud on ud.dealer_id = d.id
      union select gu.v from gu
    ),
    -- Users whose every dealer is inactive: found from the (few) inactive dealers rather than by
    -- probing the dealers of every candidate (24,000 probes for a large audience).
    excluidos as (
      select ud.usuario_id from dealers di join usuario_dealers ud on ud.dealer_id = di.id
       where not di.active
         and not exists (select 1 from usuario_dealers o join dealers d on d.id = o.dealer_id
                          where o.usuario_id = ud.usuario_id and d.active)
    )
    select u.id from candidatos c join usuarios u on u.id = c.id
     where u.active and u.id not in (select usuario_id from excluidos)`;
}

/*
 * The reads below stay raw SQL (the audience is set algebra over the users' links, which the query
 * builder cannot say, and `usuarios` belongs to the users area); their rows are checked by these
 * schemas, which are also their types.
 */
const Destinatario = z.object({ id: z.number(), nome: z.string(), email: z.string() });
export type Destinatario = z.infer<typeof Destinatario>;
/** A page row: count(*) over () is a bigint, which node-postgres answers as text. */
const DestinatarioPagina = Destinatario.extend({ total: z.coerce.number() });
const Contagem = z.object({ n: z.number() });
/** The audience's total and how many users there are (the planner's estimate, else a count). */
const Totais = z.object({ n: z.number(), users: z.number() });
const Id = z.object({ id: z.number() });

/** How many users a page may walk in name order before reading the audience whole is cheaper. */
const WALK_MAX = 2000;

/**
 * One page of the users the groups resolve to (several sources: their union), by name then id; every word of busca
 * must be in the name or e-mail (contains, served by the trigram indexes). `within` (a condition over `usuarios u`) narrows the
 * page to the people the asker may see (absent: everyone); the audience itself stays whole.
 * Saved groups' audiences are an index range (grupo_usuarios_membros): the total first, from the
 * range alone when no filter needs the users' rows; then the page, by the shape the total calls
 * for. A dense audience (24,000 of 60,000) fills a page within a few dozen users walked in name
 * order, each probed against the range; a sparse one (a few users) is read member by member and
 * sorted, as walking would cross every user. The planner cannot tell them apart (a group's size
 * is not in its statistics), so the total decides (`walkMax`, tests force either shape). An
 * unsaved form's criteria are resolved once (a materialized CTE) for the page and its total.
 */
export async function usuariosDosGrupos(
  db: DbOrTx,
  source: AudienceSource | readonly AudienceSource[],
  opts: { busca?: string | null; page: Page; within?: SQL; walkMax?: number },
): Promise<{ content: Destinatario[]; totalElements: number }> {
  const sources = Array.isArray(source) ? (source as readonly AudienceSource[]) : [source as AudienceSource];
  if (sources.length === 0) return { content: [], totalElements: 0 };
  const union =
    sources.length === 1
      ? audienceSql(sources[0]!)
      : sql.join(
          sources.map((s, i) => sql`select id from (${audienceSql(s)}) ${sql.raw(`a${i}`)}`),
          sql` union `,
        );
  const search = everyWord(opts.busca, (like) => sql`u.nome ilike ${like} or u.email::text ilike ${like}`);
  const filters = [search, opts.within].filter((f): f is SQL => f !== null && f !== undefined);
  const narrowed = filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;
  const columns = sql`u.id, u.nome, u.email::text as email`;
  const { limit, offset } = opts.page;

  if (sources.some((s) => !('grupoIds' in s))) {
    const rows = await queryRows(db, DestinatarioPagina, sql`
      with a as materialized (${union})
      select ${columns}, count(*) over () as total from usuarios u where u.id in (select id from a)${narrowed}
       order by u.nome, u.id limit ${limit} offset ${offset}`);
    let totalElements = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      const c = await queryRow(db, Contagem, sql`
        with a as materialized (${union}) select count(*)::int as n from usuarios u where u.id in (select id from a)${narrowed}`);
      totalElements = c?.n ?? 0;
    }
    return { content: rows.map(({ total: _t, ...u }) => u), totalElements };
  }

  const where = sql`u.id in (${union})${narrowed}`;
  const counted = await queryRow(db, Totais, sql`
    select (${filters.length ? sql`select count(*) from usuarios u where ${where}` : sql`select count(*) from (${union}) n`})::int as n,
           (select case when c.reltuples > 0 then c.reltuples::int else (select count(*)::int from usuarios) end
              from pg_class c where c.oid = 'usuarios'::regclass) as users`);
  const total = counted?.n ?? 0;
  if (total === 0 || offset >= total) return { content: [], totalElements: total };
  // The users walked in name order before the page is full, were the audience spread evenly.
  const walked = ((offset + limit) * (counted?.users ?? total)) / total;
  const content = await queryRows(
    db,
    Destinatario,
    walked <= (opts.walkMax ?? WALK_MAX)
      ? sql`select ${columns} from usuarios u where ${where} order by u.nome, u.id limit ${limit} offset ${offset}`
      : // The members as an array: the planner then probes each one's row instead of scanning every user.
        sql`select ${columns} from unnest(array(${union})) a(id) join usuarios u on u.id = a.id
             where true${narrowed} order by u.nome, u.id limit ${limit} offset ${offset}`,
  );
  return { content, totalElements: total };
}

/**
 * Manual-user autocomplete: active users whose name or e-mail starts with the text, at most 20,
 * among those the caller may see (`within`, a condition over `usuarios u`).
 */
export async function usuariosByNomeOrEmailStartingWith(db: DbOrTx, texto: string, within: SQL): Promise<Destinatario[]> {
  const term = texto.trim();
  if (!term) return [];
  const prefix = `${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return queryRows(db, Destinatario, sql`
    select u.id, u.nome, u.email::text as email from usuarios u
     where u.active and (u.nome ilike ${prefix} or u.email::text ilike ${prefix}) and ${within}
     order by u.nome, u.id limit 20`);
}

/**
 * The active user groups whose audience holds this user: `g ∈ gruposDoUsuario(u)` ⇔
 * `u ∈ audience(g)`. Library permissions are granted to groups; this answers "which grants apply
 * to me" once per request: one index range of grupo_usuarios_membros (the stored audiences,
 * kept by migration 0015's triggers, which drop inactive groups and users), whatever the number
 * of groups. membership.test.ts checks it against the live definition for users of every shape.
 */
export async function gruposDoUsuario(db: DbOrTx, usuarioId: number): Promise<number[]> {
  const rows = await queryRows(db, Id, sql`${gruposDoUsuarioSql(usuarioId)} order by 1`);
  return rows.map((r) => r.id);
}

/**
 * The same set as a composable fragment (`select … as id`), for a caller that filters by it in one
 * statement (the home's slides and adverts: `grupo in (…)`, one round trip per query).
 */
export function gruposDoUsuarioSql(usuarioId: number): SQL {
  return sql`select m.grupo_usuarios_id as id from grupo_usuarios_membros m where m.usuario_id = ${usuarioId}`;
}
