import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Idioma, UserType } from '@portal/domain';

// Documents of apps/server/src/modules/account/account.graphql, typed by hand until the web gets
// graphql-codegen's client preset.

export interface MinhaContaFuncionalidade {
  readonly id: string;
  readonly chave: string;
  readonly nome: string;
  readonly descricao: string;
}

export interface MinhaContaPermissao {
  readonly produto: { readonly id: string; readonly nome: string };
  readonly funcionalidades: readonly MinhaContaFuncionalidade[];
}

export interface MinhaConta {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly avatarLink: string | null;
  readonly idioma: Idioma;
  readonly tipo: UserType;
  readonly ausente: boolean;
  readonly podeAlterarSenha: boolean;
  readonly marcas: readonly { readonly id: string; readonly description: string }[];
  readonly dealers: readonly { readonly id: string; readonly nomeExibicao: string; readonly codigoPrincipal: string }[];
  readonly grupos: readonly { readonly id: string; readonly nome: string }[];
  readonly permissoes: readonly MinhaContaPermissao[];
}

/** Every field of the screen, so each mutation's answer refreshes the cached account whole. */
const CONTA_FIELDS = gql`
  fragment MinhaContaFields on MinhaConta {
    id
    nome
    email
    telefones
    celulares
    avatarLink
    idioma
    tipo
    ausente
    podeAlterarSenha
    marcas {
      id
      description
    }
    dealers {
      id
      nomeExibicao
      codigoPrincipal
    }
    grupos {
      id
      nome
    }
    permissoes {
      produto {
        id
        nome
      }
      funcionalidades {
        id
        chave
        nome
        descricao
      }
    }
  }
`;

export const MINHA_CONTA: TypedDocumentNode<{ minhaConta: MinhaConta }, Record<string, never>> = gql`
  query MinhaConta {
    minhaConta {
      ...MinhaContaFields
    }
  }
  ${CONTA_FIELDS}
`;

export interface MinhaContaInput {
  readonly nome: string;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly idioma: Idioma;
}

export const ATUALIZAR_MINHA_CONTA: TypedDocumentNode<{ atualizarMinhaConta: MinhaConta }, { dados: MinhaContaInput }> = gql`
  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {
    atualizarMinhaConta(dados: $dados) {
      ...MinhaContaFields
    }
  }
  ${CONTA_FIELDS}
`;

export const REMOVER_AVATAR: TypedDocumentNode<{ removerAvatar: MinhaConta }, Record<string, never>> = gql`
  mutation RemoverAvatar {
    removerAvatar {
      ...MinhaContaFields
    }
  }
  ${CONTA_FIELDS}
`;

export const ALTERAR_MINHA_SENHA: TypedDocumentNode<{ alterarMinhaSenha: boolean }, { senhaAtual: string; novaSenha: string }> = gql`
  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {
    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)
  }
`;

/**
 * Operation names of the shell's queries (features/shell/shell.queries.ts) that show the
 * account's name, avatar and language in the top bar and menu. A feature never imports another
 * feature, so they are refetched by name: Apollo refetches the active queries of that name.
 */
export const SHELL_USER_QUERY = 'UsuarioLogado';
export const SHELL_MENU_QUERY = 'MenuUsuarioLogado';
