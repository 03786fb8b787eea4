import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, motivoLength, MOTIVO_MAX_CHARS } from '@portal/domain';
import { absenceFormSchema } from '@portal/domain/schemas';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { useToast } from '../../components/toast/use-toast';
import { SALVAR_AUSENCIA_TEMPORARIA, type AusenciaTemporaria } from './absences.queries';
import { FormActions } from '../../components/record/FormActions';

type FormValues = { dataInicio: string; dataRetorno: string; motivo: string };

const FIELDS = ['dataInicio', 'dataRetorno', 'motivo'] as const;

/** The list query, refetched by name after a change (its page, count and "absent now"). */
const LIST_QUERY = 'AusenciasTemporarias';

/** The domain's absence rules (the server's), with this catalog's messages. */
function absenceSchema(intl: IntlShape, today: string, storedStart: string | null) {
  return absenceFormSchema({ today, storedStart }, (issue) =>
    intl.formatMessage({ id: `absences.error.${issue.code}` }, issue.values),
  );
}

interface AbsenceFormProps {
  readonly usuarioId: string;
  /** The absence being changed; null to add one. The parent remounts the form (key) when it changes. */
  readonly editing: AusenciaTemporaria | null;
  /** The portal's calendar day. */
  readonly today: string;
  readonly onSaved: (saved: AusenciaTemporaria, created: boolean) => void;
  readonly onCancelEdit: () => void;
}

/**
 * Adds or changes one temporary absence. The rules are checked here first (the domain's absence
 * rules, the server's); what only the server knows (an overlapping absence, one that ended
 * meanwhile) comes back as field messages shown under their fields.
 */
export function AbsenceForm({ usuarioId, editing, today, onSaved, onCancelEdit }: AbsenceFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const storedStart = editing?.dataInicio ?? null;
  const schema = useMemo(() => absenceSchema(intl, today, storedStart), [intl, today, storedStart]);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      dataInicio: editing?.dataInicio ?? '',
      dataRetorno: editing?.dataRetorno ?? '',
      motivo: editing?.motivo ?? '',
    },
  });
  const [salvar] = useMutation(SALVAR_AUSENCIA_TEMPORARIA, { refetchQueries: [LIST_QUERY], awaitRefetchQueries: true });
  const dataInicio = useWatch({ control, name: 'dataInicio' });
  const motivo = useWatch({ control, name: 'motivo' });

  const save = (v: FormValues) =>
    run({
      action: async () => {
        const res = await salvar({
          variables: {
            ausencia: {
              ...(editing ? { id: editing.id } : {}),
              usuarioId,
              dataInicio: v.dataInicio,
              dataRetorno: v.dataRetorno,
              motivo: v.motivo.trim(),
            },
          },
        });
        return res.data!.salvarAusenciaTemporaria;
      },
      successMessage: intl.formatMessage({ id: editing ? 'absences.form.updated' : 'absences.form.created' }),
      onSuccess: (saved) => onSaved(saved, !editing),
      onError: (err) => {
        applyServerFieldErrors(err, setError, { fields: FIELDS });
      },
    });

  // The date pickers offer only days the rules accept (typing another still shows the message).
  const minStart = storedStart && storedStart < today ? storedStart : today;
  const minReturn = dataInicio && dataInicio > today ? dataInicio : today;
  const dateProps = (min: string) => ({ inputLabel: { shrink: true }, htmlInput: { min } });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(save, () => toast.error(intl.formatMessage({ id: 'form.invalid' })))}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="dataInicio"
          type="date"
          required
          fullWidth
          // Edit was asked from the list: take the keyboard user to the form.
          autoFocus={Boolean(editing)}
          label={intl.formatMessage({ id: 'absences.field.dataInicio' })}
          slotProps={dateProps(minStart)}
        />
        <FormTextField
          control={control}
          name="dataRetorno"
          type="date"
          required
          fullWidth
          label={intl.formatMessage({ id: 'absences.field.dataRetorno' })}
          slotProps={dateProps(minReturn)}
        />
      </Box>
      <FormTextField
        control={control}
        name="motivo"
        required
        fullWidth
        multiline
        minRows={3}
        label={intl.formatMessage({ id: 'absences.field.motivo' })}
        helperText={intl.formatMessage({ id: 'absences.form.motivoHint' }, { count: motivoLength(motivo ?? ''), min: LIMITS.justificationMinChars, max: MOTIVO_MAX_CHARS })}
        slotProps={{ htmlInput: { maxLength: MOTIVO_MAX_CHARS } }}
      />
      {/* Where every edit page puts its actions: the way out before the way forward, at the end. */}
      <FormActions>
        {editing ? (
          <Button variant="outlined" onClick={onCancelEdit}>
            {intl.formatMessage({ id: 'absences.form.cancelEdit' })}
          </Button>
        ) : null}
        <Button type="submit" variant="contained">
          {intl.formatMessage({ id: editing ? 'absences.form.saveChanges' : 'absences.form.add' })}
        </Button>
      </FormActions>
    </Box>
  );
}
