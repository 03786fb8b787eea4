import type { MockedResponse } from '@apollo/client/testing';
import type { UserType } from '@portal/domain';
import { GraphQLError } from 'graphql';
import type { CatalogKey } from './catalog-routes';
import type { CatalogFiltro, CatalogRow, RefKey } from './catalog.types';
import { CATALOGS } from './catalogs';
import { OPTIONS, USUARIO_LOGADO_TIPO } from './organisation.queries';

// Test data of the administration screens, shaped as the API answers (with __typename, as
// Apollo's MockedProvider adds it to every selection).

/** The signed-in user's type, as the screens ask for it (provider writes, others only read). */
export const tipoMock = (tipo: UserType): MockedResponse => ({
  request: { query: USUARIO_LOGADO_TIPO },
  result: { data: { usuarioLogado: { __typename: 'UsuarioLogado', id: '1', tipo: { __typename: 'TipoRef', id: tipo } } } },
  maxUsageCount: 10,
});

const ref = (refId: string, nome: string) => ({ __typename: 'CadastroRef', refId, nome });

export const SETORES: CatalogRow[] = [
  { __typename: 'Setor', id: '1', nome: 'Vendas', active: true, divisao: ref('1', 'Comercial') },
  { __typename: 'Setor', id: '2', nome: 'Garantia', active: false, divisao: null },
];

export const MARCAS: CatalogRow[] = [
  {
    __typename: 'MarcaCadastro',
    id: '10',
    nome: 'Aurora',
    palette: 'azulOceano',
    facebookId: 'aurora.oficial',
    active: true,
    grupoEconomico: ref('3', 'Aurora Holding'),
    redesSociais: [{ __typename: 'RedeSocial', id: '1', nome: 'Instagram', url: 'https://instagram.com/aurora', icone: 'mui|Instagram' }],
  },
  { __typename: 'MarcaCadastro', id: '12', nome: 'Cometa', palette: 'verde', facebookId: null, active: true, grupoEconomico: null, redesSociais: [] },
];

const first = { page: 0, rowsPerPage: 5 };

/** The first page of a list, as the list screen asks for it on opening. */
export function pageMock(key: CatalogKey, rows: CatalogRow[], filtro: Partial<CatalogFiltro> = {}): MockedResponse {
  const c = CATALOGS[key];
  const base = c.filter === 'produto' ? { busca: null, produtoId: null } : c.filter === 'active' ? { busca: null, active: null } : { busca: null };
  return {
    request: { query: c.docs.page, variables: { filtro: { ...base, ...first, ...filtro } } },
    result: { data: { page: { __typename: 'Page', totalElements: rows.length, content: rows } } },
    maxUsageCount: 5,
  };
}

/** One record, as the form screen loads it. */
export function getMock(key: CatalogKey, row: CatalogRow): MockedResponse {
  const c = CATALOGS[key];
  return { request: { query: c.docs.get, variables: { id: row.id } }, result: { data: { row } } };
}

/** The options a reference picker offers (active rows of the list it points at). */
export function optionsMock(key: RefKey, rows: { id: string; nome: string }[]): MockedResponse {
  const c = CATALOGS[key];
  const active = c.docs.ativar ? { active: true } : {};
  return {
    request: { query: OPTIONS[key], variables: { filtro: { busca: null, ...active, page: 0, rowsPerPage: 20 } } },
    result: {
      data: {
        page: {
          __typename: 'Page',
          totalElements: rows.length,
          content: rows.map((r) => ({ __typename: `Opcao_${key}`, ...r, ...active })),
        },
      },
    },
    maxUsageCount: 5,
  };
}

/** A GraphQL error as the API sends bad input: code and the already translated field messages. */
export function fieldError(code: 'BAD_USER_INPUT' | 'CONFLICT', fields: { field: string; message: string }[]) {
  return new GraphQLError(fields[0]?.message ?? 'erro', { extensions: { code, fields } });
}
