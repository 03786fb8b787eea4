import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import FactCheck from '@mui/icons-material/FactCheck';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Inbox from '@mui/icons-material/Inbox';
import Sync from '@mui/icons-material/Sync';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { StatusImportacao } from './imports.queries';

const LOOK: Record<StatusImportacao, { color: ChipProps['color']; icon: ReactElement }> = {
  RECEIVED: { color: 'default', icon: <Inbox aria-hidden /> },
  VALIDATING: { color: 'info', icon: <HourglassTop aria-hidden /> },
  VALIDATED: { color: 'primary', icon: <FactCheck aria-hidden /> },
  PROCESSING: { color: 'warning', icon: <Sync aria-hidden /> },
  DONE: { color: 'success', icon: <CheckCircle aria-hidden /> },
  ERROR: { color: 'error', icon: <ErrorOutline aria-hidden /> },
  CANCELLED: { color: 'default', icon: <Block aria-hidden /> },
};

/**
 * The coloured status label of an import (spec 01 §2). The colour is on the border and the icon;
 * the word is in the text colour, so the light tones (info, warning) keep their contrast, and the
 * state never rests on colour alone.
 */
export function ImportStatusChip({ status }: { readonly status: StatusImportacao }) {
  const intl = useIntl();
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={intl.formatMessage({ id: `imports.status.${status}` })}
      sx={{ color: 'text.primary' }}
    />
  );
}
