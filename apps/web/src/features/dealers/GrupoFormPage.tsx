import { useMutation, useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { dealerGroupFormSchema } from '@portal/domain/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { FormActions } from '../../components/record/FormActions';
import { RecordHeader } from '../../components/record/RecordHeader';
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
  // The domain's rule (the API's): its one code, `required`, is the common message.
  const resolver = useMemo(() => zodResolver(dealerGroupFormSchema<GrupoFormValues>(() => intl.formatMessage({ id: 'form.required' }))), [intl]);
  const { control, handleSubmit, setError } = useForm<GrupoFormValues>({ defaultValues: { nome: grupo?.nome ?? '' }, resolver });

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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="nome"
          label={intl.formatMessage({ id: 'dealers.grupos.field.nome' }, labels)}
          required
        />
      </Box>
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
      <RecordHeader
        title={<FormattedMessage id={id ? 'route.grupoEditar' : 'route.gruposNovo'} values={labels} />}
        record={grupo ? { nome: grupo.nome, active: grupo.active } : null}
        audit={grupo ? { tipo: 'grupo', id: grupo.id } : null}
      />
      {id && !grupo ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          <GrupoForm key={grupo?.id ?? 'novo'} grupo={grupo} backTo={backTo} />
          {grupo ? <GrupoDealersSection grupo={grupo} /> : null}
        </>
      )}
    </>
  );
}
