import { selectionActions, type SelectionActions } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { toSelectable } from './library-format';
import type { LibraryItem } from './library.queries';

export interface LibrarySelection {
  /** The selected items, in the order they were picked. */
  readonly items: readonly LibraryItem[];
  readonly isSelected: (id: string) => boolean;
  /** Adds the item, or removes it when already selected. */
  readonly toggle: (item: LibraryItem) => void;
  readonly clear: () => void;
  /** Which selection-bar actions are enabled (spec 02 §4, @portal/domain). */
  readonly actions: SelectionActions;
  readonly hasFolders: boolean;
  readonly hasFiles: boolean;
}

const NONE: readonly LibraryItem[] = [];

/**
 * The library's multi-selection (spec 02 §2: per item, through a checkbox or a single click).
 * It is tied to `resetKey` (the running search): when the key changes the selection starts
 * empty again, without an effect. The page mounts afresh per route, which resets it too.
 */
export function useLibrarySelection(resetKey: string): LibrarySelection {
  const [state, setState] = useState<{ key: string; items: readonly LibraryItem[] }>({ key: resetKey, items: [] });
  const items = state.key === resetKey ? state.items : NONE;

  const toggle = useCallback(
    (item: LibraryItem) =>
      setState((s) => {
        const current = s.key === resetKey ? s.items : [];
        const next = current.some((i) => i.id === item.id) ? current.filter((i) => i.id !== item.id) : [...current, item];
        return { key: resetKey, items: next };
      }),
    [resetKey],
  );
  const clear = useCallback(() => setState({ key: resetKey, items: [] }), [resetKey]);

  return useMemo(() => {
    const ids = new Set(items.map((i) => i.id));
    return {
      items,
      isSelected: (id: string) => ids.has(id),
      toggle,
      clear,
      actions: selectionActions(items.map(toSelectable)),
      hasFolders: items.some((i) => i.pasta),
      hasFiles: items.some((i) => !i.pasta),
    };
  }, [items, toggle, clear]);
}
