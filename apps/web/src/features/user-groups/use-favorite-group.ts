import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/use-toast';
import { logger } from '../../lib/logger/logger';

/** Spec 02 §3 "Active group": what the group selectors of other areas list. */
export interface GrupoAtivo {
  readonly id: string;
  readonly nome: string;
  readonly publico: boolean;
  readonly favorito: boolean;
}

export const GRUPOS_ATIVOS: TypedDocumentNode<{ gruposAtivos: readonly GrupoAtivo[] }, Record<string, never>> = gql`
  query GruposAtivos {
    gruposAtivos {
      id
      nome
      publico
      favorito
    }
  }
`;

export const ATUALIZAR_GRUPO_FAVORITO: TypedDocumentNode<{ atualizarGrupoFavorito: GrupoAtivo }, { id: string }> = gql`
  mutation AtualizarGrupoFavorito($id: ID!) {
    atualizarGrupoFavorito(id: $id) {
      id
      nome
      publico
      favorito
    }
  }
`;

/**
 * Toggles a group's favourite mark (spec 02 §4): the cache shows the new mark at once
 * (optimistic answer); when the API refuses, Apollo drops the optimistic layer, so the mark goes
 * back, and the error toast asks to try again (§8, hJPMWS).
 */
export function useToggleFavoriteGroup(): (grupo: GrupoAtivo) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  const [atualizar] = useMutation(ATUALIZAR_GRUPO_FAVORITO);
  return useCallback(
    async (grupo: GrupoAtivo) => {
      try {
        await atualizar({
          variables: { id: grupo.id },
          optimisticResponse: { atualizarGrupoFavorito: { __typename: 'GrupoAtivo', ...grupo, favorito: !grupo.favorito } as GrupoAtivo },
        });
      } catch (err) {
        logger.warn('favourite toggle failed', err);
        toast.error(intl.formatMessage({ id: 'userGroups.favorite.error' }));
      }
    },
    [atualizar, toast, intl],
  );
}
