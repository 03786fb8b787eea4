import { canAccess, FEATURES } from '@portal/domain';
import { useSignedInSubject } from '../../../lib/auth/use-signed-in-subject';

/**
 * What the signed-in user may do here (the server decides again on every call): send generic
 * notifications (PORTAL_NOTIFICACOES_GENERICAS, which also reads models to send from them) and
 * keep models (PORTAL_MANUTENCAO_MODELO). The screen opens for either (routes.ts). `known` is
 * false until the user's features are loaded (nothing is decided from a guess meanwhile).
 */
export function useGenericAccess() {
  const subject = useSignedInSubject();
  return {
    known: subject !== null,
    envia: subject !== null && canAccess(subject, { features: [FEATURES.PORTAL_NOTIFICACOES_GENERICAS] }),
    mantemModelos: subject !== null && canAccess(subject, { features: [FEATURES.PORTAL_MANUTENCAO_MODELO] }),
  };
}
