import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

interface RowActionsProps {
  /** Whose row (read out in every button's name). */
  readonly nome: string;
  readonly editTo: string;
  /** State handed to the edit screen (the list's query string, to come back to it). */
  readonly editState?: unknown;
  readonly auditTo: string;
  readonly active: boolean;
  readonly onToggleActive: () => void;
}

/** Edit, activate/inactivate and audit of one row, as named icon buttons. */
export function RowActions({ nome, editTo, editState, auditTo, active, onToggleActive }: RowActionsProps) {
  const intl = useIntl();
  const edit = intl.formatMessage({ id: 'dealers.action.edit' }, { nome });
  const toggle = intl.formatMessage({ id: active ? 'dealers.action.inactivate' : 'dealers.action.activate' }, { nome });
  const audit = intl.formatMessage({ id: 'dealers.action.audit' }, { nome });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Tooltip title={edit}>
        <IconButton component={RouterLink} to={editTo} state={editState} aria-label={edit} size="small">
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggle}>
        <IconButton onClick={onToggleActive} aria-label={toggle} size="small" color={active ? 'error' : 'success'}>
          {active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={audit}>
        <IconButton component={RouterLink} to={auditTo} aria-label={audit} size="small">
          <History fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
