import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { IDIOMAS, normalizeEmail, requiresDocument, type UserType } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { CPF_MASK_LENGTH, formatCpf } from '../cpf-mask';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';

interface IdentitySectionProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  readonly tiposUsuario: readonly UserType[];
  /** The CPF is locked once stored (spec 01 §5). */
  readonly cpfLocked: boolean;
  readonly onEmailBlur: (email: string) => void;
  readonly onCpfBlur: (cpf: string) => void;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Name, e-mail, CPF, user type and language. */
export function IdentitySection({ form, context, tiposUsuario, cpfLocked, onEmailBlur, onCpfBlur }: IdentitySectionProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { control } = form;
  const tipo = form.watch('tipo');
  const cpfRequired = requiresDocument(tipo || null, context.props);
  const label = (id: 'nome' | 'email' | 'cpf' | 'tipo' | 'idioma') => intl.formatMessage({ id: `users.field.${id}` });

  return (
    <Box sx={grid}>
      <FormTextField control={control} name="nome" label={label('nome')} required autoComplete="off" />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={label('email')}
        required
        autoComplete="off"
        onBlurCapture={() => {
          // Spec 01 §5: lowercased on blur, then checked against the other users.
          const email = normalizeEmail(form.getValues('email'));
          form.setValue('email', email);
          onEmailBlur(email);
        }}
      />
      <FormTextField
        control={control}
        name="cpf"
        label={label('cpf')}
        required={cpfRequired}
        disabled={cpfLocked}
        // The hint says why the field is locked: it keeps readable contrast when disabled.
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        format={formatCpf}
        helperText={cpfLocked ? intl.formatMessage({ id: 'users.field.cpf.locked' }) : intl.formatMessage({ id: 'users.field.cpf.hint' })}
        onBlurCapture={() => onCpfBlur(form.getValues('cpf'))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CPF_MASK_LENGTH } }}
      />
      <FormTextField control={control} name="tipo" label={label('tipo')} required select>
        {tiposUsuario.map((t) => (
          <MenuItem key={t} value={t}>
            {intl.formatMessage({ id: `userType.${t}` }, labels)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="idioma" label={label('idioma')} select>
        {IDIOMAS.map((i) => (
          <MenuItem key={i} value={i}>
            {intl.formatMessage({ id: `shell.language.${i}` })}
          </MenuItem>
        ))}
      </FormTextField>
    </Box>
  );
}
