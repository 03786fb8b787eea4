import { CATALOG_MAX } from '@portal/domain';
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { CATALOG_ROUTES, type CatalogKey } from './catalog-routes';
import type { CatalogConfig, CatalogDocuments, CatalogFiltro, CatalogRow, ColumnDef, FieldDef, Page } from './catalog.types';
import {
  CARGOS,
  DEPARTAMENTOS,
  DESLIGAMENTOS,
  DIVISOES,
  FUNCIONALIDADES,
  GRUPOS_ECONOMICOS,
  MARCAS,
  PRODUTOS,
  SETORES,
  TIPOS_ACESSO,
  TIPOS_USUARIO,
} from './organisation.queries';

/*
 * The eleven administration lists of apps/server/src/modules/organisation, described once each:
 * their documents, columns and form fields. The list and form screens are generic; what differs
 * between a sector and a brand is only here: its typed documents (organisation.queries.ts), and
 * columns and fields checked against their row and input types. Lengths are the domain's
 * (CATALOG_MAX), the API's too.
 */

const MAX = CATALOG_MAX;

/** One list's documents, as organisation.queries.ts writes them (activation only where the list has a status). */
interface ListDocuments {
  readonly page: TypedDocumentNode<{ page: Page<CatalogRow> }, { filtro?: CatalogFiltro | null }>;
  readonly get: TypedDocumentNode<{ row: CatalogRow }, never>;
  readonly save: TypedDocumentNode<{ row: CatalogRow }, never>;
  readonly ativar?: TypedDocumentNode<{ row: CatalogRow }, { id: string }>;
  readonly inativar?: TypedDocumentNode<{ row: CatalogRow }, { id: string }>;
}
/** The fields of a list's row (its fragment) and of its save's input: columns and form fields are checked against them. */
type RowField<D extends ListDocuments> = keyof ResultOf<D['get']>['row'] & string;
type InputField<D extends ListDocuments> = VariablesOf<D['save']> extends { input: infer I } ? keyof I & string : never;

/** A list's description; its path (`/<key>`) and route ids follow from its key, records are named by `nome` unless said. */
function define<D extends ListDocuments>(
  key: CatalogKey,
  docs: D,
  rest: Omit<CatalogConfig, 'key' | 'path' | 'routes' | 'docs' | 'nameField' | 'columns' | 'fields'> & {
    readonly nameField?: RowField<D>;
    readonly columns: readonly ColumnDef<RowField<D>>[];
    readonly fields: readonly FieldDef<InputField<D>, RowField<D>>[];
  },
): CatalogConfig {
  return {
    key,
    path: `/${key}`,
    routes: CATALOG_ROUTES[key],
    nameField: 'nome',
    ...rest,
    // The screens send the id of the address (a user type's is its code) and the input the form
    // builds from `fields` (named as the input's, checked above); the API validates both.
    docs: {
      page: docs.page,
      get: docs.get as CatalogDocuments['get'],
      save: docs.save as CatalogDocuments['save'],
      ativar: docs.ativar ?? null,
      inativar: docs.inativar ?? null,
    },
  };
}

const nome = { name: 'nome', kind: 'text', label: 'organisation.field.nome', required: true, max: MAX.nome } as const satisfies FieldDef;
const nomeColumn = { field: 'nome', kind: 'text', header: 'organisation.field.nome', primary: true, sortable: true } as const satisfies ColumnDef;
/** Features, access types and user types are read in three languages: a name (required) and a short description in each. */
const names = [
  { name: 'nome', source: 'nomePtBr', kind: 'text', label: 'organisation.field.nomePtBr', required: true, max: MAX.nome },
  { name: 'nomeEs', kind: 'text', label: 'organisation.field.nomeEs', required: true, max: MAX.nome },
  { name: 'nomeEn', kind: 'text', label: 'organisation.field.nomeEn', required: true, max: MAX.nome },
] as const satisfies readonly FieldDef[];
const descriptions = [
  { name: 'descricao', source: 'descricaoPtBr', kind: 'multiline', label: 'organisation.field.descricaoPtBr', max: MAX.texto, wide: true },
  { name: 'descricaoEs', kind: 'multiline', label: 'organisation.field.descricaoEs', max: MAX.texto, wide: true },
  { name: 'descricaoEn', kind: 'multiline', label: 'organisation.field.descricaoEn', max: MAX.texto, wide: true },
] as const satisfies readonly FieldDef[];
const descricaoColumn = { field: 'descricao', kind: 'text', header: 'organisation.field.descricao' } as const satisfies ColumnDef;
const produtoField = { name: 'produto', kind: 'ref', ref: 'produtos', label: 'organisation.field.produto', required: true } as const satisfies FieldDef;
const produtoColumn = { field: 'produto', kind: 'ref', header: 'organisation.field.produto' } as const satisfies ColumnDef;

/** A list that is a name and the active flag (divisions, economic groups). */
const NAMED = { search: 'organisation.search.nome', filter: 'active', columns: [nomeColumn], fields: [nome] } as const;

