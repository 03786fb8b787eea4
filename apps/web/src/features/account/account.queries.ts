import { graphql } from '../../generated';

// Documents of apps/server/src/modules/account/account.graphql. Their result and variable types
// are generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/** Every field of the screen, so each mutation's answer refreshes the cached account whole. */
export const CONTA_FIELDS = graphql(`
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
`);

export const MINHA_CONTA = graphql(`
  query MinhaConta {
    minhaConta {
      ...MinhaContaFields
    }
  }
`);

export const ATUALIZAR_MINHA_CONTA = graphql(`
  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {
    atualizarMinhaConta(dados: $dados) {
      ...MinhaContaFields
    }
  }
`);

export const REMOVER_AVATAR = graphql(`
  mutation RemoverAvatar {
    removerAvatar {
      ...MinhaContaFields
    }
  }
`);

export const ALTERAR_MINHA_SENHA = graphql(`
  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {
    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)
  }
`);

/**
 * Operation names of the shell's queries (features/shell/shell.queries.ts) that show the
 * account's name, avatar and language in the top bar and menu. A feature never imports another
 * feature, so they are refetched by name: Apollo refetches the active queries of that name.
 */
export const SHELL_USER_QUERY = 'UsuarioLogado';
export const SHELL_MENU_QUERY = 'MenuUsuarioLogado';
