import { useMutation } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ALL_FEATURE_KEYS, ALL_USER_TYPES, RELATORIOS_INTERNOS, REPORT_LIMITS } from '@portal/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormMultiSelect } from '../../components/form/FormMultiSelect';
import { FormSection } from '../../components/form/FormSection';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { FormActions } from '../../components/record/FormActions';
import { useToast } from '../../components/toast/use-toast';
import { relatorioInput, reportResolver, SERVER_FIELDS, valuesOf, type ReportValues } from './form-values';
import { SALVAR_RELATORIO, type Relatorio } from './reports.queries';

const trio = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/**
 * A report definition's form (the technical provider's): address, the title in each language, the
 * source (an external https dashboard or a built-in report) and who may open it (features and user
 * types; none = everyone), with the domain's rules while typing and the server's per-field
 * messages after a save.
 */
export function ReportForm({ record, backTo }: { readonly record?: Relatorio | null; readonly backTo: string }) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  type Id = NonNullable<Parameters<typeof intl.formatMessage>[0]['id']>;
  const m = (id: Id, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const resolver = useMemo(() => reportResolver((code, values) => intl.formatMessage({ id: `reports.error.${code}` }, values)), [intl]);
  const { control, handleSubmit, setError } = useForm<ReportValues>({ resolver, defaultValues: valuesOf(record) });
  const tipo = useWatch({ control, name: 'tipo' });
  const [salvar] = useMutation(SALVAR_RELATORIO, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'relatorios' });
      cache.gc();
    },
  });
  const featureOptions = useMemo(() => ALL_FEATURE_KEYS.map((k) => ({ id: k, label: k })), []);
  const typeOptions = useMemo(() => ALL_USER_TYPES.map((k) => ({ id: k, label: k })), []);

  const save = (v: ReportValues) =>
    run({
      message: m('reports.confirmSave', { titulo: v.tituloPt.trim() }),
      action: async () => (await salvar({ variables: { relatorio: relatorioInput(record?.id, v) } })).data!.salvarRelatorio.titulo,
      successMessage: (titulo) => m('reports.saved', { titulo }),
      after: { redirect: backTo },
      onError: (err) => void applyServerFieldErrors(err, setError, { fields: SERVER_FIELDS }),
    });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save, () => toast.error(m('form.invalid')))} sx={{ display: 'grid', gap: 4, maxWidth: 1100 }}>
      <FormSection title={m('reports.section.identificacao')}>
        <FormTextField
          control={control}
          name="slug"
          required
          fullWidth
          label={m('reports.field.slug')}
          helperText={m('reports.field.slugHint')}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.slugMax, autoCapitalize: 'none', spellCheck: 'false' } }}
        />
        <Box sx={trio}>
          <FormTextField control={control} name="tituloPt" required fullWidth label={m('reports.field.tituloPt')} slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.tituloMax, lang: 'pt-BR' } }} />
          <FormTextField control={control} name="tituloEs" required fullWidth label={m('reports.field.tituloEs')} slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.tituloMax, lang: 'es' } }} />
          <FormTextField control={control} name="tituloEn" required fullWidth label={m('reports.field.tituloEn')} slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.tituloMax, lang: 'en' } }} />
        </Box>
      </FormSection>
      <FormSection title={m('reports.section.fonte')}>
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="report-tipo-label">{m('reports.field.tipo')}</FormLabel>
              <RadioGroup row aria-labelledby="report-tipo-label" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                <FormControlLabel value="EXTERNO" control={<Radio />} label={m('reports.tipo.EXTERNO')} />
                <FormControlLabel value="INTERNO" control={<Radio />} label={m('reports.tipo.INTERNO')} />
              </RadioGroup>
            </FormControl>
          )}
        />
        {tipo === 'EXTERNO' ? (
          <FormTextField
            control={control}
            name="url"
            type="url"
            required
            fullWidth
            label={m('reports.field.url')}
            helperText={m('reports.field.urlHint')}
            slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.urlMax } }}
          />
        ) : (
          <FormTextField control={control} name="relatorioInterno" select required fullWidth label={m('reports.field.relatorioInterno')}>
            {RELATORIOS_INTERNOS.map((id) => (
              <MenuItem key={id} value={id}>
                {m(`reports.interno.${id}`)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </FormSection>
      <FormSection title={m('reports.section.acesso')}>
        <Typography variant="body2" color="text.secondary">
          {m('reports.field.acessoHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <FormMultiSelect control={control} name="funcionalidades" label={m('reports.field.funcionalidades')} options={featureOptions} />
          <FormMultiSelect control={control} name="tiposUsuario" label={m('reports.field.tiposUsuario')} options={typeOptions} />
        </Box>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormTextField control={control} name="ordem" type="number" label={m('reports.field.ordem')} sx={{ width: 180 }} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} name={field.name} />} label={m('reports.field.active')} />
            )}
          />
        </Box>
      </FormSection>
      <FormActions>
        <Button variant="outlined" component={RouterLink} to={backTo}>
          {m('form.cancel')}
        </Button>
        <Button type="submit" variant="contained">
          {m('form.save')}
        </Button>
      </FormActions>
    </Box>
  );
}
