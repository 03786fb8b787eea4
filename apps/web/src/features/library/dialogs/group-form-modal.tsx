import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The group the modal saved, as the folder form adds it to its selection. */
export interface SavedGroup {
  readonly id: string;
  readonly nome: string;
}

export interface GroupFormModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called once the group is saved; the modal is closed by the caller. */
  readonly onSaved: (grupo: SavedGroup) => void;
}

/**
 * The user-group form in a modal (spec 02 §2 "Folder permission form": the + next to the group
 * selectors). A feature never imports another one, so the app layer provides the user-groups
 * form here; without a provider the + is not offered.
 */
export const GroupFormModalContext = createContext<ComponentType<GroupFormModalProps> | null>(null);

/** Provides the group-form modal to the library dialogs (wired in the app layer). */
export function GroupFormModalProvider({ modal, children }: { modal: ComponentType<GroupFormModalProps>; children: ReactNode }) {
  return <GroupFormModalContext.Provider value={modal}>{children}</GroupFormModalContext.Provider>;
}

/** The provided group-form modal, or null. */
export function useGroupFormModal(): ComponentType<GroupFormModalProps> | null {
  return useContext(GroupFormModalContext);
}
