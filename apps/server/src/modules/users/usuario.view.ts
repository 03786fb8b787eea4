import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow, queryRows } from '../../platform/db/typed-rows.js';
import { translationsJson } from '../organisation/translated.js';
import { usuarios } from './users.tables.js';

/** `usuarios u`: the alias the users area's SQL fragments (readableBy, the list's search) are written over. */
export const u = alias(usuarios, 'u');

/** A user's own columns as the API answers them (typed by the table); the relations come from the loaders below. */
export const USUARIO_COLUMNS = {
  id: u.id,
  nome: u.nome,
  email: u.email,
  cpf: u.cpf,
  telefones: u.telefones,
  celulares: u.celulares,
  tipo: u.tipo,
  idioma: u.idioma,
  active: u.active,
  especial: u.especial,
  ativacaoEspecial: u.ativacaoEspecial,
  idIdentityProvider: u.idpSubject,
  ultimoAcesso: u.ultimoAcesso,
};

const selectUsuario = (db: DbOrTx) => db.select(USUARIO_COLUMNS).from(u);
/** A row of `db.select(USUARIO_COLUMNS)`. */
type SelectedUsuario = Awaited<ReturnType<typeof selectUsuario>>[number];

/** Usuario as the API answers it: the selection's types, the last access as ISO text. */
export type UsuarioRow = Omit<SelectedUsuario, 'ultimoAcesso'> & { ultimoAcesso: string | null };

/** Timestamps leave as ISO 8601 text: the GraphQL String would print a Date in its local format. */
export function toUsuarioRow({ ultimoAcesso, ...rest }: SelectedUsuario): UsuarioRow {
  return { ...rest, ultimoAcesso: ultimoAcesso ? ultimoAcesso.toISOString() : null };
}

/** Users matching `where` (over `usuarios u`), by id. */
export async function selectUsuarios(db: DbOrTx, where: SQL): Promise<UsuarioRow[]> {
  const rows = await selectUsuario(db).where(where).orderBy(u.id);
  return rows.map(toUsuarioRow);
}

/** One user, or null. */
export async function usuarioById(db: DbOrTx, id: number): Promise<UsuarioRow | null> {
  return (await selectUsuarios(db, eq(u.id, id)))[0] ?? null;
}

const ids = (list: readonly number[]) => sql`${sql.param([...list])}::int[]`;

/** Rows of a relation query, each tagged with its user (checked against `item`), split per user in the order of `usuarioIds`. */
async function perUser<T>(db: DbOrTx, usuarioIds: readonly number[], item: z.ZodType<T>, query: SQL): Promise<T[][]> {
  const rows = await queryRows(db, z.object({ usuario_id: z.number(), item }), query);
  const byUser = new Map<number, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.usuario_id) ?? [];
    list.push(row.item);
    byUser.set(row.usuario_id, list);
  }
  return usuarioIds.map((id) => byUser.get(id) ?? []);
}

/** The translations translationsJson / translationsColumns add to a feature's, access type's or user type's row. */
export const TRANSLATIONS = { nomeEs: z.string(), nomeEn: z.string(), descricaoEs: z.string(), descricaoEn: z.string() };

/** A dealer as DEALER_JSON answers it: GraphQL UsuarioDealer. */
export const UsuarioDealerItem = z.object({
  id: z.number(),
  nome: z.string(),
  nomeExibicao: z.string(),
  active: z.boolean(),
  codigoPrincipal: z.string(),
  grupo: z.object({ id: z.number(), nome: z.string(), active: z.boolean() }).nullable(),
});
export type UsuarioDealerView = z.infer<typeof UsuarioDealerItem>;

