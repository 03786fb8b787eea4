import { useQuery } from '@apollo/client';
import { canAccess, FEATURES } from '@portal/domain';
import { USUARIO_LOGADO_BIBLIOTECA } from './library.queries';

/**
 * Whether the signed-in user holds PORTAL_GERENCIAR_BIBLIOTECA (spec 02 §6: new folder, upload,
 * grants); the technical provider passes any feature check. False until usuarioLogado is known.
 */
export function useCanManageLibrary(): boolean {
  const { data } = useQuery(USUARIO_LOGADO_BIBLIOTECA, { fetchPolicy: 'cache-first' });
  const user = data?.usuarioLogado;
  if (!user) return false;
  return canAccess({ tipo: user.tipo.id, funcionalidades: user.funcionalidades.map((f) => f.chave) }, { features: [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA] });
}
