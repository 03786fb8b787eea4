import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

interface GroupRowActionsProps {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
  /** The signed-in user's favourite mark of this group. */
  readonly favorito: boolean;
  /** The list's query string, handed to the form to come back to the same page. */
  readonly listSearch: string;
  readonly onToggleActive: () => void;
  readonly onToggleFavorite: () => void;
}

/** Favourite, edit, activate/inactivate and audit of one group, as icon buttons named after the group. */
export function GroupRowActions({ id, nome, active, favorito, listSearch, onToggleActive, onToggleFavorite }: GroupRowActionsProps) {
  const intl = useIntl();
  const edit = intl.formatMessage({ id: 'userGroups.action.edit' }, { nome });
  const toggle = intl.formatMessage({ id: active ? 'userGroups.action.inactivate' : 'userGroups.action.activate' }, { nome });
  const audit = intl.formatMessage({ id: 'userGroups.action.audit' }, { nome });
  // A toggle keeps one name; aria-pressed carries the state (WAI-ARIA button pattern).
  const favorite = intl.formatMessage({ id: 'userGroups.action.favorite' }, { nome });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {/* aria-pressed and the filled/outlined star carry the state, not the colour alone. */}
      <Tooltip title={favorite}>
        <IconButton onClick={onToggleFavorite} aria-label={favorite} aria-pressed={favorito} size="small" color={favorito ? 'warning' : 'default'}>
          {favorito ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={edit}>
        <IconButton component={RouterLink} to={`/gruposUsuarios/${id}`} state={{ listSearch }} aria-label={edit} size="small">
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggle}>
        <IconButton onClick={onToggleActive} aria-label={toggle} size="small" color={active ? 'error' : 'success'}>
          {active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={audit}>
        <IconButton component={RouterLink} to={`/auditoria/${id}/grupoUsuarios`} aria-label={audit} size="small">
          <History fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
