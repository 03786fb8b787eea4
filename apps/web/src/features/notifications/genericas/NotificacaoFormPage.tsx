import { useMutation, useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { RecordHeader } from '../../../components/record/RecordHeader';
import { RecordLoadState } from '../../../components/record/RecordLoadState';
import { useBackToList } from '../../../components/record/use-back-to-list';
import { CANCELAR_GENERICA, NOTIFICACAO_GENERICA, type NotificacaoGenerica } from './genericas.queries';
import { NotificacaoForm } from './NotificacaoForm';
import { LIST_PATH } from './paths';
import { StatusChip } from './StatusChip';
import { useFormatInstant } from './use-format-instant';

/** Status, schedule and delivery of a saved generic notification, above its form. */
function Situacao({ n }: { readonly n: NotificacaoGenerica }) {
  const intl = useIntl();
  const when = useFormatInstant();
  const line = (id: Parameters<typeof intl.formatMessage>[0]['id'], value: string) => (
    <Typography variant="body2">
      {intl.formatMessage({ id })}: <strong>{value}</strong>
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1, mb: 3 }}>
      <StatusChip status={n.status} />
      {n.agendadaPara ? line('genericNotifications.col.agendadaPara', when(n.agendadaPara)) : null}
      {n.enviadaEm ? line('genericNotifications.col.enviadaEm', when(n.enviadaEm)) : null}
      {n.entregues != null ? line('genericNotifications.col.entregues', intl.formatNumber(n.entregues)) : null}
      {n.lidas != null ? line('genericNotifications.col.lidas', intl.formatNumber(n.lidas)) : null}
      {line('genericNotifications.col.criador', n.criador)}
    </Box>
  );
}

/**
 * A generic notification's page: new, a scheduled one (editable, may be cancelled), or a sent or
 * cancelled one (read-only: what was sent cannot change).
 */
export function NotificacaoFormPage({ id }: { readonly id?: string }) {
  const intl = useIntl();
  const run = useConfirmedAction();
  const backTo = useBackToList(LIST_PATH);
  const { data, error, refetch } = useQuery(NOTIFICACAO_GENERICA, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const [cancelar] = useMutation(CANCELAR_GENERICA, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'notificacoesGenericas' });
      cache.gc();
    },
  });
  const n = data?.notificacaoGenerica;
  const readOnly = Boolean(n && n.status !== 'AGENDADA');
  const cancel = (x: NotificacaoGenerica) =>
    void run({
      message: intl.formatMessage({ id: 'genericNotifications.confirmCancel' }, { titulo: x.titulo }),
      destructive: true,
      confirmLabel: intl.formatMessage({ id: 'genericNotifications.action.cancelNotification' }),
      cancelLabel: intl.formatMessage({ id: 'genericNotifications.action.keep' }),
      action: async () => (await cancelar({ variables: { id: x.id } })).data!.cancelarNotificacaoGenerica,
      successMessage: intl.formatMessage({ id: 'genericNotifications.cancelled' }, { titulo: x.titulo }),
      onSuccess: () => void refetch(),
    });
  return (
    <>
      <RecordHeader
        title={<FormattedMessage id={id ? 'route.notificacaoGenericaEditar' : 'route.notificacaoGenericaNova'} />}
        record={n ? { nome: n.titulo } : null}
        audit={n ? { tipo: 'notificacaoGenerica', id: n.id } : null}
      />
      {id && !n ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          {n ? <Situacao n={n} /> : null}
          <NotificacaoForm
            // A cancel turns the form read-only: a fresh form, not the edited one.
            key={n ? `${n.id}-${n.status}` : 'nova'}
            notificacao={n}
            backTo={backTo}
            readOnly={readOnly}
            extraActions={
              n?.status === 'AGENDADA' ? (
                <Button variant="outlined" color="error" onClick={() => cancel(n)}>
                  {intl.formatMessage({ id: 'genericNotifications.action.cancelNotification' })}
                </Button>
              ) : null
            }
          />
        </>
      )}
    </>
  );
}
