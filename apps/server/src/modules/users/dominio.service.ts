import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDIOMAS,
  isUserType,
  LANGUAGES,
  PROVIDER_ONLY_FEATURES,
  USER_TYPES,
  type UserFormProperties,
  type UserType,
} from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { badInput } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { getPortalProperties } from '../../platform/portal-properties/portal-properties.js';
import { DEALER_JSON, TRANSLATIONS, u, UsuarioDealerItem, type UsuarioDealerView } from './usuario.view.js';
import { callerReach, dealerInReach } from '../dealers/dealers.policy.js';
import { mayGrant, readableBy } from './users.policy.js';
import { translationsColumns, translationsJson } from '../organisation/translated.js';

/** A product as step 2 needs it (spec 01 §3 "Product"); ids are numbers, GraphQL prints them as ID. */
const ProdutoRow = z.object({
  id: z.number(),
  nome: z.string(),
  baseUriHomolog: z.string().nullable(),
  tiposAcesso: z.array(
    z.object({ id: z.number(), nome: z.string(), descricao: z.string(), ...TRANSLATIONS, funcionalidadesPadrao: z.array(z.number()) }),
  ),
  funcionalidades: z.array(
    z.object({
      id: z.number(),
      chave: z.string(),
      nome: z.string(),
      descricao: z.string(),
      ...TRANSLATIONS,
      tiposAcesso: z.array(z.number()),
      concedivel: z.boolean(),
    }),
  ),
});
export type ProdutoView = z.infer<typeof ProdutoRow>;

export type { UsuarioDealerView };

/** The form's properties as this server answers them: only known user types are kept (GraphQL TipoUsuario). */
export interface UserFormPropertiesView extends UserFormProperties {
  tiposUsuarioDocumentoObrigatorio: UserType[];
  tiposUsuarioInformarCargo: UserType[];
  tiposUsuarioInformarGestao: UserType[];
}

/** An active department (GraphQL DepartamentoCargo). */
export const DepartamentoRow = z.object({ id: z.number(), nome: z.string(), sigla: z.string().nullable(), assinatura: z.string().nullable() });
export type DepartamentoView = z.infer<typeof DepartamentoRow>;

const Id = z.object({ id: z.number() });
const MarcaRow = z.object({ id: z.number(), description: z.string(), active: z.boolean() });
const GrupoRow = z.object({ id: z.number(), nome: z.string(), active: z.boolean() });
const FuncionalidadeRow = z.object({ id: z.number(), chave: z.string(), nome: z.string(), descricao: z.string(), ...TRANSLATIONS, idProduto: z.number() });
const TipoUsuarioRow = z.object({ id: z.string(), nome: z.string(), descricao: z.string(), ...TRANSLATIONS });

/**
 * Every product with its access types (and their default features) and features (and the access
 * types they belong to), in one statement. `concedivel` is left true: offeredTo() sets it per caller.
 */
export async function loadCatalog(db: DbOrTx, only?: readonly number[]): Promise<ProdutoView[]> {
  const where = only ? sql`p.id = any(${sql.param([...only])}::int[])` : sql`true`;
  return queryRows(db, ProdutoRow, sql`
    select p.id, p.nome, p.base_uri_homolog as "baseUriHomolog",
      coalesce((select json_agg(json_build_object('id', t.id, 'nome', t.nome, 'descricao', t.descricao, ${translationsJson('t')}, 'funcionalidadesPadrao',
          coalesce((select array_agg(tf.funcionalidade_id order by tf.funcionalidade_id) from tipo_acesso_funcionalidades tf
                     where tf.tipo_acesso_id = t.id and tf.padrao), '{}')) order by t.nome, t.id)
        from tipos_acesso t where t.produto_id = p.id), '[]') as "tiposAcesso",
      coalesce((select json_agg(json_build_object('id', f.id, 'chave', f.chave, 'nome', f.nome, 'descricao', f.descricao,
          ${translationsJson('f')}, 'concedivel', true, 'tiposAcesso',
          coalesce((select array_agg(tf.tipo_acesso_id order by tf.tipo_acesso_id) from tipo_acesso_funcionalidades tf
                     where tf.funcionalidade_id = f.id), '{}')) order by f.nome, f.id)
        from funcionalidades f where f.produto_id = p.id), '[]') as funcionalidades
    from produtos p where ${where} order by p.nome, p.id`);
}

/** Marks which features the caller may grant (the provider: all; anyone else: those it holds). */
function offeredTo(caller: CurrentUser, catalog: ProdutoView[]): ProdutoView[] {
  return catalog.map((p) => ({ ...p, funcionalidades: p.funcionalidades.map((f) => ({ ...f, concedivel: mayGrant(caller, f.chave) })) }));
}

/** The catalog without the provider-only features, for users of the other types. */
function forUserType(catalog: ProdutoView[], tipo: UserType): ProdutoView[] {
  if (tipo === USER_TYPES.PROVEDOR) return catalog;
  const providerOnly = (chave: string) => (PROVIDER_ONLY_FEATURES as readonly string[]).includes(chave);
  return catalog.map((p) => {
    const hidden = new Set(p.funcionalidades.filter((f) => providerOnly(f.chave)).map((f) => f.id));
    return {
      ...p,
      funcionalidades: p.funcionalidades.filter((f) => !hidden.has(f.id)),
      tiposAcesso: p.tiposAcesso.map((t) => ({ ...t, funcionalidadesPadrao: t.funcionalidadesPadrao.filter((f) => !hidden.has(f)) })),
    };
  });
}

