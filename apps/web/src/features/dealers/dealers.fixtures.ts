import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { DEALER, GRUPOS_DEALERS, MARCAS, MAX_ROWS_PER_PAGE, type Dealer, type GrupoDealer } from './dealers.queries';

// Test data of the dealers screens, shaped as the API answers (with __typename, as Apollo's
// MockedProvider adds it to every selection).

export const GRUPOS: (GrupoDealer & { __typename: string })[] = [
  { __typename: 'GrupoDealer', id: '1', nome: 'Grupo Horizonte', active: true, totalDealers: 2 },
  { __typename: 'GrupoDealer', id: '2', nome: 'Grupo Litoral', active: false, totalDealers: 1 },
];

export const marcasMock = (): MockedResponse => ({
  request: { query: MARCAS, variables: { filtro: { active: true, page: 0, rowsPerPage: MAX_ROWS_PER_PAGE } } },
  result: {
    data: {
      marcasPagina: {
        __typename: 'MarcaCadastroPage',
        totalElements: 2,
        content: [
          { __typename: 'MarcaCadastro', id: '10', nome: 'Aurora', active: true },
          { __typename: 'MarcaCadastro', id: '11', nome: 'Boreal', active: true },
        ],
      },
    },
  },
  maxUsageCount: 20,
});

export const gruposOptionsMock = (busca: string | null = null): MockedResponse => ({
  request: { query: GRUPOS_DEALERS, variables: { filtro: { busca, page: 0, rowsPerPage: 20 } } },
  result: { data: { gruposDealers: { __typename: 'GrupoDealerPage', totalElements: GRUPOS.length, content: GRUPOS } } },
  maxUsageCount: 20,
});

export function dealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    __typename: 'Dealer',
    id: '5',
    razaoSocial: 'Horizonte Veículos Ltda',
    nomeExibicao: 'Horizonte Centro',
    cnpj: '11222333000181',
    cnpjsAdicionais: [],
    codigoPrincipal: 'D0001',
    codigosAdicionais: ['D0001-B'],
    endereco: { __typename: 'Endereco', logradouro: 'Av. Brasil, 100', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR', cep: '80000-000' },
    telefones: ['(41) 3333-4444'],
    celulares: [],
    active: true,
    marcas: [{ __typename: 'IdDescricao', id: '10', description: 'Aurora' }],
    grupo: { __typename: 'GrupoDealerRef', id: '1', nome: 'Grupo Horizonte', active: true },
    ...overrides,
  } as Dealer;
}

export const dealerMock = (d: Dealer): MockedResponse => ({
  request: { query: DEALER, variables: { id: d.id } },
  result: { data: { dealer: d } },
});

/** A GraphQL error as the API sends bad input: code and the already translated field messages. */
export function fieldError(code: 'BAD_USER_INPUT' | 'CONFLICT', fields: { field: string; message: string }[]) {
  return new GraphQLError(fields[0]?.message ?? 'erro', { extensions: { code, fields } });
}
