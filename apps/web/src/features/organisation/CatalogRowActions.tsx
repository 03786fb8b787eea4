import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { useIntl } from 'react-intl';
import { RowActions, type RowAction } from '../../components/data-table/RowActions';
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
  const actions: RowAction[] = [
    {
      id: 'open',
      label: intl.formatMessage({ id: canWrite ? 'organisation.action.edit' : 'organisation.action.view' }, { nome }),
      icon: canWrite ? <Edit fontSize="small" /> : <Visibility fontSize="small" />,
      to,
      state,
    },
  ];
  if (onToggleActive && active !== undefined) {
    actions.push({
      id: 'toggle',
      label: intl.formatMessage({ id: active ? 'organisation.action.inactivate' : 'organisation.action.activate' }, { nome }),
      icon: active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />,
      onClick: onToggleActive,
      color: active ? 'error' : 'success',
    });
  }
  return <RowActions actions={actions} />;
}