/**
 * produtosByDealersAndTipoUsuario: products are not tied to dealers in this portal's data, so
 * every product with an access type is offered (a product without one grants nothing through
 * the form); the dealers must exist (and be within a dealer-group caller's reach, as a dealer
 * beyond it does not exist for that caller); provider-only features go to the provider's type only.
 */
export async function produtosByDealersAndTipoUsuario(db: Db, caller: CurrentUser, idsDealer: number[], tipo: UserType) {
  if (idsDealer.length) {
    const found = await queryRows(db, Id, sql`
      select d.id from dealers d where d.id = any(${sql.param(idsDealer)}::int[]) and ${dealerInReach(await callerReach(db, caller))}`);
    const missing = idsDealer.filter((id) => !found.some((r) => r.id === id));
    if (missing.length) throw badInput([{ field: 'idsDealer', key: 'error.usuario.inexistente', values: { valor: missing.join(', ') } }]);
  }
  const catalog = forUserType(offeredTo(caller, await loadCatalog(db)), tipo);
  return catalog.filter((p) => p.tiposAcesso.length > 0);
}

/** The form's properties (spec 01 §3), unknown user types in the stored lists left out. */
export async function userFormProperties(db: Db): Promise<UserFormPropertiesView> {
  const p = await getPortalProperties(db);
  const types = (list: unknown) => (Array.isArray(list) ? list.filter(isUserType) : []);
  return {
    tiposUsuarioDocumentoObrigatorio: types(p.tiposUsuarioDocumentoObrigatorio),
    tiposUsuarioInformarCargo: types(p.tiposUsuarioInformarCargo),
    tiposUsuarioInformarGestao: types(p.tiposUsuarioInformarGestao),
    informarDepartamentoCargo: p.informarDepartamentoCargo === true,
  };
}

/** usuarioDominio: what the user screens pick from, narrowed as the SDL describes. */
export async function usuarioDominio(db: Db, caller: CurrentUser, filtro: { marcas: number[] | null; grupos: number[] | null }) {
  const reach = await callerReach(db, caller);
  const inReach = (col: SQL, list: number[] | undefined) => (list ? sql`and ${col} = any(${sql.param(list)}::int[])` : sql``);
  const marcas = filtro.marcas?.length ? filtro.marcas : null;
  const grupos = filtro.grupos?.length ? filtro.grupos : null;
  const ofMarcas = (dealer: SQL) =>
    marcas ? sql`and exists (select 1 from dealer_marcas dm where dm.dealer_id = ${dealer} and dm.marca_id = any(${sql.param(marcas)}::int[]))` : sql``;
  const [catalog, marcaRows, grupoRows, dealerRows, funcRows, tipoRows] = await Promise.all([
    loadCatalog(db),
    queryRows(db, MarcaRow, sql`select m.id, m.nome as description, m.active from marcas m where m.active ${inReach(sql`m.id`, reach?.marcas)} order by m.nome, m.id`),
    queryRows(db, GrupoRow, sql`select g.id, g.nome, g.active from grupos g where g.active ${inReach(sql`g.id`, reach?.grupos)}
      ${marcas ? sql`and exists (select 1 from dealers d where d.grupo_id = g.id and d.active ${ofMarcas(sql`d.id`)})` : sql``}
      order by g.nome, g.id`),
    marcas || grupos
      ? queryRows(db, z.object({ item: UsuarioDealerItem }), sql`select ${DEALER_JSON} as item from dealers d left join grupos g on g.id = d.grupo_id
          where d.active ${inReach(sql`d.id`, reach?.dealers)} ${grupos ? sql`and d.grupo_id = any(${sql.param(grupos)}::int[])` : sql``}
          ${ofMarcas(sql`d.id`)} order by d.nome_exibicao, d.id`)
      : Promise.resolve([]),
    queryRows(db, FuncionalidadeRow, sql`select f.id, f.chave, f.nome, f.descricao, ${translationsColumns('f')}, f.produto_id as "idProduto" from funcionalidades f order by f.nome, f.id`),
    queryRows(db, TipoUsuarioRow, sql`select t.id, t.nome, t.descricao, ${translationsColumns('t')} from tipos_usuario t order by t.nome`),
  ]);
  return {
    produtos: offeredTo(caller, catalog),
    idiomas: IDIOMAS.map((id) => ({ id, description: LANGUAGES[id] })),
    marcas: marcaRows,
    grupos: grupoRows,
    dealers: dealerRows.map((r) => r.item),
    funcionalidades: funcRows,
    tiposUsuario: tipoRows.flatMap(({ id, ...t }) => (isUserType(id) ? [{ ...t, id }] : [])),
  };
}

/** Active departments a position may be in (spec 01 §3 "Department"). */
export async function departamentosCargos(db: Db) {
  return queryRows(db, DepartamentoRow, sql`select id, nome, sigla, assinatura from departamentos where active order by nome, id`);
}

/**
 * The user holding a CPF or an e-mail (the form's uniqueness checks), or null when the value is
 * free. A holder the caller may not see is answered without id and name: the value is taken, by
 * whom is not the caller's business (a dealer-group administrator must not learn of other
 * groups' people, nor of the provider's).
 */
export async function usuarioRefBy(db: Db, caller: CurrentUser, by: { cpf: string } | { email: string }) {
  const where = 'cpf' in by ? eq(u.cpf, by.cpf) : eq(u.email, by.email);
  const visivel = await readableBy(db, caller);
  const [row] = await db.select({ id: u.id, nome: u.nome, visivel: sql<boolean>`${visivel}` }).from(u).where(where);
  if (!row) return null;
  return row.visivel ? { id: row.id, nome: row.nome } : { id: null, nome: null };
}
