import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import { canAccess, type AccessRule, type AccessSubject, type UserType } from '@portal/domain';
import { useMemo } from 'react';

/**
 * usuarioLogado as spec 01 §7 describes it for access decisions (id, tipo, funcionalidades;
 * cache-first). The shell has already loaded it, so this is answered from the cache; features
 * ask here, not the shell's context, because features never import each other (DESIGN.md).
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

/** Whether the signed-in user passes an access rule of @portal/domain (false until known). */
export function useCanAccess(rule: AccessRule): boolean {
  const subject = useSignedInSubject();
  return subject !== null && canAccess(subject, rule);
}
