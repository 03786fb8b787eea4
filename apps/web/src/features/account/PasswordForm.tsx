import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, passwordLengthProblem } from '@portal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { useToast } from '../../components/toast/use-toast';
import { ALTERAR_MINHA_SENHA } from './account.queries';

interface PasswordValues {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

const EMPTY: PasswordValues = { senhaAtual: '', novaSenha: '', confirmacao: '' };

function passwordSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'form.required' });
  const length = intl.formatMessage({ id: 'account.password.error.length' }, { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS });
  return z
    .object({
      senhaAtual: z.string().min(1, required),
      // The length rule of packages/domain, for comfort: the server applies it again and also
      // refuses common and breached passwords (its message appears under the field).
      novaSenha: z.string().refine((v) => !passwordLengthProblem(v), length),
      confirmacao: z.string().min(1, required),
    })
    .superRefine((v, ctx) => {
      if (v.novaSenha && v.novaSenha === v.senhaAtual) {
        ctx.addIssue({ code: 'custom', path: ['novaSenha'], message: intl.formatMessage({ id: 'account.password.error.same' }) });
      }
      if (v.confirmacao && v.confirmacao !== v.novaSenha) {
        ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: intl.formatMessage({ id: 'account.password.error.mismatch' }) });
      }
    });
}

/**
 * Password change of the embedded sign-in (shown only when minhaConta.podeAlterarSenha): the
 * current password, the new one and its confirmation. The server checks the current one and
 * ends the user's other sessions; this one stays signed in.
 */
export function PasswordForm() {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const schema = useMemo(() => passwordSchema(intl), [intl]);
  const { control, handleSubmit, setError, reset } = useForm<PasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [alterar] = useMutation(ALTERAR_MINHA_SENHA);

  const save = (values: PasswordValues) =>
    run({
      action: () => alterar({ variables: { senhaAtual: values.senhaAtual, novaSenha: values.novaSenha } }),
      successMessage: intl.formatMessage({ id: 'account.password.saved' }),
      // Passwords never stay on screen after a change.
      onSuccess: () => reset(EMPTY),
      onError: (err) => {
        applyServerFieldErrors(err, setError, { fields: ['senhaAtual', 'novaSenha'] });
      },
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(save, () => toast.error(intl.formatMessage({ id: 'form.invalid' })))}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormTextField
        control={control}
        name="senhaAtual"
        type="password"
        required
        fullWidth
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'account.password.current' })}
      />
      <FormTextField
        control={control}
        name="novaSenha"
        type="password"
        required
        fullWidth
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.new' })}
        helperText={intl.formatMessage({ id: 'account.password.hint' }, { min: PASSWORD_MIN_CHARS })}
      />
      <FormTextField
        control={control}
        name="confirmacao"
        type="password"
        required
        fullWidth
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.confirm' })}
      />
      <Box>
        <Button type="submit" variant="contained">
          {intl.formatMessage({ id: 'account.password.submit' })}
        </Button>
      </Box>
    </Box>
  );
}
