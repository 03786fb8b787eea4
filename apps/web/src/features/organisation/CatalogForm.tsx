import { useMutation } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormActions } from '../../components/record/FormActions';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { useToast } from '../../components/toast/use-toast';
import type { CatalogConfig, CatalogRow } from './catalog.types';
import { CatalogField } from './CatalogField';
import { serverFieldsOf, toFormValues, toInput, type CatalogFormValues } from './form-values';

interface CatalogFormProps {
  readonly catalog: CatalogConfig;
  /** The record being edited; absent for a new one. */
  readonly row?: CatalogRow;
  /** Fields only shown, no save (the user may read the list, not write it). */
  readonly readOnly: boolean;
  /** The list as the user left it: where saving and cancelling go. */
  readonly backTo: string;
}

/**
 * The form of one administration list, its fields drawn from the list's description. The rules
 * are checked before sending; saving follows the confirmed-mutation pattern, the server's
 * per-field messages (a name already taken, a reference inactivated meanwhile …) land under
 * their fields, and success returns to the list.
 */
export function CatalogForm({ catalog, row, readOnly, backTo }: CatalogFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const [salvar] = useMutation(catalog.docs.save);
  const { control, handleSubmit, setError } = useForm<CatalogFormValues>({ defaultValues: toFormValues(catalog, row) });
  const server = serverFieldsOf(catalog);

  const save = (values: CatalogFormValues) => {
    const nome = String(values[catalog.nameField] ?? '').trim();
    void run({
      message: intl.formatMessage({ id: 'organisation.form.confirmSave' }, { nome }),
      action: () => salvar({ variables: { input: toInput(catalog, values, row) } }),
      successMessage: intl.formatMessage({ id: row ? 'organisation.form.updated' : 'organisation.form.created' }, { nome }),
      after: { redirect: backTo },
      onError: (error) =>
        applyServerFieldErrors(error, setError, {
          fields: server.fields as FieldPath<CatalogFormValues>[],
          aliases: server.aliases as Record<string, FieldPath<CatalogFormValues>>,
        }),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={readOnly ? (e) => e.preventDefault() : handleSubmit(save, () => toast.error(intl.formatMessage({ id: 'form.invalid' })))}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2, mb: 3 }}>
        {catalog.fields.map((field) => (
          <Box key={field.name} sx={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            <CatalogField field={field} control={control} readOnly={readOnly} editing={row !== undefined} />
          </Box>
        ))}
      </Box>
      <FormActions>
        {readOnly ? (
          <Button component={RouterLink} to={backTo} variant="contained">
            <FormattedMessage id="record.backToList" />
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={backTo} variant="outlined">
              <FormattedMessage id="form.cancel" />
            </Button>
            <Button type="submit" variant="contained">
              <FormattedMessage id="form.save" />
            </Button>
          </>
        )}
      </FormActions>
    </Box>
  );
}
