import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import type { LibraryItem } from '../library.queries';
import { RENOMEAR_ITEM_BIBLIOTECA } from './dialogs.queries';
import { FormDialogActions, libraryDialog, LibraryDialogFrame } from './LibraryDialog';
import { libraryNameError } from './library-name';
import { useCloseWhenDone } from './use-close-when-done';

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
export const RenameDialog = libraryDialog(RenameBody, 'xs');

function RenameBody({ item, onClose, onRenamed }: Omit<RenameDialogProps, 'open'>) {
  const intl = useIntl();
  const { confirmAndRun, done } = useCloseWhenDone(onClose);
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
    const outcome = await confirmAndRun({
      action: () => renomear({ variables: { idItemBiblioteca: item.id, novoNome: nome } }),
      successMessage: intl.formatMessage({ id: 'library.dialogs.rename.done' }, { nome }),
      errorMessage: intl.formatMessage({ id: 'library.dialogs.rename.error' }),
      onError: (error) => applyServerFieldErrors(error, setError, { fields: ['novoNome'], aliases: { nome: 'novoNome' } }),
    });
    if (outcome.status === 'done') onRenamed();
  };

  return (
    <LibraryDialogFrame
      title={intl.formatMessage({ id: 'library.dialogs.rename.title' }, { nome: item.nome })}
      onSubmit={handleSubmit(submit)}
      busy={formState.isSubmitting}
      actions={
        <FormDialogActions
          onCancel={onClose}
          busy={formState.isSubmitting}
          submitDisabled={done}
          submitLabel={intl.formatMessage({ id: 'library.dialogs.rename.submit' })}
        />
      }
    >
      <FormTextField control={control} name="novoNome" label={intl.formatMessage({ id: 'library.dialogs.rename.novoNome' })} required fullWidth autoFocus sx={{ mt: 1 }} />
    </LibraryDialogFrame>
  );
}
