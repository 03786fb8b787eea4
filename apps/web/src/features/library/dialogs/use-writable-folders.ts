import { useQuery } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import type { SelectOption } from '../../../components/form/FormMultiSelect';
import { PASTAS_COM_PERMISSAO_ESCRITA, type PastaEscrita } from './dialogs.queries';

export interface WritableFolderOptions {
  /** The leading options, then the writable folders the search found, each labelled by its path. */
  readonly options: readonly SelectOption[];
  readonly loading: boolean;
  /** The typed text (debounced by the select): asks the server again. */
  readonly onSearch: (text: string) => void;
  /** True once the unfiltered answer came and left nothing to choose (spec 02 §4 "no destinations"). */
  readonly empty: boolean;
  readonly error: unknown;
}

export interface WritableFolderQuery {
  /** Options always offered first (the root). */
  readonly leading?: readonly SelectOption[];
  /** Folders that may not be chosen (the moved items, their parent, their subfolders). */
  readonly exclude?: (pasta: PastaEscrita) => boolean;
}

const NONE: readonly SelectOption[] = [];

/**
 * The folders the signed-in user may write to (spec 02 §4: only those are upload targets and
 * move destinations), searched on the server by name: the API answers at most 50, so a long
 * library is found by typing rather than scrolling.
 */
export function useWritableFolders({ leading = NONE, exclude }: WritableFolderQuery = {}): WritableFolderOptions {
  const [busca, setBusca] = useState('');
  const trimmed = busca.trim();
  const { data, previousData, loading, error } = useQuery(PASTAS_COM_PERMISSAO_ESCRITA, {
    variables: { busca: trimmed || null },
    // A folder created or moved a moment ago must be offered.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const list = (data ?? previousData)?.pastasComPermissaoEscrita;
  const options = useMemo(
    () => [...leading, ...(list ?? []).filter((p) => !exclude?.(p)).map((p) => ({ id: p.id, label: p.caminho }))],
    [leading, list, exclude],
  );
  // Whether anything is offered at all is only known from the unfiltered answer.
  const [unfiltered, setUnfiltered] = useState<number | null>(null);
  const settled = !trimmed && Boolean(data) && !loading;
  useEffect(() => {
    if (settled) setUnfiltered(options.length);
  }, [settled, options.length]);
  return { options, loading, onSearch: setBusca, empty: unfiltered === 0, error };
}
