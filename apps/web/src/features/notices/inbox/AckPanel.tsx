import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/use-toast';
import { serverMessage } from '../../../lib/apollo/errors';
import { logger } from '../../../lib/logger/logger';
import { useFormatInstant } from '../common/use-format-instant';
import { DAR_CIENCIA_COMUNICADO } from './inbox.queries';

interface AckPanelProps {
  readonly idComunicado: string;
  readonly ciente: boolean;
  readonly cienteEm: string | null | undefined;
}

/**
 * "Li e compreendi" for a notice that requires acknowledgement (Simpplr's "must read"): a button
 * until it is given, then when it was recorded. The server records the time (and marks read).
 */
export function AckPanel({ idComunicado, ciente, cienteEm }: AckPanelProps) {
  const intl = useIntl();
  const toast = useToast();
  const when = useFormatInstant();
  const [darCiencia, { loading }] = useMutation(DAR_CIENCIA_COMUNICADO, { refetchQueries: ['CountComunicadosNaoLidos'] });
  if (ciente) {
    return (
      <Alert severity="success" icon={<TaskAlt />} sx={{ mt: 3 }} role="status">
        {intl.formatMessage({ id: 'notices.ack.done' }, { when: when(cienteEm) })}
      </Alert>
    );
  }
  const give = async () => {
    try {
      await darCiencia({ variables: { idComunicado } });
      toast.success(intl.formatMessage({ id: 'notices.ack.recorded' }));
    } catch (error) {
      logger.warn('darCienciaComunicado failed', error);
      toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'notices.ack.error' }));
    }
  };
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, borderColor: 'warning.main' }}>
      <Typography sx={{ flex: '1 1 240px' }}>{intl.formatMessage({ id: 'notices.ack.required' })}</Typography>
      <Button variant="contained" startIcon={<TaskAlt />} onClick={() => void give()} disabled={loading} aria-busy={loading || undefined}>
        {intl.formatMessage({ id: 'notices.ack.button' })}
      </Button>
    </Paper>
  );
}