export const CATALOGS: Readonly<Record<CatalogKey, CatalogConfig>> = {
  marcas: define('marcas', MARCAS, {
    search: 'organisation.search.marcas',
    filter: 'active',
    columns: [
      nomeColumn,
      { field: 'palette', kind: 'palette', header: 'organisation.field.palette' },
      { field: 'grupoEconomico', kind: 'ref', header: 'organisation.field.grupoEconomico' },
    ],
    fields: [
      nome,
      { name: 'palette', kind: 'palette', label: 'organisation.field.palette', required: true },
      { name: 'facebookId', kind: 'text', label: 'organisation.field.facebookId', max: MAX.facebookId, helper: 'organisation.help.facebookId' },
      { name: 'grupoEconomico', kind: 'ref', ref: 'gruposEconomicos', label: 'organisation.field.grupoEconomico' },
      { name: 'redesSociais', kind: 'socialLinks', label: 'organisation.field.redesSociais', wide: true },
    ],
  }),
  gruposEconomicos: define('gruposEconomicos', GRUPOS_ECONOMICOS, NAMED),
  produtos: define('produtos', PRODUTOS, {
    search: 'organisation.search.produtos',
    filter: null,
    columns: [
      nomeColumn,
      { field: 'codigo', kind: 'text', header: 'organisation.field.codigo', sortable: true },
      { field: 'baseUri', kind: 'text', header: 'organisation.field.baseUri' },
    ],
    fields: [
      { name: 'codigo', kind: 'code', label: 'organisation.field.codigo', required: true, max: MAX.codigo, fixedAfterCreate: true, helper: 'organisation.help.codigo' },
      nome,
      { name: 'baseUri', kind: 'url', label: 'organisation.field.baseUri', required: true, max: MAX.url, wide: true, helper: 'organisation.help.url' },
      { name: 'baseUriHomolog', kind: 'url', label: 'organisation.field.baseUriHomolog', max: MAX.url, wide: true, helper: 'organisation.help.url' },
    ],
  }),
  tiposAcesso: define('tiposAcesso', TIPOS_ACESSO, {
    search: 'organisation.search.tiposAcesso',
    filter: 'produto',
    columns: [
      nomeColumn,
      produtoColumn,
      { field: 'funcionalidades', kind: 'count', header: 'organisation.field.funcionalidades' },
      { field: 'funcionalidadesPadrao', kind: 'count', header: 'organisation.column.funcionalidadesPadrao' },
    ],
    fields: [
      ...names,
      produtoField,
      ...descriptions,
      { name: 'funcionalidades', kind: 'features', produtoField: 'produto', label: 'organisation.field.funcionalidades', wide: true },
    ],
  }),
  funcionalidades: define('funcionalidades', FUNCIONALIDADES, {
    search: 'organisation.search.funcionalidades',
    filter: 'produto',
    columns: [
      { field: 'chave', kind: 'text', header: 'organisation.field.chave', primary: true, sortable: true },
      { field: 'nome', kind: 'text', header: 'organisation.field.nome', sortable: true },
      produtoColumn,
      { field: 'tiposAcesso', kind: 'names', header: 'organisation.column.tiposAcesso' },
    ],
    fields: [
      { name: 'chave', kind: 'code', label: 'organisation.field.chave', required: true, max: MAX.codigo, helper: 'organisation.help.chave' },
      ...names,
      produtoField,
      ...descriptions,
    ],
  }),
  tiposUsuario: define('tiposUsuario', TIPOS_USUARIO, {
    search: 'organisation.search.nome',
    filter: null,
    columns: [nomeColumn, descricaoColumn],
    fields: [...names, ...descriptions],
  }),
  divisoes: define('divisoes', DIVISOES, NAMED),
  setores: define('setores', SETORES, {
    search: 'organisation.search.setores',
    filter: 'active',
    columns: [nomeColumn, { field: 'divisao', kind: 'ref', header: 'organisation.field.divisao' }],
    fields: [nome, { name: 'divisao', kind: 'ref', ref: 'divisoes', label: 'organisation.field.divisao' }],
  }),
  cargos: define('cargos', CARGOS, {
    search: 'organisation.search.cargos',
    filter: 'active',
    columns: [
      nomeColumn,
      { field: 'setor', kind: 'ref', header: 'organisation.field.setor' },
      { field: 'principal', kind: 'flag', header: 'organisation.field.principal' },
    ],
    fields: [
      nome,
      { name: 'setor', kind: 'ref', ref: 'setores', label: 'organisation.field.setor' },
      { name: 'principal', kind: 'flag', label: 'organisation.field.principal', helper: 'organisation.help.principal' },
    ],
  }),
  departamentos: define('departamentos', DEPARTAMENTOS, {
    search: 'organisation.search.departamentos',
    filter: 'active',
    columns: [
      nomeColumn,
      { field: 'sigla', kind: 'text', header: 'organisation.field.sigla', sortable: true },
      { field: 'assinatura', kind: 'text', header: 'organisation.field.assinatura' },
    ],
    fields: [
      nome,
      { name: 'sigla', kind: 'text', label: 'organisation.field.sigla', max: MAX.sigla, upperCase: true },
      { name: 'assinatura', kind: 'multiline', label: 'organisation.field.assinatura', max: MAX.texto, wide: true, helper: 'organisation.help.assinatura' },
    ],
  }),
  desligamentos: define('desligamentos', DESLIGAMENTOS, {
    nameField: 'motivo',
    search: 'organisation.search.desligamentos',
    filter: 'active',
    columns: [{ field: 'motivo', kind: 'text', header: 'organisation.field.motivo', primary: true, sortable: true }],
    fields: [{ name: 'motivo', kind: 'multiline', label: 'organisation.field.motivo', required: true, max: MAX.texto, wide: true }],
  }),
};

/** The list a route id belongs to (list, creation or record route), if any. */
export function catalogOfRoute(routeId: string): CatalogConfig | undefined {
  return Object.values(CATALOGS).find((c) => c.routes.list === routeId || c.routes.novo === routeId || c.routes.editar === routeId);
}
