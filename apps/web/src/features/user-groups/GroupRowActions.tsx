import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useIntl } from 'react-intl';
import { RowActions } from '../../components/data-table/RowActions';

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
  return (
    <RowActions
      actions={[
        // A toggle keeps one name; aria-pressed and the filled/outlined star carry the state (WAI-ARIA button pattern), not the colour alone.
        {
          id: 'favorite',
          label: intl.formatMessage({ id: 'userGroups.action.favorite' }, { nome }),
          icon: favorito ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />,
          onClick: onToggleFavorite,
          pressed: favorito,
          color: favorito ? 'warning' : 'default',
        },
        { id: 'edit', label: intl.formatMessage({ id: 'userGroups.action.edit' }, { nome }), icon: <Edit fontSize="small" />, to: `/gruposUsuarios/${id}`, state: { listSearch } },
        {
          id: 'toggle',
          label: intl.formatMessage({ id: active ? 'userGroups.action.inactivate' : 'userGroups.action.activate' }, { nome }),
          icon: active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />,
          onClick: onToggleActive,
          color: active ? 'error' : 'success',
        },
        { id: 'audit', label: intl.formatMessage({ id: 'userGroups.action.audit' }, { nome }), icon: <History fontSize="small" />, to: `/auditoria/${id}/grupoUsuarios` },
      ]}
    />
  );
}
