import { useMutation, useQuery } from '@apollo/client';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { useToast } from '../../components/toast/use-toast';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { GRUPO_DEALER, SALVAR_GRUPO_DEALER, type GrupoDealer } from './dealers.queries';
import { GrupoDealersSection } from './GrupoDealersSection';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';

interface GrupoFormValues {
  nome: string;
}

function GrupoForm({ grupo, backTo }: { grupo?: GrupoDealer; backTo: string }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const toast = useToast();
  const run = useConfirmedAction();
  const [salvar] = useMutation(SALVAR_GRUPO_DEALER);
  const { control, handleSubmit, setError } = useForm<GrupoFormValues>({ defaultValues: { nome: grupo?.nome ?? '' } });

  const save = ({ nome }: GrupoFormValues) => {
    const values = { nome: nome.trim() };
    void run({
      message: intl.formatMessage({ id: 'dealers.form.confirmSave' }, values),
      action: () => salvar({ variables: { grupo: { id: grupo?.id ?? null, nome: values.nome } } }),
      successMessage: intl.formatMessage({ id: grupo ? 'dealers.form.updated' : 'dealers.form.created' }, values),
      after: { redirect: backTo },
      onError: (error) => applyServerFieldErrors(error, setError, { fields: ['nome'] }),
    });
  };
  const invalid = () => toast.error(intl.formatMessage({ id: 'form.invalid' }));

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save, invalid)} sx={{ mb: 4 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }, gap: 2, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="nome"
          label={intl.formatMessage({ id: 'dealers.grupos.field.nome' }, labels)}
          required
          rules={{ validate: (v) => (v.trim() ? true : intl.formatMessage({ id: 'form.required' })) }}
        />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, pt: { md: 1 } }}>
          <Button component={RouterLink} to={backTo} variant="outlined">
            <FormattedMessage id="form.cancel" />
          </Button>
          <Button type="submit" variant="contained">
            <FormattedMessage id="form.save" />
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * /grupos/novo and /grupos/{id}: the group's name; when editing, also its dealers and the action
 * that removes a brand from all of them.
 */
export default function GrupoFormPage() {
  const { id } = useParams();
  const labels = usePortalLabels();
  const backTo = useBackToList('/grupos');
  const { data, error, refetch } = useQuery(GRUPO_DEALER, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const grupo = data?.grupoDealer;

  return (
    <>
      <PageTitle>
        <FormattedMessage id={id ? 'route.grupoEditar' : 'route.gruposNovo'} values={labels} />
      </PageTitle>
      {id && !grupo ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          {grupo ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <ActiveStatusChip active={grupo.active} />
              <Button component={RouterLink} to={`/auditoria/${grupo.id}/grupo`} size="small" startIcon={<History />} sx={{ ml: { sm: 'auto' } }}>
                <FormattedMessage id="dealers.form.audit" />
              </Button>
            </Box>
          ) : null}
          <GrupoForm key={grupo?.id ?? 'novo'} grupo={grupo} backTo={backTo} />
          {grupo ? <GrupoDealersSection grupo={grupo} /> : null}
        </>
      )}
    </>
  );
}
