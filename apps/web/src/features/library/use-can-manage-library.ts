import { FEATURES } from '@portal/domain';
import { useCanAccess } from '../../lib/auth/use-signed-in-subject';

const MANAGE_LIBRARY = { features: [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA] };

/**
 * Whether the signed-in user holds PORTAL_GERENCIAR_BIBLIOTECA (spec 02 §6: new folder, upload,
 * grants); the technical provider passes any feature check. False until usuarioLogado is known.
 */
export function useCanManageLibrary(): boolean {
  return useCanAccess(MANAGE_LIBRARY);
}
