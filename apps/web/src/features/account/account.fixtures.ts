import { gql, useQuery } from '@apollo/client';
import { createElement } from 'react';
import type { MinhaContaFieldsFragment as MinhaConta } from '../../generated/graphql';
import { MINHA_CONTA } from './account.queries';

// Test data of the account screen (used by its *.test.tsx only).

/** The dealer-group user's account, as the API answers it (with __typename everywhere). */
export function conta(overrides: Partial<MinhaConta> = {}): MinhaConta {
  return {
    __typename: 'MinhaConta',
    id: '7',
    nome: 'Ana Souza',
    email: 'ana@dealer.test',
    telefones: ['(11) 3333-4444'],
    celulares: [],
    avatarLink: null,
    idioma: 'PT_BR',
    tipo: 'DEALER_GRUPO',
    ausente: false,
    podeAlterarSenha: true,
    marcas: [{ __typename: 'IdDescricao', id: '1', description: 'Aurora' }],
    dealers: [{ __typename: 'MinhaContaDealer', id: '3', nomeExibicao: 'Aurora Centro', codigoPrincipal: 'D-001' }],
    grupos: [{ __typename: 'MinhaContaGrupo', id: '5', nome: 'Grupo Horizonte' }],
    permissoes: [
      {
        __typename: 'MinhaContaPermissao',
        produto: { __typename: 'MinhaContaProduto', id: '1', nome: 'Portal' },
        funcionalidades: [
          { __typename: 'MinhaContaFuncionalidade', id: '20', chave: 'PORTAL_CRIACAO_COMUNICADOS', nome: 'Criação de comunicados', descricao: 'Cria comunicados' },
        ],
      },
    ],
    ...overrides,
  } as MinhaConta;
}

export const contaMock = (c: MinhaConta = conta()) => ({ request: { query: MINHA_CONTA }, result: { data: { minhaConta: c } } });

/**
 * Stand-in for the shell's top bar: an active query named UsuarioLogado (as the shell's), so a
 * test sees whether the account screen makes the top bar read the user again.
 */
export const TOP_BAR_USER = gql`
  query UsuarioLogado {
    usuarioLogado {
      id
      nome
      avatarLink
    }
  }
`;

export function topBarUser(nome: string, avatarLink: string | null = null) {
  return { data: { usuarioLogado: { __typename: 'UsuarioLogado', id: '7', nome, avatarLink } } };
}

export function TopBarName() {
  const { data } = useQuery(TOP_BAR_USER);
  const u = data as { usuarioLogado?: { nome: string; avatarLink: string | null } } | undefined;
  return createElement('p', { 'data-testid': 'top-bar' }, u?.usuarioLogado ? `${u.usuarioLogado.nome} | ${u.usuarioLogado.avatarLink ?? 'sem foto'}` : '');
}

/** Stand-in for the shell's menu query (same operation name), showing the menu's title. */
export const TOP_BAR_MENU = gql`
  query MenuUsuarioLogado {
    menuUsuarioLogado {
      title
    }
  }
`;

export function MenuTitle() {
  const { data } = useQuery(TOP_BAR_MENU);
  const m = data as { menuUsuarioLogado?: { title: string } } | undefined;
  return createElement('p', null, m?.menuUsuarioLogado?.title ?? '');
}
