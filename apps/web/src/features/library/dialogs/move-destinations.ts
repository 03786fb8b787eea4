import type { LibraryItem } from '../library.queries';
import type { PastaEscrita } from './dialogs.queries';

/** The separator of PastaEscrita.caminho (names from the root, the folder's own last). */
export const PATH_SEPARATOR = ' / ';

/** An item's path as the API spells caminho. */
export const pathOf = (item: Pick<LibraryItem, 'breadcrumb'>): string => item.breadcrumb.map((b) => b.nome).join(PATH_SEPARATOR);

export type MovedItem = Pick<LibraryItem, 'id' | 'pasta' | 'pastaPai' | 'breadcrumb'>;

/**
 * Which writable folders cannot receive the moved items (spec 02 §4 "Move"): the items
 * themselves, their current parents, and any folder inside a moved folder (a folder cannot go
 * into its own subtree; the API refuses it too): a destination whose path (idsCaminho) holds a
 * moved folder lies inside it.
 */
export function excludedDestination(items: readonly MovedItem[]): (pasta: PastaEscrita) => boolean {
  const ids = new Set(items.map((i) => i.id));
  const parents = new Set(items.flatMap((i) => (i.pastaPai ? [i.pastaPai.id] : [])));
  const movedFolders = new Set(items.filter((i) => i.pasta).map((i) => i.id));
  return (p) => ids.has(p.id) || parents.has(p.id) || p.idsCaminho.some((id) => movedFolders.has(id));
}

/** Spec 02 §4: the root is offered when any moved item is a folder that has a parent. */
export const offersRoot = (items: readonly MovedItem[]): boolean => items.some((i) => i.pasta && i.pastaPai !== null);
