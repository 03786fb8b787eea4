import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import type { MockedResponse } from '@apollo/client/testing';
import {
  CARGOS,
  PODE_ADICIONAR_CARGO,
  PRODUTOS_BY_DEALERS_AND_TIPO,
  USUARIO_BY_CPF,
  USUARIO_BY_EMAIL,
  USUARIO_DOMINIO,
  USUARIO_FORM_DADOS,
  type UsuarioDealer,
  type UsuarioProduto,
} from './users.queries';

export { signedInMock };

// Test data of the users screens, shaped as the API answers (with __typename, as Apollo's
// MockedProvider adds it to every selection). Mocks answer any variables, any number of times,
// computing the answer from the variables as the API would.

const always = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY } as const;


const grupo = (id: string, nome: string) => ({ __typename: 'UsuarioGrupo', id, nome, active: true });
export const GRUPO_HORIZONTE = grupo('10', 'Grupo Horizonte');
export const GRUPO_LITORAL = grupo('11', 'Grupo Litoral');

const dealer = (id: string, nomeExibicao: string, codigo: string, g: typeof GRUPO_HORIZONTE, marcas: string[]) => ({
  dealer: { __typename: 'UsuarioDealer', id, nome: `${nomeExibicao} Ltda`, nomeExibicao, active: true, codigoPrincipal: codigo, grupo: g } as UsuarioDealer,
  marcas,
});

/** Dealers with their brands (the API filters by brand; the answer does not carry them). */
const DEALERS = [
  dealer('100', 'Horizonte Centro', 'D1', GRUPO_HORIZONTE, ['1']),
  dealer('101', 'Horizonte Sul', 'D2', GRUPO_HORIZONTE, ['1', '2']),
  dealer('102', 'Litoral Praia', 'D3', GRUPO_LITORAL, ['1']),
];
export const HORIZONTE_CENTRO = DEALERS[0]!.dealer;

/** usuarioDominio as the API narrows it: groups with a dealer of the brands, dealers of the groups and brands. */
export function dominioMock(): MockedResponse {
  return {
    request: { query: USUARIO_DOMINIO },
    result: (v: { marcas?: string[]; grupos?: string[] }) => {
      const ofBrands = DEALERS.filter((d) => !v.marcas?.length || d.marcas.some((m) => v.marcas!.includes(m)));
      const grupos = [GRUPO_HORIZONTE, GRUPO_LITORAL].filter((g) => !v.marcas?.length || ofBrands.some((d) => d.dealer.grupo?.id === g.id));
      const dealers = v.marcas?.length || v.grupos?.length ? ofBrands.filter((d) => !v.grupos?.length || v.grupos.includes(d.dealer.grupo!.id)) : [];
      return {
        data: {
          usuarioDominio: {
            __typename: 'UsuarioDominio',
            marcas: [
              { __typename: 'UsuarioMarca', id: '1', description: 'Aurora', active: true },
              { __typename: 'UsuarioMarca', id: '2', description: 'Boreal', active: true },
            ],
            grupos,
            dealers: dealers.map((d) => d.dealer),
            tiposUsuario: (['PROVEDOR', 'MONTADORA', 'DEALER_GRUPO'] as const).map((id) => ({ __typename: 'UsuarioTipo', id, nome: id })),
          },
        },
      };
    },
    ...always,
  };
}

export function formDadosMock(): MockedResponse {
  return {
    request: { query: USUARIO_FORM_DADOS },
    result: {
      data: {
        usuariosPortalProperties: {
          __typename: 'UsuariosPortalProperties',
          tiposUsuarioDocumentoObrigatorio: ['DEALER_GRUPO'],
          tiposUsuarioInformarCargo: ['DEALER_GRUPO'],
          tiposUsuarioInformarGestao: ['DEALER_GRUPO'],
          informarDepartamentoCargo: true,
        },
        departamentosCargosUsuarios: [{ __typename: 'DepartamentoCargo', id: '1', nome: 'Vendas', sigla: 'VEN' }],
        desligamentos: [{ __typename: 'Desligamento', id: '1', motivo: 'Pedido de demissão' }],
      },
    },
    ...always,
  };
}

