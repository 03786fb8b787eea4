import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { useFormatInstant } from '../common/use-format-instant';
import { LEMBRAR_PENDENTES_COMUNICADO, type Painel } from './dashboard.queries';
import { useIsFuture } from './use-now-until';

/**
 * "Remind the pending" (issue #14: notifies only the pending people, at most once a day per
 * notice). Asks first (Cancel focused: a notification to thousands of people cannot be taken
 * back), then says how many were reminded. While it may not be used the button is disabled and
 * the reason is written beside it: not sent yet, nobody pending, or already reminded today with
 * the time the next one may go (the user's clock). The server decides again (CONFLICT's message
 * is shown as it comes).
 */
export function ReminderButton({ painel, onDone }: { readonly painel: Painel; readonly onDone: () => void }) {
  const intl = useIntl();
  const when = useFormatInstant();
  const run = useConfirmedAction();
  const reasonId = useId();
  const [lembrar] = useMutation(LEMBRAR_PENDENTES_COMUNICADO);
  const ack = painel.comunicado.requerCiencia;
  // Acknowledging also marks read, so the not-acknowledged include the not-read.
  const pendentes = ack ? painel.pendentesCiencia.total : painel.pendentesLeitura.total;
  const waiting = useIsFuture(painel.proximoLembretePermitido);
  const reason =
    painel.comunicado.status.id !== 'ENVIADO'
      ? intl.formatMessage({ id: 'noticesDashboard.reminder.notSent' })
      : waiting
        ? intl.formatMessage({ id: 'noticesDashboard.reminder.wait' }, { when: when(painel.proximoLembretePermitido) })
        : pendentes === 0
          ? intl.formatMessage({ id: 'noticesDashboard.reminder.nobody' })
          : null;

  const remind = () =>
    void run({
      title: intl.formatMessage({ id: 'noticesDashboard.reminder.confirmTitle' }),
      message: intl.formatMessage({ id: ack ? 'noticesDashboard.reminder.confirmMessageAck' : 'noticesDashboard.reminder.confirmMessage' }, { count: pendentes }),
      confirmLabel: intl.formatMessage({ id: 'noticesDashboard.reminder.confirmAction' }),
      destructive: true,
      action: async () => (await lembrar({ variables: { id: painel.comunicado.id } })).data?.lembrarPendentesComunicado ?? 0,
      successMessage: (count) => (count > 0 ? intl.formatMessage({ id: 'noticesDashboard.reminder.done' }, { count }) : intl.formatMessage({ id: 'noticesDashboard.reminder.doneNone' })),
      errorMessage: intl.formatMessage({ id: 'noticesDashboard.reminder.error' }),
      // Either way the dashboard is asked again: it now says when the next reminder may go.
      onSuccess: onDone,
      onError: onDone,
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<NotificationsActive />} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={remind}>
        {intl.formatMessage({ id: 'noticesDashboard.reminder.button' })}
      </Button>
      {reason ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}
