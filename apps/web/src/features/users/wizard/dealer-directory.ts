import { useCallback, useMemo, useRef, useState } from 'react';
import type { UsuarioDealer } from '../users.queries';

/** The dealers the form has seen, by id. */
export interface DealerDirectory {
  /** Adds dealers (from the stored user or the options the API sent). */
  readonly remember: (dealers: readonly UsuarioDealer[]) => void;
  /** "Display name (code)", or the id of a dealer never seen. */
  readonly label: (dealerId: string) => string;
  /** The dealer group of a dealer (the group cascade keeps dealers of the remaining groups). */
  readonly groupOf: (dealerId: string) => string | null;
}

/**
 * The dealer options change with the chosen brands and groups, but positions, messages and the
 * group cascade still need the names and groups of dealers chosen earlier: kept here.
 */
export function useDealerDirectory(initial: readonly UsuarioDealer[]): DealerDirectory {
  const known = useRef(new Map(initial.map((d) => [d.id, d])));
  // Bumped when a new dealer arrives, so labels drawn from the directory are drawn again.
  const [version, setVersion] = useState(0);

  const remember = useCallback((dealers: readonly UsuarioDealer[]) => {
    let added = false;
    for (const d of dealers) {
      if (!known.current.has(d.id)) added = true;
      known.current.set(d.id, d);
    }
    if (added) setVersion((v) => v + 1);
  }, []);

  return useMemo(
    () => ({
      remember,
      label: (id: string) => {
        const d = known.current.get(id);
        return d ? `${d.nomeExibicao} (${d.codigoPrincipal})` : id;
      },
      groupOf: (id: string) => known.current.get(id)?.grupo?.id ?? null,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks new entries in the ref
    [remember, version],
  );
}