const MarcaItem = z.object({ id: z.number(), description: z.string(), active: z.boolean() });
const GrupoItem = z.object({ id: z.number(), nome: z.string(), active: z.boolean() });
const TipoAcessoItem = z.object({ id: z.number(), nome: z.string(), descricao: z.string(), ...TRANSLATIONS, idProduto: z.number() });
const FuncionalidadeItem = z.object({ id: z.number(), chave: z.string(), nome: z.string(), descricao: z.string(), ...TRANSLATIONS, idProduto: z.number() });
const ProdutoItem = z.object({ idProduto: z.number(), idsFuncionalidades: z.array(z.number()), idsTiposAcesso: z.array(z.number()) });

/** The JSON of a dealer as UsuarioDealer (over `dealers d left join grupos g`). */
export const DEALER_JSON = sql`json_build_object('id', d.id, 'nome', d.razao_social, 'nomeExibicao', d.nome_exibicao,
  'active', d.active, 'codigoPrincipal', d.codigo_principal,
  'grupo', case when g.id is null then null else json_build_object('id', g.id, 'nome', g.nome, 'active', g.active) end)`;

/**
 * One query per relation for a whole page of users (Mercurius loaders call these with the ids of
 * every Usuario in the response), so a page of 100 users costs 1 + one query per field asked.
 */
export const relations = {
  marcas: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, MarcaItem, sql`select um.usuario_id, json_build_object('id', m.id, 'description', m.nome, 'active', m.active) as item
      from usuario_marcas um join marcas m on m.id = um.marca_id
     where um.usuario_id = any(${ids(page)}) order by m.nome, m.id`),
  grupos: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, GrupoItem, sql`select ug.usuario_id, json_build_object('id', g.id, 'nome', g.nome, 'active', g.active) as item
      from usuario_grupos_dealer ug join grupos g on g.id = ug.grupo_id
     where ug.usuario_id = any(${ids(page)}) order by g.nome, g.id`),
  dealers: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, UsuarioDealerItem, sql`select ud.usuario_id, ${DEALER_JSON} as item
      from usuario_dealers ud join dealers d on d.id = ud.dealer_id left join grupos g on g.id = d.grupo_id
     where ud.usuario_id = any(${ids(page)}) order by d.nome_exibicao, d.id`),
  tiposAcesso: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, TipoAcessoItem, sql`select ut.usuario_id, json_build_object('id', t.id, 'nome', t.nome, 'descricao', t.descricao, ${translationsJson('t')}, 'idProduto', t.produto_id) as item
      from usuario_tipos_acesso ut join tipos_acesso t on t.id = ut.tipo_acesso_id
     where ut.usuario_id = any(${ids(page)}) order by t.produto_id, t.nome, t.id`),
  funcionalidades: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, FuncionalidadeItem, sql`select uf.usuario_id, json_build_object('id', f.id, 'chave', f.chave, 'nome', f.nome, 'descricao', f.descricao, ${translationsJson('f')}, 'idProduto', f.produto_id) as item
      from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id
     where uf.usuario_id = any(${ids(page)}) order by f.produto_id, f.nome, f.id`),
  produtos: (db: DbOrTx, page: readonly number[]) =>
    perUser(db, page, ProdutoItem, sql`
      with fs as (
        select uf.usuario_id, f.produto_id, array_agg(f.id order by f.id) as ids
          from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id
         where uf.usuario_id = any(${ids(page)}) group by 1, 2
      ), ts as (
        select ut.usuario_id, t.produto_id, array_agg(t.id order by t.id) as ids
          from usuario_tipos_acesso ut join tipos_acesso t on t.id = ut.tipo_acesso_id
         where ut.usuario_id = any(${ids(page)}) group by 1, 2
      )
      select coalesce(fs.usuario_id, ts.usuario_id) as usuario_id,
             json_build_object('idProduto', coalesce(fs.produto_id, ts.produto_id),
               'idsFuncionalidades', coalesce(fs.ids, '{}'), 'idsTiposAcesso', coalesce(ts.ids, '{}')) as item
        from fs full join ts on ts.usuario_id = fs.usuario_id and ts.produto_id = fs.produto_id
       order by coalesce(fs.produto_id, ts.produto_id)`),
};

