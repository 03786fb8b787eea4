import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GroupFormModalProvider, type GroupFormModalProps } from '../features/library/dialogs/group-form-modal';

// Fetched when first opened: the modal and its Dialog stay out of the first view.
const Modal = lazy(async () => ({ default: (await import('./library-group-form-modal')).LibraryGroupFormModal }));

/** The user-group form in a modal (library-group-form-modal.tsx), mounted from its first opening on. */
export function LibraryGroupFormModal(props: GroupFormModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/** Gives the library dialogs the group form above (wired once in AppProviders). */
export function LibraryGroupFormProvider({ children }: { children: ReactNode }) {
  return <GroupFormModalProvider modal={LibraryGroupFormModal}>{children}</GroupFormModalProvider>;
}
