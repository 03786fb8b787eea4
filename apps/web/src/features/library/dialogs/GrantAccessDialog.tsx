import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import type { LibraryItem } from '../library.queries';
import { CONCEDER_ACESSO } from './dialogs.queries';
import { grantValuesOf, keptGrantsOf, novasPermissoesInputOf } from './folder-form';
import { FolderForm, useRootOption } from './FolderForm';
import { libraryDialog } from './LibraryDialog';

export interface GrantAccessDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The folder whose own grants are replaced (a top-level folder, spec 02 §4). */
  readonly pasta: LibraryItem;
  readonly onGranted: () => void;
}

/**
 * Spec 02 §2 grant-access dialog: the folder form with the folder's own grants filled in, its
 * place fixed, and a Conceder submit (concederAcesso replaces the folder's grants on the groups
 * the user can see; grants on other users' private groups are listed and kept).
 */
export const GrantAccessDialog = libraryDialog(GrantAccessBody);

function GrantAccessBody({ pasta, onClose, onGranted }: Omit<GrantAccessDialogProps, 'open'>) {
  const intl = useIntl();
  const root = useRootOption();
  const [conceder] = useMutation(CONCEDER_ACESSO);
  return (
    <FolderForm
      grantMode
      title={intl.formatMessage({ id: 'library.dialogs.grant.title' }, { nome: pasta.nome })}
      submitLabel={intl.formatMessage({ id: 'library.dialogs.grant.submit' })}
      defaultValues={grantValuesOf(pasta, root)}
      keptGrants={keptGrantsOf(pasta)}
      save={async (v) => (await conceder({ variables: { novasPermissoes: novasPermissoesInputOf(pasta.id, v) } })).data!.concederAcesso}
      successMessage={() => intl.formatMessage({ id: 'library.dialogs.grant.done' }, { nome: pasta.nome })}
      errorMessage={intl.formatMessage({ id: 'library.dialogs.grant.error' })}
      onSaved={() => onGranted()}
      onClose={onClose}
    />
  );
}
