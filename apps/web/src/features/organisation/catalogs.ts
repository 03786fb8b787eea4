import { CATALOG_MAX } from '@portal/domain';
import { CATALOG_ROUTES, type CatalogKey } from './catalog-routes';
import type { CatalogApi, CatalogConfig, ColumnDef, FieldDef } from './catalog.types';

/*
 * The eleven administration lists of apps/server/src/modules/organisation, described once each:
 * their operations, columns and form fields. The list and form screens are generic; what differs
 * between a sector and a brand is only here. Lengths are the domain's (CATALOG_MAX), the API's too.
 */

const MAX = CATALOG_MAX;

const REF = '{ refId: id nome }';
const FEATURE = '{ id chave nome }';
/** What the form of a feature, access type or user type edits: each interface language's text. */
const TEXTS = 'descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn';

/** The usual operation names of a list: `<plural>Pagina`, `<singular>`, `salvar<Singular>` … */
function api(plural: string, singular: string, opts: { selection: string; active?: boolean } & Partial<CatalogApi>): CatalogApi {
  const Singular = singular.charAt(0).toUpperCase() + singular.slice(1);
  const { active = true, ...rest } = opts;
  return {
    page: `${plural}Pagina`,
    get: singular,
    save: `salvar${Singular}`,
    arg: singular,
    inputType: `${Singular}Input`,
    filterType: 'FiltroCadastro',
    idType: 'ID',
    ...(active ? { ativar: `ativar${Singular}`, inativar: `inativar${Singular}` } : {}),
    ...rest,
  };
}

const nome: FieldDef = { name: 'nome', kind: 'text', label: 'organisation.field.nome', required: true, max: MAX.nome };
const nomeColumn: ColumnDef = { field: 'nome', kind: 'text', header: 'organisation.field.nome', primary: true, sortable: true };
/** Features, access types and user types are read in three languages: a name (required) and a short description in each. */
const names: FieldDef[] = [
  { name: 'nome', source: 'nomePtBr', kind: 'text', label: 'organisation.field.nomePtBr', required: true, max: MAX.nome },
  { name: 'nomeEs', kind: 'text', label: 'organisation.field.nomeEs', required: true, max: MAX.nome },
  { name: 'nomeEn', kind: 'text', label: 'organisation.field.nomeEn', required: true, max: MAX.nome },
];
const descriptions: FieldDef[] = [
  { name: 'descricao', source: 'descricaoPtBr', kind: 'multiline', label: 'organisation.field.descricaoPtBr', max: MAX.texto, wide: true },
  { name: 'descricaoEs', kind: 'multiline', label: 'organisation.field.descricaoEs', max: MAX.texto, wide: true },
  { name: 'descricaoEn', kind: 'multiline', label: 'organisation.field.descricaoEn', max: MAX.texto, wide: true },
];
const descricaoColumn: ColumnDef = { field: 'descricao', kind: 'text', header: 'organisation.field.descricao' };
const produtoField: FieldDef = { name: 'produto', kind: 'ref', ref: 'produtos', label: 'organisation.field.produto', required: true };
const produtoColumn: ColumnDef = { field: 'produto', kind: 'ref', header: 'organisation.field.produto' };

/** A list's description; its path (`/<key>`) and route ids follow from its key, records are named by `nome` unless said. */
function define(key: CatalogKey, rest: Omit<CatalogConfig, 'key' | 'path' | 'routes' | 'nameField'> & { nameField?: string }): CatalogConfig {
  return { key, path: `/${key}`, routes: CATALOG_ROUTES[key], nameField: 'nome', ...rest };
}

/** A list that is a name and the active flag (divisions, economic groups). */
function named(key: CatalogKey, singular: string): CatalogConfig {
  return define(key, {
    api: api(key, singular, { selection: 'id nome active' }),
    search: 'organisation.search.nome',
    filter: 'active',
    columns: [nomeColumn],
    fields: [nome],
  });
}

export const CATALOGS: Readonly<Record<CatalogKey, CatalogConfig>> = {
  marcas: define('marcas', {
    api: api('marcas', 'marca', { selection: `id nome palette facebookId active grupoEconomico ${REF}` }),
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
    ],
  }),
  gruposEconomicos: named('gruposEconomicos', 'grupoEconomico'),
  produtos: define('produtos', {
    api: api('produtos', 'produto', { selection: 'id codigo nome baseUri baseUriHomolog', active: false }),
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
  tiposAcesso: define('tiposAcesso', {
    api: api('tiposAcesso', 'tipoAcesso', {
      selection: `id nome ${TEXTS} produto ${REF} funcionalidades ${FEATURE} funcionalidadesPadrao ${FEATURE}`,
      filterType: 'FiltroCadastroProduto',
      active: false,
    }),
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
  funcionalidades: define('funcionalidades', {
    api: api('funcionalidades', 'funcionalidade', {
      selection: `id chave nome ${TEXTS} produto ${REF} tiposAcesso ${REF}`,
      filterType: 'FiltroCadastroProduto',
      active: false,
    }),
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
  tiposUsuario: define('tiposUsuario', {
    api: api('tiposUsuario', 'tipoUsuario', { selection: `id nome ${TEXTS}`, active: false, idType: 'TipoUsuario' }),
    search: 'organisation.search.nome',
    filter: null,
    columns: [nomeColumn, descricaoColumn],
    fields: [...names, ...descriptions],
  }),
  divisoes: named('divisoes', 'divisao'),
  setores: define('setores', {
    api: api('setores', 'setor', { selection: `id nome active divisao ${REF}` }),
    search: 'organisation.search.setores',
    filter: 'active',
    columns: [nomeColumn, { field: 'divisao', kind: 'ref', header: 'organisation.field.divisao' }],
    fields: [nome, { name: 'divisao', kind: 'ref', ref: 'divisoes', label: 'organisation.field.divisao' }],
  }),
  cargos: define('cargos', {
    api: api('cargos', 'cargo', { selection: `id nome principal active setor ${REF}` }),
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
  departamentos: define('departamentos', {
    api: api('departamentos', 'departamento', { selection: 'id nome sigla assinatura active' }),
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
  desligamentos: define('desligamentos', {
    api: api('desligamentos', 'desligamento', { selection: 'id motivo active' }),
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
