import type { KeyboardEvent } from 'react';
import { useLibraryItemActions } from './library-item-actions';
import type { LibraryItem } from './library.queries';
import { useClickOrDoubleClick, type ClickOrDoubleClick } from './use-click-or-double-click';

export interface ItemInteraction {
  /** For the element the pointer acts on (the whole card, or the name in a table row). */
  readonly mouse: ClickOrDoubleClick;
  /** For the focusable element: Enter opens (as a double click), Space toggles the selection. */
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly selected: boolean;
}

/** Pointer and keyboard behaviour of one item of a list (spec 02 §2 "Library screen"). */
export function useItemInteraction(item: LibraryItem, list: readonly LibraryItem[]): ItemInteraction {
  const { isSelected, toggle, open } = useLibraryItemActions();
  const mouse = useClickOrDoubleClick(
    () => toggle(item),
    () => open(item, list),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open(item, list);
    } else if (event.key === ' ') {
      // Space would scroll the page otherwise.
      event.preventDefault();
      toggle(item);
    }
  };
  return { mouse, onKeyDown, selected: isSelected(item.id) };
}
