import { graphql } from '../../generated';

// Documents of the signed-in user's access (apps/server/src/modules/shell/shell.graphql), typed
// from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/**
 * usuarioLogado as spec 01 §7 describes it for access decisions (id, tipo, funcionalidades;
 * cache-first). The shell has already loaded it, so this is answered from the cache; features
 * ask here, not the shell's context, because features never import each other (DESIGN.md).
 */
export const USUARIO_LOGADO_ACESSO = graphql(`
  query UsuarioLogadoAcesso {
    usuarioLogado {
      id
      tipo {
        id
      }
      funcionalidades {
        id
        chave
      }
    }
  }
`);
