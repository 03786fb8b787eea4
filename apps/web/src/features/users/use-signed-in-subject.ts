import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AccessSubject, UserType } from '@portal/domain';
import { useMemo } from 'react';

/**
 * usuarioLogado as spec 01 §7 describes it for access decisions (id, tipo, funcionalidades;
 * cache-first). The shell has already loaded it, so this is answered from the cache; asking
 * here keeps the users feature free of imports from another feature (DESIGN.md boundaries).
 */
export const USUARIO_LOGADO_ACESSO: TypedDocumentNode<
  { usuarioLogado: { id: string; tipo: { id: UserType }; funcionalidades: readonly { id: string; chave: string }[] } },
  Record<string, never>
> = gql`
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
`;

/**
 * The signed-in user as canAccess() reads it: the user's own type, the one the API authorises
 * with, so the actions offered are those the API accepts. Null until known (nothing offered).
 */
export function useSignedInSubject(): AccessSubject | null {
  const { data } = useQuery(USUARIO_LOGADO_ACESSO, { fetchPolicy: 'cache-first' });
  const user = data?.usuarioLogado;
  return useMemo(() => (user ? { tipo: user.tipo.id, funcionalidades: user.funcionalidades.map((f) => f.chave) } : null), [user]);
}
