import { FolderDetailsDialog, GrantAccessDialog, MoveDialog, NewFolderDialog, RemoveDialog, RenameDialog, UploadDialog } from './dialogs';
import type { LibraryItem } from './library.queries';

/** Which dialog of the library page is open, with what it acts on. */
export type LibraryDialogState =
  | { readonly kind: 'newFolder' }
  | { readonly kind: 'upload'; readonly idPasta: string }
  | { readonly kind: 'move' | 'remove'; readonly items: readonly LibraryItem[] }
  | { readonly kind: 'rename' | 'grant' | 'details'; readonly item: LibraryItem };

interface LibraryDialogsProps {
  readonly state: LibraryDialogState | null;
  /** Current folder; null at the root (new folders go here). */
  readonly idPasta: string | null;
  readonly onClose: () => void;
  /** A change went through: the page refetches its lists and drops the selection (the dialog closes itself). */
  readonly onChanged: () => void;
}

/** Hosts the dialogs of ./dialogs (built apart) and wires them to the page. */
export function LibraryDialogs({ state, idPasta, onClose, onChanged }: LibraryDialogsProps) {
  if (!state) return null;
  switch (state.kind) {
    case 'newFolder':
      return <NewFolderDialog open onClose={onClose} idPai={idPasta} onCreated={() => onChanged()} />;
    case 'upload':
      return <UploadDialog open onClose={onClose} idPasta={state.idPasta} onUploaded={onChanged} />;
    case 'move':
      return <MoveDialog open onClose={onClose} items={state.items} onMoved={onChanged} />;
    case 'remove':
      return <RemoveDialog open onClose={onClose} items={state.items} onRemoved={onChanged} />;
    case 'rename':
      return <RenameDialog open onClose={onClose} item={state.item} onRenamed={onChanged} />;
    case 'grant':
      return <GrantAccessDialog open onClose={onClose} pasta={state.item} onGranted={onChanged} />;
    case 'details':
      return <FolderDetailsDialog open onClose={onClose} pasta={state.item} />;
  }
}
