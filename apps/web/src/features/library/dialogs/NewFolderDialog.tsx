import { useMutation, useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { PASTA, type LibraryItem } from '../library.queries';
import { CRIAR_NOVA_PASTA } from './dialogs.queries';
import { novaPastaInputOf, type FolderFormValues } from './folder-form';
import { FolderForm, useRootOption } from './FolderForm';
import { libraryDialog } from './LibraryDialog';

export interface NewFolderDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The folder being shown (the default parent location); null at the root. */
  readonly idPai: string | null;
  /** The created folder, right after the success toast (the dialog closes 1000 ms later). */
  readonly onCreated: (item: LibraryItem) => void;
}

/** Spec 02 §2 new-folder dialog: name, parent location (root sent as null) and access groups. */
export const NewFolderDialog = libraryDialog(NewFolderBody);

function NewFolderBody({ idPai, onClose, onCreated }: Omit<NewFolderDialogProps, 'open'>) {
  const intl = useIntl();
  const root = useRootOption();
  // The current folder's path labels the default choice (usually already in the cache).
  const { data, loading } = useQuery(PASTA, { variables: { idPasta: idPai ?? '' }, skip: !idPai });
  const [criar] = useMutation(CRIAR_NOVA_PASTA);
  if (idPai && loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'library.loading' })} />
      </Box>
    );
  }
  const pasta = data?.pasta;
  const parent = idPai ? { id: idPai, label: pasta ? pasta.breadcrumb.map((b) => b.nome).join(' / ') : idPai } : root;
  const defaultValues: FolderFormValues = { nome: '', idPai: parent, idsGrupoAcesso: [], idsGrupoAcessoEscrita: [] };
  return (
    <FolderForm
      title={intl.formatMessage({ id: 'library.dialogs.newFolder.title' })}
      submitLabel={intl.formatMessage({ id: 'library.dialogs.newFolder.submit' })}
      defaultValues={defaultValues}
      save={async (v) => (await criar({ variables: { novaPasta: novaPastaInputOf(v) } })).data!.criarNovaPasta}
      successMessage={(v) => intl.formatMessage({ id: 'library.dialogs.newFolder.created' }, { nome: v.nome.trim() })}
      errorMessage={intl.formatMessage({ id: 'library.dialogs.newFolder.error' })}
      onSaved={onCreated}
      onClose={onClose}
    />
  );
}
