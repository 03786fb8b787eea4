import { useQuery } from '@apollo/client';
import { canAccess, type AccessRule, type AccessSubject } from '@portal/domain';
import { useMemo } from 'react';
import { USUARIO_LOGADO_ACESSO } from './auth.queries';

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
