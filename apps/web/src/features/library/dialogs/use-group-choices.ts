import { useQuery } from '@apollo/client';
import { FEATURES } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { useCanAccess } from '../../../lib/auth/use-signed-in-subject';
import { GRUPOS_ATIVOS_BIBLIOTECA, type GrupoAtivo } from './dialogs.queries';
import type { SavedGroup } from './group-form-modal';

const MAINTAIN_GROUPS = { features: [FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS] };

export interface GroupChoices {
  /** The active groups (favourites first), plus the ones created from this dialog. */
  readonly groups: readonly GrupoAtivo[];
  readonly loading: boolean;
  /** False until the list came and while it is empty: the folder form cannot be submitted. */
  readonly any: boolean;
  /** Spec 02 §6: the + of the folder form needs PORTAL_MANUTENCAO_GRUPOS_USUARIOS. */
  readonly mayCreate: boolean;
  /** Adds a group created in the modal, before the list is asked again. */
  readonly addCreated: (grupo: SavedGroup) => void;
}

/** The group options of the folder form and whether the user may create more. */
export function useGroupChoices(): GroupChoices {
  const { data, loading } = useQuery(GRUPOS_ATIVOS_BIBLIOTECA, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const mayCreate = useCanAccess(MAINTAIN_GROUPS);
  const [created, setCreated] = useState<readonly GrupoAtivo[]>([]);
  const groups = useMemo(() => {
    const listed = data?.gruposAtivos ?? [];
    return [...listed, ...created.filter((c) => !listed.some((g) => g.id === c.id))];
  }, [data, created]);
  const addCreated = useCallback((g: SavedGroup) => setCreated((list) => [...list, { id: g.id, nome: g.nome, publico: false, favorito: false }]), []);
  return { groups, loading, any: groups.length > 0, mayCreate, addCreated };
}
