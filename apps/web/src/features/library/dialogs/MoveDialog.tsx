import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { SelectOption } from '../../../components/form/FormMultiSelect';
import type { LibraryItem } from '../library.queries';
import { MOVER_ITEM_BIBLIOTECA } from './dialogs.queries';
import { parentIdOf, rootOption } from './folder-form';
import { FolderSelectField } from './FolderSelectField';
import { FormDialogActions, libraryDialog, LibraryDialogFrame } from './LibraryDialog';
import { excludedDestination, offersRoot } from './move-destinations';
import { runPerItem } from './run-per-item';
import { useCloseWhenDone } from './use-close-when-done';
import { useWritableFolders } from './use-writable-folders';

export interface MoveDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly items: readonly LibraryItem[];
  readonly onMoved: () => void;
}

interface MoveValues {
  destino: SelectOption | null;
}

const NO_ROOT: readonly SelectOption[] = [];

/**
 * Spec 02 §2/§4 move dialog: a destination among the writable folders, minus the moved items,
 * their parents and their subfolders; the root (sentinel 0, sent as null) when a moved folder
 * has a parent. Destination required; submit off while untouched or when nothing can be chosen.
 * One moverItemBiblioteca per item; the toast counts the items (§8).
 */
export const MoveDialog = libraryDialog(MoveBody);

function MoveBody({ items, onClose, onMoved }: Omit<MoveDialogProps, 'open'>) {
  const intl = useIntl();
  const { confirmAndRun, done } = useCloseWhenDone(onClose);
  const [mover] = useMutation(MOVER_ITEM_BIBLIOTECA);
  const schema = useMemo(
    () => z.object({ destino: z.object({ id: z.string(), label: z.string() }).nullable().refine((d) => d !== null, intl.formatMessage({ id: 'form.required' })) }),
    [intl],
  );
  const { control, handleSubmit, formState } = useForm<MoveValues>({ defaultValues: { destino: null }, resolver: zodResolver(schema), mode: 'onTouched' });
  const leading = useMemo(() => (offersRoot(items) ? [rootOption(intl.formatMessage({ id: 'library.dialogs.folder.root' }))] : NO_ROOT), [items, intl]);
  const exclude = useMemo(() => excludedDestination(items), [items]);
  const folders = useWritableFolders({ leading, exclude });
  const count = items.length;

  const submit = async ({ destino }: MoveValues) => {
    const idNovaLocalizacao = parentIdOf(destino);
    let moved = 0;
    await confirmAndRun({
      action: async () => {
        const result = await runPerItem(items, (i) => mover({ variables: { idItemBiblioteca: i.id, idNovaLocalizacao } }));
        moved = result.done;
        if (result.error) throw result.error;
        return result.done;
      },
      successMessage: (n) => intl.formatMessage({ id: 'library.dialogs.move.done' }, { n }),
      errorMessage: intl.formatMessage({ id: 'library.dialogs.move.error' }),
    });
    // Also after a failure part-way: some did move, the page must show it.
    if (moved > 0) onMoved();
  };

  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.move.title' }, { n: count })}
      onSubmit={handleSubmit(submit)}
      busy={formState.isSubmitting}
      actions={
        <FormDialogActions
          onCancel={onClose}
          busy={formState.isSubmitting}
          submitDisabled={folders.empty || !formState.isDirty || done}
          submitLabel={intl.formatMessage({ id: 'library.dialogs.move.submit' })}
        />
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <DialogContentText>{intl.formatMessage({ id: 'library.dialogs.move.question' }, { n: count })}</DialogContentText>
        {folders.empty ? (
          <Alert severity="info">{intl.formatMessage({ id: 'library.dialogs.move.noDestination' })}</Alert>
        ) : (
          <FolderSelectField control={control} name="destino" label={intl.formatMessage({ id: 'library.dialogs.move.destino' })} folders={folders} />
        )}
      </Box>
    </LibraryDialogFrame>
  );
}
