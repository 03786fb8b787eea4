import { sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import type { Page } from '../../platform/db/paging.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { visibleTo } from './user-groups.policy.js';
import { translationsJson } from '../organisation/translated.js';

interface Item {
  id: number;
  nome: string;
}

/** A group with its relations as the API answers it (spec 02 §3 "GrupoUsuarios"). */
export interface GrupoUsuariosView {
  id: number;
  nome: string;
  active: boolean;
  publico: boolean;
  tipo: 'PUBLICO' | 'PRIVADO';
  criador: { id: number; nome: string; email: string; tipo: { id: UserType } };
  favorito: boolean;
  possuiPerfil: boolean;
  marcas: { id: number; description: string }[];
  tiposUsuarios: { id: UserType }[];
  todosDealers: boolean;
  dealers: { id: number; nomeExibicao: string }[];
  /** nome and descricao in pt-BR; the translations beside them are read by organisation/translated.ts. */
  tiposAcesso: { id: number; nome: string; descricao: string; produto: { id: number; description: string } }[];
  possuiCargos: boolean;
  cargos: Item[];
  possuiSetores: boolean;
  setores: Item[];
  possuiGrupos: boolean;
  grupos: Item[];
  possuiUsuariosManuais: boolean;
  usuariosManuais: { id: number; nome: string; email: string }[];
}

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
  const res = await db.execute<GrupoUsuariosView & { total: number; [k: string]: unknown }>(sql`
    select ${COLUMNS(caller)}, count(*) over () as total
      from grupos_usuarios g join usuarios c on c.id = g.criador_id
     where ${visibleTo(caller)} and ${where}
     ${order ?? sql`order by g.nome, g.id`}
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  let totalElements = Number(res.rows[0]?.total ?? 0);
  if (res.rows.length === 0 && page && page.offset > 0) {
    const c = await db.execute<{ n: number }>(sql`select count(*)::int as n from grupos_usuarios g where ${visibleTo(caller)} and ${where}`);
    totalElements = c.rows[0]?.n ?? 0;
  }
  return { content: res.rows.map(({ total: _t, ...g }) => g as GrupoUsuariosView), totalElements };
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
