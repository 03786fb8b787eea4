import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { FromListState } from '../../components/record/use-back-to-list';

interface CatalogRowActionsProps {
  /** Whose row (read out in every button's name). */
  readonly nome: string;
  readonly to: string;
  readonly state: FromListState;
  /** Edit, or only view (read-only users). */
  readonly canWrite: boolean;
  /** Present when the row can be activated/inactivated by this user. */
  readonly active?: boolean;
  readonly onToggleActive?: () => void;
}

/** Open (edit or view) and activate/inactivate of one row, as named icon buttons. */
export function CatalogRowActions({ nome, to, state, canWrite, active, onToggleActive }: CatalogRowActionsProps) {
  const intl = useIntl();
  const open = intl.formatMessage({ id: canWrite ? 'organisation.action.edit' : 'organisation.action.view' }, { nome });
  const toggle = intl.formatMessage({ id: active ? 'organisation.action.inactivate' : 'organisation.action.activate' }, { nome });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Tooltip title={open}>
        <IconButton component={RouterLink} to={to} state={state} aria-label={open} size="small">
          {canWrite ? <Edit fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
      {onToggleActive && active !== undefined ? (
        <Tooltip title={toggle}>
          <IconButton onClick={onToggleActive} aria-label={toggle} size="small" color={active ? 'error' : 'success'}>
            {active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
