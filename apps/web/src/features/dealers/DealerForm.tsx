import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormActions } from '../../components/record/FormActions';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormChipListField } from '../../components/form/FormChipListField';
import { FormMultiSelect } from '../../components/form/FormMultiSelect';
import { FormTextField } from '../../components/form/FormTextField';
import { PhoneListField } from '../../components/form/PhoneListField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { useToast } from '../../components/toast/use-toast';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { CNPJ_MASK_LENGTH, formatCnpj } from './cnpj-mask';
import {
  DEALER_FIELD_ALIASES,
  DEALER_FORM_FIELDS,
  dealerFormSchema,
  dealerToForm,
  EMPTY_DEALER,
  formToInput,
  parseCnpjAdicional,
  parseCodigoAdicional,
  type DealerFormValues,
} from './dealer-form';
import { SALVAR_DEALER, type Dealer } from './dealers.queries';
import { FormSection, Wide } from './FormSection';
import { GrupoSelect } from './GrupoSelect';
import { useMarcaOptions } from './use-marca-options';

/** Brazilian postal code mask 00000-000 as typed. */
const formatCep = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};
const formatUf = (v: string) => v.replace(/[^a-z]/gi, '').slice(0, 2).toUpperCase();

interface DealerFormProps {
  /** The dealer being edited; absent for a new one. */
  readonly dealer?: Dealer;
  /** Where to go after saving or cancelling (the list, as the user left it). */
  readonly backTo: string;
}

/**
 * Every dealer field of spec 01 §3, with the §5 rules checked before sending; the server's
 * per-field messages (uniqueness of CNPJ and codes …) land under their fields. Saving follows the
 * confirmed-mutation pattern and returns to the list.
 */
export function DealerForm({ dealer, backTo }: DealerFormProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const toast = useToast();
  const run = useConfirmedAction();
  const [salvar] = useMutation(SALVAR_DEALER);
  const { options: marcas, loading: loadingMarcas } = useMarcaOptions(dealer?.marcas);
  const schema = useMemo(() => dealerFormSchema(intl), [intl]);
  const { control, handleSubmit, getValues, setError } = useForm<DealerFormValues>({
    defaultValues: dealer ? dealerToForm(dealer, (nome) => intl.formatMessage({ id: 'dealers.grupo.inactiveOption' }, { nome })) : EMPTY_DEALER,
    resolver: zodResolver(schema),
  });
  const label = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id }, labels);

  const save = (values: DealerFormValues) => {
    const nome = values.nomeExibicao.trim();
    void run({
      message: intl.formatMessage({ id: 'dealers.form.confirmSave' }, { nome }),
      action: () => salvar({ variables: { dealer: formToInput(values, dealer?.id) } }),
      successMessage: intl.formatMessage({ id: dealer ? 'dealers.form.updated' : 'dealers.form.created' }, { nome }),
      after: { redirect: backTo },
      onError: (error) => applyServerFieldErrors(error, setError, { fields: DEALER_FORM_FIELDS, aliases: DEALER_FIELD_ALIASES }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save, () => toast.error(intl.formatMessage({ id: 'form.invalid' })))}>
      <FormSection title={label('dealers.form.section.identification')}>
        <FormTextField control={control} name="razaoSocial" label={label('dealers.field.razaoSocial')} required />
        <FormTextField control={control} name="nomeExibicao" label={label('dealers.field.nomeExibicao')} required />
        <FormTextField
          control={control}
          name="cnpj"
          label={label('dealers.field.cnpj')}
          required
          format={formatCnpj}
          placeholder="00.000.000/0000-00"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CNPJ_MASK_LENGTH } }}
        />
        <FormChipListField
          control={control}
          name="cnpjsAdicionais"
          label={label('dealers.field.cnpjsAdicionais')}
          parse={(text) => parseCnpjAdicional(intl, text, getValues('cnpj'))}
          format={formatCnpj}
          display={formatCnpj}
          inputMode="numeric"
          maxLength={CNPJ_MASK_LENGTH}
        />
        <FormTextField control={control} name="codigoPrincipal" label={label('dealers.field.codigoPrincipal')} required />
        <FormChipListField
          control={control}
          name="codigosAdicionais"
          label={label('dealers.field.codigosAdicionais')}
          parse={(text) => parseCodigoAdicional(intl, text, getValues('codigoPrincipal'))}
        />
      </FormSection>

      <FormSection title={label('dealers.form.section.address')}>
        <Wide>
          <FormTextField control={control} name="logradouro" label={label('dealers.field.logradouro')} fullWidth autoComplete="street-address" />
        </Wide>
        <FormTextField control={control} name="bairro" label={label('dealers.field.bairro')} />
        <FormTextField control={control} name="cidade" label={label('dealers.field.cidade')} autoComplete="address-level2" />
        <FormTextField control={control} name="uf" label={label('dealers.field.uf')} format={formatUf} autoComplete="address-level1" slotProps={{ htmlInput: { maxLength: 2 } }} />
        <FormTextField
          control={control}
          name="cep"
          label={label('dealers.field.cep')}
          format={formatCep}
          placeholder="00000-000"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
      </FormSection>

      <FormSection title={label('dealers.form.section.contacts')}>
        <PhoneListField control={control} name="telefones" kind="telefone" label={label('dealers.field.telefones')} />
        <PhoneListField control={control} name="celulares" kind="celular" label={label('dealers.field.celulares')} />
      </FormSection>

      <FormSection title={label('dealers.form.section.network')}>
        <FormMultiSelect control={control} name="marcas" label={labels.labelMarcas} options={marcas} loading={loadingMarcas} />
        <Controller
          control={control}
          name="grupo"
          render={({ field, fieldState }) => (
            <GrupoSelect
              label={labels.labelGrupo}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormActions>
        <Button component={RouterLink} to={backTo} variant="outlined">
          <FormattedMessage id="form.cancel" />
        </Button>
        <Button type="submit" variant="contained">
          <FormattedMessage id="form.save" />
        </Button>
      </FormActions>
    </Box>
  );
}
