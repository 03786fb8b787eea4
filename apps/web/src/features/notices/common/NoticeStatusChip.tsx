import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditNote from '@mui/icons-material/EditNote';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { StatusComunicado } from '@portal/domain';
import { useIntl } from 'react-intl';

const LOOK = {
  RASCUNHO: { color: 'default', icon: <EditNote aria-hidden /> },
  EM_APROVACAO: { color: 'warning', icon: <HourglassTop aria-hidden /> },
  REJEITADO: { color: 'error', icon: <Block aria-hidden /> },
  AGENDADO: { color: 'info', icon: <Schedule aria-hidden /> },
  ENVIADO: { color: 'success', icon: <CheckCircle aria-hidden /> },
} as const;

/**
 * A notice's status (spec 02 §4), written out with its own icon (never colour alone). The colour is
 * on the border and icon only: MUI's warning and info tones are under 4.5:1 as small text on white.
 */
export function NoticeStatusChip({ status }: { readonly status: StatusComunicado }) {
  const intl = useIntl();
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={intl.formatMessage({ id: `notices.status.${status}` })} sx={{ color: 'text.primary' }} />;
}
