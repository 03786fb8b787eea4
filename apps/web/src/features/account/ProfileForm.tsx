import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { IDIOMAS, LANGUAGES, idiomaFromTag, type Idioma } from '@portal/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { PhoneListField } from '../../components/form/PhoneListField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { useToast } from '../../components/toast/use-toast';
import { useLocale } from '../../lib/intl/IntlRoot';
import { logger } from '../../lib/logger/logger';
import type { MinhaContaFieldsFragment as MinhaConta } from '../../generated/graphql';
import { ATUALIZAR_MINHA_CONTA, SHELL_MENU_QUERY, SHELL_USER_QUERY } from './account.queries';

/** The server's limits (account.input.ts NOME_MAX_CHARS, PHONES_MAX), repeated for comfort. */
export const NOME_MAX_CHARS = 200;
export const PHONES_MAX = 10;

export interface ProfileValues {
  nome: string;
  telefones: string[];
  celulares: string[];
  idioma: Idioma;
}

const FIELDS = ['nome', 'telefones', 'celulares', 'idioma'] as const;

function profileSchema(intl: IntlShape) {
  const list = (label: string) =>
    z.array(z.string()).max(PHONES_MAX, intl.formatMessage({ id: 'account.profile.error.listMax' }, { max: PHONES_MAX, label }));
  return z.object({
    nome: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'form.required' }))
      // Counted in characters as the server counts them ([...nome].length), not UTF-16 units.
      .refine((v) => [...v].length <= NOME_MAX_CHARS, intl.formatMessage({ id: 'account.profile.error.nomeMax' }, { max: NOME_MAX_CHARS })),
    telefones: list(intl.formatMessage({ id: 'account.profile.telefones' })),
    celulares: list(intl.formatMessage({ id: 'account.profile.celulares' })),
    idioma: z.enum(IDIOMAS as [Idioma, ...Idioma[]]),
  });
}

export function profileValuesOf(conta: MinhaConta): ProfileValues {
  return { nome: conta.nome, telefones: [...conta.telefones], celulares: [...conta.celulares], idioma: conta.idioma };
}

/**
 * Name, phones, mobiles and language of the own account. Saving goes through the confirmed
 * mutation; the top bar then reads the user again (new name), and a new language switches the
 * interface as the top bar's language picker does: IntlRoot's setLocale, with the user and the
 * menu fetched again in the new language.
 */
export function ProfileForm({ conta }: { conta: MinhaConta }) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const { locale, setLocale } = useLocale();
  const schema = useMemo(() => profileSchema(intl), [intl]);
  const { control, handleSubmit, setError, reset } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: profileValuesOf(conta),
  });
  const [atualizar] = useMutation(ATUALIZAR_MINHA_CONTA);

  const save = (values: ProfileValues) =>
    run({
      action: async () => {
        // Stored language or the one on screen (the picker may have switched it meanwhile).
        const languageChanged = values.idioma !== conta.idioma || values.idioma !== idiomaFromTag(locale);
        const res = await atualizar({
          variables: { dados: values },
          // The top bar shows the name; the menu's titles follow the language.
          refetchQueries: languageChanged ? [SHELL_USER_QUERY, SHELL_MENU_QUERY] : [SHELL_USER_QUERY],
          awaitRefetchQueries: true,
        });
        if (languageChanged) {
          // Stored already: a catalog that cannot load now (offline) is not a failed save.
          await setLocale(LANGUAGES[values.idioma]).catch((err: unknown) => logger.warn('could not switch to the chosen language', err));
        }
        return res.data!.atualizarMinhaConta;
      },
      successMessage: intl.formatMessage({ id: 'account.profile.saved' }),
      onSuccess: (saved) => reset(profileValuesOf(saved)),
      onError: (err) => {
        applyServerFieldErrors(err, setError, { fields: FIELDS });
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
        name="nome"
        label={intl.formatMessage({ id: 'account.profile.nome' })}
        required
        fullWidth
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: NOME_MAX_CHARS } }}
      />
      <PhoneListField control={control} name="telefones" kind="telefone" label={intl.formatMessage({ id: 'account.profile.telefones' })} />
      <PhoneListField control={control} name="celulares" kind="celular" label={intl.formatMessage({ id: 'account.profile.celulares' })} />
      <FormTextField control={control} name="idioma" select fullWidth label={intl.formatMessage({ id: 'account.profile.idioma' })}>
        {IDIOMAS.map((i) => (
          <MenuItem key={i} value={i}>
            {intl.formatMessage({ id: `shell.language.${i}` })}
          </MenuItem>
        ))}
      </FormTextField>
      <Box>
        <Button type="submit" variant="contained">
          {intl.formatMessage({ id: 'form.save' })}
        </Button>
      </Box>
    </Box>
  );
}
