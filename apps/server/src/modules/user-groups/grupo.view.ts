import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { USER_TYPES } from '@portal/domain';
import type { Page } from '../../platform/db/paging.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow, queryRows } from '../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { visibleTo } from './user-groups.policy.js';
import { translationsJson } from '../organisation/translated.js';

/*
 * The view is one raw statement (json subqueries over other areas' tables: users, brands,
 * dealers, positions …); its rows are checked by this schema, which is also the view's type.
 */
const Item = z.object({ id: z.number(), nome: z.string() });
const UserTypeRef = z.object({ id: z.enum(USER_TYPES) });

/** A group with its relations as the API answers it (spec 02 §3 "GrupoUsuarios"). */
const GrupoUsuariosView = z.object({
  id: z.number(),
  nome: z.string(),
  active: z.boolean(),
  publico: z.boolean(),
  tipo: z.enum(['PUBLICO', 'PRIVADO']),
  criador: z.object({ id: z.number(), nome: z.string(), email: z.string(), tipo: UserTypeRef }),
  favorito: z.boolean(),
  possuiPerfil: z.boolean(),
  marcas: z.array(z.object({ id: z.number(), description: z.string() })),
  tiposUsuarios: z.array(UserTypeRef),
  todosDealers: z.boolean(),
  dealers: z.array(z.object({ id: z.number(), nomeExibicao: z.string() })),
  /** nome and descricao in pt-BR; the translations beside them are read by organisation/translated.ts. */
  tiposAcesso: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      descricao: z.string(),
      nomeEs: z.string(),
      nomeEn: z.string(),
      descricaoEs: z.string(),
      descricaoEn: z.string(),
      produto: z.object({ id: z.number(), description: z.string() }),
    }),
  ),
  possuiCargos: z.boolean(),
  cargos: z.array(Item),
  possuiSetores: z.boolean(),
  setores: z.array(Item),
  possuiGrupos: z.boolean(),
  grupos: z.array(Item),
  possuiUsuariosManuais: z.boolean(),
  usuariosManuais: z.array(z.object({ id: z.number(), nome: z.string(), email: z.string() })),
});
export type GrupoUsuariosView = z.infer<typeof GrupoUsuariosView>;
/** A list row: count(*) over () is a bigint, which node-postgres answers as text. */
const GrupoPagina = GrupoUsuariosView.extend({ total: z.coerce.number() });
const Contagem = z.object({ n: z.number() });

const list = (q: SQL) => sql`coalesce((${q}), '[]'::json)`;

/**
 * Relations are json subqueries per row: a page holds at most 100 groups, and one statement
 * answers the list, a single group and the audit snapshots alike.
 */
const COLUMNS = (caller: CurrentUser) => sql`g.id, g.nome::text as nome, g.active, g.publico,
  case when g.publico then 'PUBLICO' else 'PRIVADO' end as tipo,
  json_build_object('id', c.id, 'nome', c.nome, 'email', c.email::text, 'tipo', json_build_object('id', c.tipo)) as criador,
  exists (select 1 from grupo_usuarios_favoritos f where f.grupo_usuarios_id = g.id and f.usuario_id = ${caller.id}) as favorito,
  g.possui_perfil as "possuiPerfil", g.todos_dealers as "todosDealers", g.possui_cargos as "possuiCargos",
  g.possui_setores as "possuiSetores", g.possui_grupos as "possuiGrupos", g.possui_usuarios_manuais as "possuiUsuariosManuais",
  ${list(sql`select json_agg(json_build_object('id', m.id, 'description', m.nome) order by m.nome, m.id)
    from grupo_usuarios_marcas x join marcas m on m.id = x.marca_id where x.grupo_usuarios_id = g.id`)} as marcas,
  ${list(sql`select json_agg(json_build_object('id', x.tipo_usuario_id) order by x.tipo_usuario_id)
    from grupo_usuarios_tipos_usuario x where x.grupo_usuarios_id = g.id`)} as "tiposUsuarios",
  ${list(sql`select json_agg(json_build_object('id', d.id, 'nomeExibicao', d.nome_exibicao) order by d.nome_exibicao, d.id)
    from grupo_usuarios_dealers x join dealers d on d.id = x.dealer_id where x.grupo_usuarios_id = g.id`)} as dealers,
  ${list(sql`select json_agg(json_build_object('id', t.id, 'nome', t.nome, 'descricao', t.descricao, ${translationsJson('t')}, 'produto', json_build_object('id', p.id, 'description', p.nome)) order by t.nome, t.id)
    from grupo_usuarios_tipos_acesso x join tipos_acesso t on t.id = x.tipo_acesso_id join produtos p on p.id = t.produto_id
    where x.grupo_usuarios_id = g.id`)} as "tiposAcesso",
  ${list(sql`select json_agg(json_build_object('id', k.id, 'nome', k.nome) order by k.nome, k.id)
    from grupo_usuarios_cargos x join cargos k on k.id = x.cargo_id where x.grupo_usuarios_id = g.id`)} as cargos,
  ${list(sql`select json_agg(json_build_object('id', s.id, 'nome', s.nome) order by s.nome, s.id)
    from grupo_usuarios_setores x join setores s on s.id = x.setor_id where x.grupo_usuarios_id = g.id`)} as setores,
  ${list(sql`select json_agg(json_build_object('id', r.id, 'nome', r.nome) order by r.nome, r.id)
    from grupo_usuarios_grupos x join grupos r on r.id = x.grupo_id where x.grupo_usuarios_id = g.id`)} as grupos,
  ${list(sql`select json_agg(json_build_object('id', u.id, 'nome', u.nome, 'email', u.email::text) order by u.nome, u.id)
    from grupo_usuarios_usuarios x join usuarios u on u.id = x.usuario_id where x.grupo_usuarios_id = g.id`)} as "usuariosManuais"`;

/** Groups matching `where` (over `grupos_usuarios g`) and visible to the caller, in `order` (by name when not given). */
export async function selectGrupos(db: DbOrTx, caller: CurrentUser, where: SQL, page?: Page, order?: SQL) {
  const rows = await queryRows(db, GrupoPagina, sql`
    select ${COLUMNS(caller)}, count(*) over () as total
      from grupos_usuarios g join usuarios c on c.id = g.criador_id
     where ${visibleTo(caller)} and ${where}
     ${order ?? sql`order by g.nome, g.id`}
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  let totalElements = rows[0]?.total ?? 0;
  if (rows.length === 0 && page && page.offset > 0) {
    const c = await queryRow(db, Contagem, sql`select count(*)::int as n from grupos_usuarios g where ${visibleTo(caller)} and ${where}`);
    totalElements = c?.n ?? 0;
  }
  return { content: rows.map(({ total: _t, ...g }): GrupoUsuariosView => g), totalElements };
}

/** One visible group, or null (absent and someone else's private group look the same). */
export async function grupoVisivel(db: DbOrTx, caller: CurrentUser, id: number): Promise<GrupoUsuariosView | null> {
  return (await selectGrupos(db, caller, sql`g.id = ${id}`)).content[0] ?? null;
}

/** The audit snapshot: every criterion and relation, without the caller-dependent favourite. */
export function snapshot(g: GrupoUsuariosView) {
  const { favorito: _f, criador, ...rest } = g;
  return { ...rest, criador: criador.id };
}
