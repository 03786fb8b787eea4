import { useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { logger } from '../../lib/logger/logger';
import { ATUALIZAR_GRUPO_FAVORITO, type GrupoAtivo } from './user-groups.queries';

/**
 * Toggles a group's favourite mark (spec 02 §4): the cache shows the new mark at once
 * (optimistic answer); when the API refuses, Apollo drops the optimistic layer, so the mark goes
 * back, and the error toast asks to try again (§8, hJPMWS).
 *
 * The API answers a GrupoAtivo, but the same group may also sit in the cache as a list row
 * (GrupoUsuarios:{id}, a different normalised entity), so `update` copies the mark there too —
 * in the optimistic layer first, then from the real answer.
 */
export function useToggleFavoriteGroup(): (grupo: GrupoAtivo) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  const [atualizar] = useMutation(ATUALIZAR_GRUPO_FAVORITO, {
    update(cache, { data }) {
      const grupo = data?.atualizarGrupoFavorito;
      if (!grupo) return;
      // A no-op when the group was never listed (cache.modify skips missing entities).
      cache.modify({ id: cache.identify({ __typename: 'GrupoUsuarios', id: grupo.id }), fields: { favorito: () => grupo.favorito } });
    },
  });
  return useCallback(
    async ({ id, nome, publico, favorito }: GrupoAtivo) => {
      try {
        await atualizar({
          variables: { id },
          // Only the selected fields: a list row passed in carries more than GrupoAtivo has.
          optimisticResponse: { atualizarGrupoFavorito: { __typename: 'GrupoAtivo', id, nome, publico, favorito: !favorito } as GrupoAtivo },
        });
      } catch (err) {
        logger.warn('favourite toggle failed', err);
        toast.error(intl.formatMessage({ id: 'userGroups.favorite.error' }));
      }
    },
    [atualizar, toast, intl],
  );
}
