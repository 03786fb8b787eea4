import type { MockedResponse } from '@apollo/client/testing';
import type { UserType } from '@portal/domain';
import { CARGOS_CATALOGO, OPCOES_DOMINIO, USUARIO_LOGADO_GRUPOS, type GrupoUsuarios } from './user-groups.queries';

/** Test data of the user-groups component tests, as the API answers it (with __typename). */

export function signedIn(tipo: UserType, chaves: string[] = ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']) {
  return {
    __typename: 'UsuarioLogado',
    id: '2',
    tipo: { __typename: 'TipoRef', id: tipo },
    marcas: [
      { __typename: 'Marca', id: '1', description: 'Marca Azul' },
      { __typename: 'Marca', id: '2', description: 'Marca Verde' },
    ],
    funcionalidades: chaves.map((chave, i) => ({ __typename: 'Funcionalidade', id: String(i + 1), chave })),
  };
}

const dominio = (dealers: { id: string; nomeExibicao: string }[]) => ({
  __typename: 'UsuarioDominio',
  grupos: [{ __typename: 'UsuarioGrupo', id: '5', nome: 'Grupo Horizonte', active: true }],
  dealers: dealers.map((d) => ({ __typename: 'UsuarioDealer', ...d, active: true })),
  tiposUsuario: [
    { __typename: 'UsuarioTipo', id: 'MONTADORA', nome: 'Montadora' },
    { __typename: 'UsuarioTipo', id: 'DEALER_GRUPO', nome: 'Dealer/Grupo' },
  ],
  produtos: [
    {
      __typename: 'UsuarioProduto',
      id: '1',
      nome: 'Portal',
      tiposAcesso: [{ __typename: 'UsuarioProdutoTipoAcesso', id: '3', nome: 'Vendedor' }],
    },
  ],
});

/** Every answer the form asks for, usable any number of times. */
export function formMocks(tipo: UserType = 'MONTADORA', chaves?: string[]): MockedResponse[] {
  const many = { maxUsageCount: Number.POSITIVE_INFINITY };
  return [
    { request: { query: USUARIO_LOGADO_GRUPOS }, result: { data: { usuarioLogado: signedIn(tipo, chaves) } }, ...many },
    { request: { query: OPCOES_DOMINIO, variables: { marcas: [] } }, result: { data: { usuarioDominio: dominio([]) } }, ...many },
    {
      request: { query: OPCOES_DOMINIO, variables: { marcas: ['1'] } },
      result: { data: { usuarioDominio: dominio([{ id: '10', nomeExibicao: 'Concessionária Centro' }]) } },
      ...many,
    },
    {
      request: { query: CARGOS_CATALOGO },
      result: {
        data: {
          cargos: [{ __typename: 'CargoUsuario', cargoId: '4', nome: 'Gerente de vendas', setor: { __typename: 'Setor', id: '6', nome: 'Vendas' } }],
        },
      },
      ...many,
    },
  ];
}

export const GRUPO: GrupoUsuarios & { __typename: string } = {
  __typename: 'GrupoUsuarios',
  id: '1',
  nome: 'Gerentes do Sul',
  active: true,
  publico: true,
  favorito: false,
  tipo: 'PUBLICO',
  possuiPerfil: true,
  marcas: [{ __typename: 'IdDescricao', id: '1', description: 'Marca Azul' } as never],
  tiposUsuarios: [{ __typename: 'TipoRef', id: 'DEALER_GRUPO' } as never],
  todosDealers: true,
  dealers: [],
  tiposAcesso: [],
  possuiCargos: false,
  cargos: [],
  possuiSetores: false,
  setores: [],
  possuiGrupos: false,
  grupos: [],
  possuiUsuariosManuais: false,
  usuariosManuais: [],
};

export const GRUPO_PRIVADO: GrupoUsuarios & { __typename: string } = {
  ...GRUPO,
  id: '2',
  nome: 'Meus contatos',
  active: false,
  publico: false,
  tipo: 'PRIVADO',
  possuiPerfil: false,
  marcas: [],
  tiposUsuarios: [],
  todosDealers: false,
  possuiUsuariosManuais: true,
  usuariosManuais: [{ __typename: 'GrupoUsuariosPessoa', id: '4', nome: 'Diana Dealer', email: 'dealer@portal.test' } as never],
};
