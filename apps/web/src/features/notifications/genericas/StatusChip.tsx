import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { StatusNotificacaoGenerica } from './genericas.queries';

const LOOK = {
  AGENDADA: { color: 'info', icon: <Schedule aria-hidden /> },
  ENVIADA: { color: 'success', icon: <CheckCircle aria-hidden /> },
  CANCELADA: { color: 'default', icon: <Block aria-hidden /> },
} as const;

/** Scheduled / sent / cancelled, written out with its own icon (never colour alone). */
export function StatusChip({ status }: { readonly status: StatusNotificacaoGenerica }) {
  const intl = useIntl();
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={intl.formatMessage({ id: `genericNotifications.status.${status}` })} />;
}
