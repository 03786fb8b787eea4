import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import type { LibraryItem } from '../library.queries';
import { RENOMEAR_ITEM_BIBLIOTECA } from './dialogs.queries';
import { LibraryDialog, LibraryDialogFrame } from './LibraryDialog';
import { libraryNameError } from './library-name';
import { useDelayedClose } from './use-delayed-close';

export interface RenameDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly item: LibraryItem;
  readonly onRenamed: () => void;
}

interface RenameValues {
  novoNome: string;
}

/** Spec 02 §2 rename dialog: one new-name field, required (§5); success jp27Xe, failure Fs6ewh. */
export function RenameDialog({ open, onClose, item, onRenamed }: RenameDialogProps) {
  return (
    <LibraryDialog open={open} onClose={onClose} maxWidth="xs">
      <RenameBody item={item} onClose={onClose} onRenamed={onRenamed} />
    </LibraryDialog>
  );
}

function RenameBody({ item, onClose, onRenamed }: Omit<RenameDialogProps, 'open'>) {
  const intl = useIntl();
  const run = useConfirmedAction();
  const closeSoon = useDelayedClose(onClose);
  const [done, setDone] = useState(false);
  const [renomear] = useMutation(RENOMEAR_ITEM_BIBLIOTECA);
  const schema = useMemo(
    () =>
      z.object({
        novoNome: z.string().superRefine((nome, ctx) => {
          const message = libraryNameError(intl.formatMessage, nome);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      }),
    [intl],
  );
  const { control, handleSubmit, setError, formState } = useForm<RenameValues>({ defaultValues: { novoNome: item.nome }, resolver: zodResolver(schema), mode: 'onTouched' });

  const submit = async ({ novoNome }: RenameValues) => {
    const nome = novoNome.trim();
    const outcome = await run({
      action: () => renomear({ variables: { idItemBiblioteca: item.id, novoNome: nome } }),
      successMessage: intl.formatMessage({ id: 'library.dialogs.rename.done' }, { nome }),
      errorMessage: intl.formatMessage({ id: 'library.dialogs.rename.error' }),
      onError: (error) => applyServerFieldErrors(error, setError, { fields: ['novoNome'], aliases: { nome: 'novoNome' } }),
    });
    if (outcome.status !== 'done') return;
    setDone(true);
    onRenamed();
    closeSoon();
  };

  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.rename.title' }, { nome: item.nome })}
      onSubmit={handleSubmit(submit)}
      busy={formState.isSubmitting}
      actions={
        <>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {intl.formatMessage({ id: 'form.cancel' })}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || done}>
            {intl.formatMessage({ id: 'library.dialogs.rename.submit' })}
          </Button>
        </>
      }
    >
      <FormTextField control={control} name="novoNome" label={intl.formatMessage({ id: 'library.dialogs.rename.novoNome' })} required fullWidth autoFocus sx={{ mt: 1 }} />
    </LibraryDialogFrame>
  );
}
