import { useMutation } from '@apollo/client';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormActions } from '../../components/record/FormActions';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormMultiSelect } from '../../components/form/FormMultiSelect';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { CriterionSection } from './CriterionSection';
import { EMPTY_GROUP, type GroupFormValues } from './group-form';
import { ManualUsersField } from './ManualUsersField';
import { ProfileFields } from './ProfileFields';
import { RecipientsPreviewDialog } from './RecipientsPreviewDialog';
import { useGroupForm, inputOf } from './use-group-form';
import { useGroupOptions } from './use-group-options';
import { GROUP_LIST_FIELDS, SALVAR_GRUPO_USUARIOS, type GrupoUsuarios } from './user-groups.queries';

export interface UserGroupFormProps {
  /** The group being edited; absent for a new one. */
  readonly grupo?: GrupoUsuarios;
  /** Where cancel goes and, without onSaved, where a save returns (the groups list). */
  readonly backTo: string;
  /** Modal mode (library folder permissions): the saved group goes to the caller, no navigation. */
  readonly onSaved?: (grupo: GrupoUsuarios) => void;
  readonly onCancel?: () => void;
}

const SERVER_FIELDS: (keyof GroupFormValues)[] = ['nome', 'publico', 'marcas', 'tiposUsuarios', 'todosDealers', 'dealers', 'tiposAcesso', 'cargos', 'setores', 'grupos', 'usuariosManuais'];

