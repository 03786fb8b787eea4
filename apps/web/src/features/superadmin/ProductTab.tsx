import { useMutation, useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATALOG_MAX, catalogFieldProblem } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { EDITAR_PRODUTO, SUPERADMIN_PRODUTOS } from './superadmin.queries';

interface Values {
  baseUriHomolog: string;
}

const URL_RULE = { kind: 'url', required: true, max: CATALOG_MAX.url } as const;

/**
 * Product tab (spec 01 §2, §5 "Product edit"): a product's test-environment address. The rule is
 * the server's (packages/domain catalogFieldProblem: required, absolute http(s), no trailing
 * slash); Save is enabled only when the form is valid and the address changed.
 */
export function ProductTab() {
  const intl = useIntl();
  const run = useConfirmedAction();
  const { data, loading, error } = useQuery(SUPERADMIN_PRODUTOS);
  const [editar] = useMutation(EDITAR_PRODUTO);
  const [produtoId, setProdutoId] = useState('');
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({ mode: 'onChange', defaultValues: { baseUriHomolog: '' } });
  const produtos = data?.produtos ?? [];
  const produto = produtos.find((p) => p.id === produtoId);

  const pick = (id: string) => {
    setProdutoId(id);
    reset({ baseUriHomolog: produtos.find((p) => p.id === id)?.baseUriHomolog ?? '' });
  };

  const validate = (value: string) => {
    const problem = catalogFieldProblem(value, URL_RULE);
    if (!problem) return true;
    if (problem.code === 'required') return intl.formatMessage({ id: 'form.required' });
    if (problem.code === 'maxLength') return intl.formatMessage({ id: 'superadmin.url.longa' }, { max: CATALOG_MAX.url });
    return intl.formatMessage({ id: problem.code === 'urlTrailingSlash' ? 'superadmin.url.barraFinal' : 'superadmin.url.invalida' });
  };

  const save = ({ baseUriHomolog }: Values) => {
    if (!produto) return;
    const endereco = baseUriHomolog.trim();
    void run({
      message: intl.formatMessage({ id: 'superadmin.produto.confirmar' }, { produto: produto.nome, endereco }),
      destructive: true,
      action: () => editar({ variables: { produto: { id: produto.id, baseUriHomolog: endereco } } }),
      successMessage: intl.formatMessage({ id: 'superadmin.produto.sucesso' }),
      errorMessage: intl.formatMessage({ id: 'superadmin.produto.erro' }),
      onSuccess: (result) => reset({ baseUriHomolog: result.data?.editarProduto.baseUriHomolog ?? endereco }),
      onError: (err) => applyServerFieldErrors(err, setError, { fields: ['baseUriHomolog'] }),
    });
  };

  if (error) return <Alert severity="error">{intl.formatMessage({ id: 'superadmin.produto.erroCarregar' })}</Alert>;
  const changed = formState.isDirty;
  // The field's own error, not formState.isValid: isValid, first read once a product is picked,
  // stayed false after a single input event (a pasted address) though the value was valid.
  const invalid = Boolean(formState.errors.baseUriHomolog);
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      <Typography>{intl.formatMessage({ id: 'superadmin.produto.intro' })}</Typography>
      <TextField
        select
        required
        label={intl.formatMessage({ id: 'superadmin.produto.produto' })}
        value={produtoId}
        onChange={(e) => pick(e.target.value)}
        disabled={loading}
        helperText={!loading && produtos.length === 0 ? intl.formatMessage({ id: 'superadmin.produto.nenhum' }) : undefined}
      >
        {produtos.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.nome}
          </MenuItem>
        ))}
      </TextField>
      {produto && (
        <>
          <FormTextField
            control={control}
            name="baseUriHomolog"
            rules={{ validate }}
            required
            type="url"
            label={intl.formatMessage({ id: 'superadmin.produto.baseUriHomolog' })}
            helperText={intl.formatMessage({ id: 'superadmin.produto.baseUriHomolog.help' })}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={!changed || invalid}>
              {intl.formatMessage({ id: 'superadmin.produto.salvar' })}
            </Button>
            {!changed && (
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'superadmin.produto.semAlteracao' })}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
