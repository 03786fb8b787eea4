import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { managementInfoMandatory, normalizeEmail } from '@portal/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';

interface ManagementSectionProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  readonly desligamentos: readonly { readonly id: string; readonly motivo: string }[];
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;
const dateSlot = { inputLabel: { shrink: true } } as const;

/**
 * Management information (spec 01 §3 "User info") for the types of tiposUsuarioInformarGestao:
 * admission date and superior's e-mail are required once every dealer has its position; a
 * dismissal date and its reason go together and the dismissal is not before the admission.
 */
export function ManagementSection({ form, context, desligamentos }: ManagementSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const { control } = form;
  const [tipo, cargos, idsDealers, desligamentoId, dataDesligamento] = form.watch(['tipo', 'cargos', 'idsDealers', 'desligamentoId', 'dataDesligamento']);
  const mandatory = managementInfoMandatory(tipo || null, context.props, { cargos: cargos.length, dealers: idsDealers.length });
  const label = (id: 'dataAdmissao' | 'emailSuperior' | 'desligamentoId' | 'dataDesligamento') => intl.formatMessage({ id: `users.field.${id}` });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'users.management.title' })}
      </Typography>
      <Box sx={grid}>
        <FormTextField control={control} name="dataAdmissao" type="date" label={label('dataAdmissao')} required={mandatory} slotProps={dateSlot} />
        <FormTextField
          control={control}
          name="emailSuperior"
          type="email"
          label={label('emailSuperior')}
          required={mandatory}
          onBlurCapture={() => form.setValue('emailSuperior', normalizeEmail(form.getValues('emailSuperior')))}
        />
        <FormTextField
          control={control}
          name="desligamentoId"
          label={label('desligamentoId')}
          select
          required={Boolean(dataDesligamento)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'users.management.noDismissal' })}</MenuItem>
          {desligamentos.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.motivo}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="dataDesligamento"
          type="date"
          label={label('dataDesligamento')}
          required={Boolean(desligamentoId)}
          slotProps={dateSlot}
        />
      </Box>
    </Box>
  );
}