/** The user-group form of spec 02 §2: name, visibility, preview and the five criteria. */
export function UserGroupForm({ grupo, backTo, onSaved, onCancel }: UserGroupFormProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const run = useConfirmedAction();
  const visibilidadeId = useId();
  const { form, checkName, hasCriterion, canPreview, values } = useGroupForm(grupo);
  const { control, handleSubmit, setError, reset, formState } = form;
  const options = useGroupOptions(values.marcas ?? []);
  const [previewing, setPreviewing] = useState(false);
  const [salvar] = useMutation(SALVAR_GRUPO_USUARIOS, {
    // Every list of groups (this screen's, the selectors of other areas) asks the server again.
    update: (cache) => {
      for (const fieldName of GROUP_LIST_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  const id = grupo?.id ?? null;
  const stored = useMemo(
    () => ({
      dealers: (grupo?.dealers ?? []).map((d) => ({ id: d.id, label: d.nomeExibicao })),
      tiposAcesso: (grupo?.tiposAcesso ?? []).map((t) => ({
        id: t.id,
        label: intl.formatMessage({ id: 'userGroups.tipoAcesso.option' }, { produto: t.produto.description, nome: t.nome }),
      })),
    }),
    [grupo, intl],
  );
  const withStoredItems = (opts: readonly { id: string; label: string }[], items: readonly { id: string; nome: string }[]) => [
    ...opts,
    ...items.filter((i) => !opts.some((o) => o.id === i.id)).map((i) => ({ id: i.id, label: i.nome })),
  ];

  const save = async (v: GroupFormValues) => {
    await checkName(v.nome);
    const nome = v.nome.trim();
    const outcome = await run({
      message: intl.formatMessage({ id: 'userGroups.form.confirmSave' }, { nome }),
      action: async () => (await salvar({ variables: { grupoUsuarios: inputOf(v, id) } })).data!.salvarGrupoUsuarios,
      successMessage: (g) => intl.formatMessage({ id: 'userGroups.form.saved' }, { nome: g.nome }),
      errorMessage: intl.formatMessage({ id: 'userGroups.form.saveError' }),
      onSuccess: (g) => {
        reset(onSaved ? EMPTY_GROUP : v);
        onSaved?.(g);
      },
      after: onSaved ? undefined : { redirect: backTo },
      onError: (error) => applyServerFieldErrors(error, setError, { fields: SERVER_FIELDS }),
    });
    return outcome;
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(async (v) => void (await save(v)))} sx={{ mb: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormTextField control={control} name="nome" label={intl.formatMessage({ id: 'userGroups.field.nome' })} required data-tour="grupo-nome" />
      {id ? (
        // Fixed once saved: said as text, not drawn as a disabled radio group (its grey label
        // fails contrast, and a control that can never be used is no control).
        <Typography>
          {intl.formatMessage(
            { id: 'userGroups.field.visibilidadeFixa' },
            { tipo: intl.formatMessage({ id: values.publico ? 'userGroups.tipo.publico' : 'userGroups.tipo.privado' }) },
          )}
        </Typography>
      ) : options.mayCreatePublic ? (
        <Controller
          control={control}
          name="publico"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={visibilidadeId}>{intl.formatMessage({ id: 'userGroups.field.visibilidade' })}</FormLabel>
              <RadioGroup row aria-labelledby={visibilidadeId} name={field.name} value={field.value ? 'publico' : 'privado'} onChange={(e) => field.onChange(e.target.value === 'publico')}>
                <FormControlLabel value="privado" control={<Radio />} label={intl.formatMessage({ id: 'userGroups.tipo.privado' })} />
                <FormControlLabel value="publico" control={<Radio />} label={intl.formatMessage({ id: 'userGroups.tipo.publico' })} />
              </RadioGroup>
              <FormHelperText>{intl.formatMessage({ id: 'userGroups.field.publicoHint' })}</FormHelperText>
            </FormControl>
          )}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }} data-tour="grupo-criterios">
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="userGroups.section.criteria" />
        </Typography>
        <Button variant="outlined" startIcon={<Visibility />} disabled={!canPreview} onClick={() => setPreviewing(true)} data-tour="grupo-visualizar">
          <FormattedMessage id="userGroups.preview.open" />
        </Button>
      </Box>
      <CriterionSection control={control} name="possuiPerfil" title={intl.formatMessage({ id: 'userGroups.section.perfil' })}>
        <ProfileFields control={control} options={options} stored={stored} />
      </CriterionSection>
      {options.cargos.length > 0 || values.possuiCargos ? (
        <CriterionSection control={control} name="possuiCargos" title={intl.formatMessage({ id: 'userGroups.section.cargos' })}>
          <FormMultiSelect control={control} name="cargos" label={intl.formatMessage({ id: 'userGroups.field.cargos' })} options={withStoredItems(options.cargos, grupo?.cargos ?? [])} />
        </CriterionSection>
      ) : null}
      {options.setores.length > 0 || values.possuiSetores ? (
        <CriterionSection control={control} name="possuiSetores" title={intl.formatMessage({ id: 'userGroups.section.setores' })}>
          <FormMultiSelect control={control} name="setores" label={intl.formatMessage({ id: 'userGroups.field.setores' })} options={withStoredItems(options.setores, grupo?.setores ?? [])} />
        </CriterionSection>
      ) : null}
      <CriterionSection control={control} name="possuiGrupos" title={intl.formatMessage({ id: 'userGroups.section.grupos' }, labels)}>
        <FormMultiSelect control={control} name="grupos" label={labels.labelGrupos} options={withStoredItems(options.grupos, grupo?.grupos ?? [])} />
      </CriterionSection>
      <CriterionSection control={control} name="possuiUsuariosManuais" title={intl.formatMessage({ id: 'userGroups.section.usuariosManuais' })}>
        <ManualUsersField control={control} />
      </CriterionSection>
      {hasCriterion ? null : (
        <Alert severity="info">
          <FormattedMessage id="userGroups.form.noCriterion" />
        </Alert>
      )}
      <FormActions>
        {onCancel ? (
          <Button variant="outlined" onClick={onCancel}>
            <FormattedMessage id="form.cancel" />
          </Button>
        ) : (
          <Button component={RouterLink} to={backTo} variant="outlined">
            <FormattedMessage id="form.cancel" />
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={!hasCriterion || formState.isSubmitting} data-tour="grupo-salvar">
          <FormattedMessage id="form.save" />
        </Button>
      </FormActions>
      {previewing ? <RecipientsPreviewDialog grupo={inputOf(values, id)} onClose={() => setPreviewing(false)} /> : null}
    </Box>
  );
}