const cargo = (id: string, nome: string) => ({
  __typename: 'CargoUsuario',
  cargoId: id,
  nome,
  principal: true,
  setor: { __typename: 'CargoSetor', id: '1', nome: 'Vendas', divisao: null },
  dealer: null,
  departamento: null,
  dataInicio: null,
});

/** The catalog of positions (no usuarioId); a user's own positions come from `userCargos`. */
export function cargosMock(userCargos: unknown[] = []): MockedResponse {
  return {
    request: { query: CARGOS },
    result: (v: { usuarioId?: string }) => ({ data: { cargos: v.usuarioId ? userCargos : [cargo('1', 'Gerente geral'), cargo('2', 'Vendedor')] } }),
    ...always,
  };
}

export function podeAdicionarCargoMock(answer = true): MockedResponse {
  return { request: { query: PODE_ADICIONAR_CARGO }, result: { data: { podeAdicionarCargo: answer } }, ...always };
}

/**
 * usuarioByEmail / usuarioByCpf: `taken` values belong to Outra Pessoa (id 99), or, with
 * `hidden`, to someone beyond the caller's reach (the API says neither id nor name).
 */
export function uniquenessMocks(taken: { emails?: string[]; cpfs?: string[]; hidden?: boolean } = {}): MockedResponse[] {
  const other = taken.hidden ? { __typename: 'UsuarioRef', id: null, nome: null } : { __typename: 'UsuarioRef', id: '99', nome: 'Outra Pessoa' };
  return [
    {
      request: { query: USUARIO_BY_EMAIL },
      result: (v: { email: string }) => ({ data: { usuarioByEmail: taken.emails?.includes(v.email) ? other : null } }),
      ...always,
    },
    {
      request: { query: USUARIO_BY_CPF },
      result: (v: { cpf: string }) => ({ data: { usuarioByCpf: taken.cpfs?.includes(v.cpf) ? other : null } }),
      ...always,
    },
  ];
}

/**
 * The portal product: "Administrador" brings features 1 and 2 by default and also offers 4;
 * "Consulta" brings 3, which Administrador also offers.
 */
export const PORTAL_PRODUTO = {
  __typename: 'UsuarioProduto',
  id: '1',
  nome: 'Portal',
  tiposAcesso: [
    { __typename: 'UsuarioProdutoTipoAcesso', id: '1', nome: 'Administrador', descricao: 'Administra o portal.', funcionalidadesPadrao: ['1', '2'] },
    { __typename: 'UsuarioProdutoTipoAcesso', id: '2', nome: 'Consulta', descricao: '', funcionalidadesPadrao: ['3'] },
  ],
  funcionalidades: [
    ['1', 'Manter usuários', ['1']],
    ['2', 'Manter dealers', ['1']],
    ['3', 'Consultar usuários', ['1', '2']],
    ['4', 'Importar usuários', ['1']],
  ].map(([id, nome, tiposAcesso]) => ({
    __typename: 'UsuarioProdutoFuncionalidade',
    id,
    chave: `CHAVE_${String(id)}`,
    nome,
    descricao: id === '1' ? 'Cria e altera usuários.' : '',
    tiposAcesso,
    concedivel: true,
  })),
} as unknown as UsuarioProduto;

export function produtosMock(produtos: readonly UsuarioProduto[] = [PORTAL_PRODUTO]): MockedResponse {
  return { request: { query: PRODUTOS_BY_DEALERS_AND_TIPO }, result: { data: { produtosByDealersAndTipoUsuario: produtos } }, ...always };
}

/** Every mock the wizard of a new user asks for. */
export function newUserMocks(taken: { emails?: string[]; cpfs?: string[]; hidden?: boolean } = {}): MockedResponse[] {
  return [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_USUARIOS']), formDadosMock(), cargosMock(), dominioMock(), podeAdicionarCargoMock(), produtosMock(), ...uniquenessMocks(taken)];
}
