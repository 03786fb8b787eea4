import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Idioma, UserType } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { translationsJson } from '../organisation/translated.js';
import { usuarioDealers, usuarioFuncionalidades, usuarioGruposDealer, usuarioMarcas, usuarios } from './users.tables.js';

/*
 * The signed-in user's own data with its links (brands, dealers, dealer groups, features), as
 * the areas above users read it: my account (/minha-conta) and the shell (the logged user, the
 * menu's theme). The link tables are the users area's; the other areas call these instead of
 * joining them (scripts/check-sql-joins.mjs). Each read is one statement, as before the move: the
 * links are JSON subqueries over the caller's id, the names come from the published catalogs
 * (marcas, funcionalidades, produtos) and dealers' tables (dealers, grupos).
 */

/** The user as `u`: the subqueries below correlate on `u.id` (written out: a column inside a selected expression renders unqualified). */
const u = alias(usuarios, 'u');

/** The user's brands, by name, with the brand's theme; only active ones when `activeOnly`. */
const marcasJson = <T>(fields: SQL, activeOnly: boolean) =>
  sql<T[]>`coalesce((select json_agg(json_build_object(${fields}) order by m.nome)
    from ${usuarioMarcas} um join marcas m on m.id = um.marca_id
   where um.usuario_id = u.id ${activeOnly ? sql`and m.active` : sql``}), '[]')`;

/** The account as my account shows it, before the account area's own columns. */
const contaColumns = {
  id: u.id,
  nome: u.nome,
  email: sql<string>`${u.email}::text`,
  telefones: u.telefones,
  celulares: u.celulares,
  avatarLink: u.avatarLink,
  idioma: sql<Idioma>`${u.idioma}`,
  tipo: sql<UserType>`${u.tipo}`,
  marcas: marcasJson<{ id: number; description: string }>(sql`'id', m.id, 'description', m.nome`, false),
  dealers: sql<{ id: number; nomeExibicao: string; codigoPrincipal: string }[]>`coalesce((select json_agg(json_build_object(
      'id', d.id, 'nomeExibicao', d.nome_exibicao, 'codigoPrincipal', d.codigo_principal) order by d.nome_exibicao, d.id)
    from ${usuarioDealers} ud join dealers d on d.id = ud.dealer_id where ud.usuario_id = u.id), '[]')`,
  grupos: sql<{ id: number; nome: string }[]>`coalesce((select json_agg(json_build_object('id', g.id, 'nome', g.nome) order by g.nome, g.id)
    from ${usuarioGruposDealer} ug join grupos g on g.id = ug.grupo_id where ug.usuario_id = u.id), '[]')`,
  /** The features by product, with their translations (the account names them in the reader's language). */
  permissoes: sql<
    {
      produto: { id: number; nome: string };
      funcionalidades: { id: number; chave: string; nome: string; descricao: string }[];
    }[]
  >`coalesce((select json_agg(json_build_object('produto', json_build_object('id', p.id, 'nome', p.nome),
                                              'funcionalidades', p.funcs) order by p.nome, p.id)
      from (select p.id, p.nome,
                   json_agg(json_build_object('id', f.id, 'chave', f.chave, 'nome', f.nome,
                                              'descricao', f.descricao, ${translationsJson('f')}) order by f.nome, f.id) as funcs
              from ${usuarioFuncionalidades} uf
              join funcionalidades f on f.id = uf.funcionalidade_id
              join produtos p on p.id = f.produto_id
             where uf.usuario_id = u.id
             group by p.id) p), '[]')`,
};

/**
 * The user's account with its links and permissions, plus the caller's `extra` columns (a
 * condition of a higher area over the user, e.g. absences' ausenteEm), in one round trip; null
 * when the user does not exist.
 */
export async function contaPropria<E extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, id: number, extra: E) {
  const [row] = await db
    .select({ ...contaColumns, ...extra })
    .from(u)
    .where(eq(u.id, id));
  return row ?? null;
}

/** A brand of the logged user as the shell answers it (spec 01 §3 "Logged user"). */
export interface MarcaPropria {
  id: number;
  description: string;
  facebookId: string | null;
  palette: string;
}

/** Another product the logged user holds features of, with those features. */
export interface ProdutoProprio {
  id: number;
  descricao: string;
  ordem: number;
  urlBase: string;
  tipo: string;
  funcionalidades: { id: number; chave: string }[];
}

/** What the shell's logged user reads of the user's own data: avatar, active brands, features, other products. */
const usuarioLogadoColumns = {
  avatarLink: u.avatarLink,
  marcas: marcasJson<MarcaPropria>(sql`'id', m.id, 'description', m.nome, 'facebookId', m.facebook_id, 'palette', m.palette`, true),
  funcionalidades: sql<{ id: number; chave: string }[]>`coalesce((select json_agg(json_build_object('id', f.id, 'chave', f.chave) order by f.chave)
    from ${usuarioFuncionalidades} uf join funcionalidades f on f.id = uf.funcionalidade_id
   where uf.usuario_id = u.id), '[]')`,
  produtos: sql<ProdutoProprio[]>`coalesce((select json_agg(json_build_object('id', p.id, 'descricao', p.nome, 'ordem', p.id,
             'urlBase', p.base_uri, 'tipo', 'PRODUTO', 'funcionalidades', p.funcs) order by p.id)
      from (select p.id, p.nome, p.base_uri,
                   json_agg(json_build_object('id', f.id, 'chave', f.chave) order by f.chave) as funcs
              from ${usuarioFuncionalidades} uf
              join funcionalidades f on f.id = uf.funcionalidade_id
              join produtos p on p.id = f.produto_id
             where uf.usuario_id = u.id and p.codigo <> 'PORTAL'
             group by p.id) p), '[]')`,
};

/**
 * The hot read runs on every page load: a named prepared statement (each pooled connection plans
 * it once, as platform/db/prepared.ts), built once per database handle.
 */
function prepareUsuarioLogado(db: Db) {
  return db
    .select(usuarioLogadoColumns)
    .from(u)
    .where(eq(u.id, sql.placeholder('id')))
    .prepare('usuario-logado');
}
const usuarioLogadoStatements = new WeakMap<Db, ReturnType<typeof prepareUsuarioLogado>>();

/** The logged user's avatar, active brands, features and other products, in one round trip; null when the user does not exist. */
export async function usuarioLogadoProprio(db: Db, id: number) {
  let statement = usuarioLogadoStatements.get(db);
  if (!statement) usuarioLogadoStatements.set(db, (statement = prepareUsuarioLogado(db)));
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/** The palette of the user's first active brand by name (the menu's theme), or null. */
export async function temaProprio(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ palette: sql<string>`m.palette` })
    .from(usuarioMarcas)
    .innerJoin(sql`marcas m`, sql`m.id = ${usuarioMarcas.marcaId}`)
    .where(sql`${usuarioMarcas.usuarioId} = ${id} and m.active`)
    .orderBy(sql`m.nome`)
    .limit(1);
  return row?.palette ?? null;
}
