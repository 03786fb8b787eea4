import { AUDIT_TIPO_FEATURES, canAccess, FEATURES, routeById, type AccessRule } from '@portal/domain';
import { useMemo } from 'react';
import { useSignedInSubject } from '../../../lib/auth/use-signed-in-subject';

/** What the signed-in user may do on the users screens (the API checks the same rules). */
export interface UserScreenPermissions {
  /** New user (PORTAL_MANUTENCAO_USUARIOS); a row's edit and state changes come with the row (acoesPermitidas). */
  readonly manage: boolean;
  /** Open a user: maintainers in the wizard, readers in its read-only view. */
  readonly open: boolean;
  /** Grant and remove the special activation (LIBERAR_ATIVACAO_ESPECIAL). */
  readonly specialActivation: boolean;
  /** The temporary-absence screen of a user (PORTAL_AUSENCIA_TEMPORARIA). */
  readonly absence: boolean;
  /** The audit screen of a user. */
  readonly audit: boolean;
}

/**
 * Decided with canAccess and the route table of @portal/domain, so a user holding only the
 * consultation feature sees the list read-only: no new button and no row actions; a row opens
 * the user's read-only view.
 */
export function useUserScreenPermissions(): UserScreenPermissions {
  const subject = useSignedInSubject();
  return useMemo(() => {
    const may = (rule: AccessRule) => subject !== null && canAccess(subject, rule);
    return {
      manage: may(routeById('usuariosNovo').access),
      open: may(routeById('usuarioEditar').access),
      specialActivation: may({ features: [FEATURES.LIBERAR_ATIVACAO_ESPECIAL] }),
      absence: may(routeById('ausenciaTemporaria').access),
      // A user's history, not just any history (the audit route also admits the dealers maintainers).
      audit: may({ features: [AUDIT_TIPO_FEATURES.usuario] }),
    };
  }, [subject]);
}

/** Whether any row action is available. */
export function hasRowActions(p: UserScreenPermissions): boolean {
  return p.manage || p.specialActivation || p.absence || p.audit;
}