/**
 * Everything a user is, relations included, for the audit row's before/after: the audit screen
 * diffs these field by field and reads a list item by its `nome`, so lists are sorted and each
 * item carries a readable name (a position: "Vendedor — Horizonte Centro (Vendas), 2024-01-10").
 * A JSON expression over `usuarios u`: usuarioSnapshot reads one user's, and a batch save
 * (criarUsuariosEm) writes many users' audit rows with it in one INSERT … SELECT.
 */
export const USUARIO_SNAPSHOT_JSON = sql`json_build_object(
      'id', u.id, 'nome', u.nome, 'email', u.email, 'cpf', u.cpf, 'telefones', u.telefones, 'celulares', u.celulares,
      'tipo', u.tipo, 'idioma', u.idioma, 'active', u.active, 'especial', u.especial,
      'ativacaoEspecial', u.ativacao_especial, 'idIdentityProvider', u.idp_subject,
      'marcas', coalesce((select json_agg(json_build_object('id', m.id, 'nome', m.nome) order by m.id)
          from usuario_marcas x join marcas m on m.id = x.marca_id where x.usuario_id = u.id), '[]'),
      'grupos', coalesce((select json_agg(json_build_object('id', g.id, 'nome', g.nome) order by g.id)
          from usuario_grupos_dealer x join grupos g on g.id = x.grupo_id where x.usuario_id = u.id), '[]'),
      'dealers', coalesce((select json_agg(json_build_object('id', d.id, 'nome', d.nome_exibicao) order by d.id)
          from usuario_dealers x join dealers d on d.id = x.dealer_id where x.usuario_id = u.id), '[]'),
      'tiposAcesso', coalesce((select json_agg(json_build_object('id', t.id, 'nome', t.nome) order by t.id)
          from usuario_tipos_acesso x join tipos_acesso t on t.id = x.tipo_acesso_id where x.usuario_id = u.id), '[]'),
      'funcionalidades', coalesce((select json_agg(json_build_object('id', f.id, 'chave', f.chave) order by f.id)
          from usuario_funcionalidades x join funcionalidades f on f.id = x.funcionalidade_id where x.usuario_id = u.id), '[]'),
      'cargos', coalesce((select json_agg(json_build_object(
                 'nome', k.nome || ' — ' || d.nome_exibicao || coalesce(' (' || dep.nome || ')', '') || ', ' || to_char(c.data_inicio, 'YYYY-MM-DD'),
                 'cargoId', c.cargo_id, 'dealerId', c.dealer_id, 'departamentoId', c.departamento_id, 'dataInicio', c.data_inicio)
                 order by c.dealer_id, c.data_inicio, c.id)
          from usuario_cargos c join cargos k on k.id = c.cargo_id join dealers d on d.id = c.dealer_id
          left join departamentos dep on dep.id = c.departamento_id where c.usuario_id = u.id), '[]'),
      'infos', (select json_build_object('dataAdmissao', i.data_admissao, 'emailSuperior', i.email_superior,
                 'dataDesligamento', i.data_desligamento, 'desligamentoId', i.desligamento_id, 'desligamento', x.motivo)
          from usuario_infos i left join desligamentos x on x.id = i.desligamento_id where i.usuario_id = u.id)
    )`;

/** One user's snapshot (USUARIO_SNAPSHOT_JSON), or null. */
export async function usuarioSnapshot(db: DbOrTx, id: number): Promise<Record<string, unknown> | null> {
  const row = await queryRow(db, z.object({ snap: z.record(z.string(), z.unknown()) }), sql`
    select ${USUARIO_SNAPSHOT_JSON} as snap from usuarios u where u.id = ${id}`);
  return row?.snap ?? null;
}

/** Many users' snapshots by id (a batch save's before, the import's stored users), one query. */
export async function usuarioSnapshots(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(db, z.object({ id: z.number(), snap: z.record(z.string(), z.unknown()) }), sql`
    select u.id, ${USUARIO_SNAPSHOT_JSON} as snap from usuarios u where u.id = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((r) => [r.id, r.snap]));
}
