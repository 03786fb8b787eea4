import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/use-toast';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import type { PositionRow, UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';
import { AddPositionDialog, type PositionCatalogs } from './AddPositionDialog';

interface PositionsSectionProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  readonly catalogs: PositionCatalogs;
  readonly dealerLabel: (dealerId: string) => string;
}

type RowErrors = Partial<Record<keyof PositionRow, FieldError>> | undefined;

/**
 * The positions of a user (spec 01 §5 "Adding a position"), for the types that give them: one
 * at least per selected dealer. Added through the dialog (its checks, then the API's
 * podeAdicionarCargo), removed one by one; the list keeps the order of addition, which the
 * start-date rule reads.
 */
export function PositionsSection({ form, context, catalogs, dealerLabel }: PositionsSectionProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const toast = useToast();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cargos' });
  const idsDealers = form.watch('idsDealers');
  // The list's own message (one position per dealer) sits on the field or, for a field array
  // judged by a resolver, on its `root`; the rows' messages under their index.
  const listError = form.formState.errors.cargos as unknown as (Record<string, RowErrors> & { message?: string; root?: FieldError }) | undefined;
  const listMessage = listError?.root?.message ?? (typeof listError?.message === 'string' ? listError.message : undefined);
  const rowErrors = (i: number): RowErrors => listError?.[i];

  const removeAt = (key: string) => {
    const index = fields.findIndex((f) => f.id === key);
    if (index < 0) {
      // The row is gone already (a double click, a cascade meanwhile).
      toast.error(intl.formatMessage({ id: 'users.position.removeUnknown' }));
      return;
    }
    remove(index);
  };

  const formatDate = (iso: string | null) => (iso ? intl.formatDate(`${iso}T12:00:00`, { dateStyle: 'short' }) : '—');

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {intl.formatMessage({ id: 'users.position.title' })}
        </Typography>
        <Button startIcon={<Add />} variant="outlined" onClick={() => setAdding(true)} disabled={idsDealers.length === 0}>
          {intl.formatMessage({ id: 'users.position.add' })}
        </Button>
      </Box>
      {idsDealers.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'users.position.needDealers' }, labels)}
        </Typography>
      ) : null}
      {fields.length ? (
        <List aria-labelledby={headingId}>
          {fields.map((row, i) => {
            const errors = rowErrors(i);
            const messages = errors ? Object.values(errors).map((e) => e?.message).filter(Boolean) : [];
            return (
              <ListItem
                key={row.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage({ id: 'users.position.remove' }, { cargo: row.cargoNome, dealer: dealerLabel(row.dealerId ?? '') })}
                    onClick={() => removeAt(row.id)}
                  >
                    <Delete />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${row.cargoNome} — ${dealerLabel(row.dealerId ?? '')}`}
                  secondary={
                    <>
                      {intl.formatMessage(
                        { id: 'users.position.summary' },
                        { data: formatDate(row.dataInicio), departamento: row.departamentoNome ?? '—' },
                      )}
                      {messages.length ? (
                        <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                          {messages.join(' ')}
                        </Box>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {listMessage ? (
        <FormHelperText error role="alert">
          {listMessage}
        </FormHelperText>
      ) : null}
      {adding ? (
        <AddPositionDialog
          context={context}
          catalogs={catalogs}
          existing={form.getValues('cargos')}
          idsDealers={idsDealers}
          dealerLabel={dealerLabel}
          onAdd={(row) => {
            append(row);
            setAdding(false);
            // Once the user has tried to go on, the list's message follows the changes.
            if (form.formState.isSubmitted) void form.trigger('cargos');
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Box>
  );
}
