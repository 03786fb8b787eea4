import type { PermissaoAcessoPasta } from './library.js';

/** What the selection rules need to know of a selected library item. */
export interface SelectableItem {
  pasta: boolean;
  /** The parent folder's id; null at the root. */
  pastaPaiId: string | number | null;
  /** The signed-in user's access levels on the item (permissoesAcessoUsuarioLogado ids). */
  permissoes: readonly PermissaoAcessoPasta[];
}

/** Which actions of the selection bar are enabled (spec 02 §4 "Library selection rules"). */
export interface SelectionActions {
  remover: boolean;
  mover: boolean;
  baixar: boolean;
  concederAcesso: boolean;
  renomear: boolean;
}

/** Write ability comes from the item's LEITURA_ESCRITA entry. */
export const canWrite = (item: Pick<SelectableItem, 'permissoes'>): boolean => item.permissoes.includes('LEITURA_ESCRITA');

/**
 * The selection bar's enabled actions, exactly as spec 02 §4:
 * - remove and move need write access on every selected item;
 * - download needs files, and is disabled when folders and files are both selected
 *   (the bar offers it only when files are selected);
 * - grant access: exactly one folder, with write access, at the root (no parent folder);
 * - rename: exactly one folder with write access.
 */
export function selectionActions(items: readonly SelectableItem[]): SelectionActions {
  if (items.length === 0) return { remover: false, mover: false, baixar: false, concederAcesso: false, renomear: false };
  const allWrite = items.every(canWrite);
  const folders = items.filter((i) => i.pasta).length;
  const files = items.length - folders;
  const mixed = folders > 0 && files > 0;
  const single = items.length === 1 ? items[0] : undefined;
  const oneWritableFolder = !!single && single.pasta && canWrite(single);
  return {
    remover: allWrite,
    mover: allWrite,
    baixar: files > 0 && !mixed,
    concederAcesso: oneWritableFolder && !mixed && items.every((i) => i.pastaPaiId === null),
    renomear: oneWritableFolder,
  };
}
