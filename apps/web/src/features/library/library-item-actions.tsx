import { createContext, useContext } from 'react';
import type { LibraryItem } from './library.queries';

/** What the items of every list on the page share: the selection and the open action. */
export interface LibraryItemActions {
  readonly isSelected: (id: string) => boolean;
  /** Single click, Space or the checkbox. */
  readonly toggle: (item: LibraryItem) => void;
  /**
   * Double click or Enter: a folder opens, an image opens the viewer on the images of `list`,
   * another file downloads.
   */
  readonly open: (item: LibraryItem, list: readonly LibraryItem[]) => void;
  /** id of the sentence explaining click, double click, Space and Enter (aria-describedby). */
  readonly hintId: string;
}

export const LibraryItemActionsContext = createContext<LibraryItemActions | null>(null);

/** The page's item actions; only under LibraryPage. */
export function useLibraryItemActions(): LibraryItemActions {
  const ctx = useContext(LibraryItemActionsContext);
  if (!ctx) throw new Error('useLibraryItemActions outside LibraryItemActionsContext');
  return ctx;
}
