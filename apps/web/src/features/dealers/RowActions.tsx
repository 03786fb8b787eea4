import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import { useIntl } from 'react-intl';
import { RowActions as Actions } from '../../components/data-table/RowActions';

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

/** Edit, activate/inactivate and audit of one dealer or dealer group, as named icon buttons. */
export function RowActions({ nome, editTo, editState, auditTo, active, onToggleActive }: RowActionsProps) {
  const intl = useIntl();
  return (
    <Actions
      actions={[
        { id: 'edit', label: intl.formatMessage({ id: 'dealers.action.edit' }, { nome }), icon: <Edit fontSize="small" />, to: editTo, state: editState },
        {
          id: 'toggle',
          label: intl.formatMessage({ id: active ? 'dealers.action.inactivate' : 'dealers.action.activate' }, { nome }),
          icon: active ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />,
          onClick: onToggleActive,
          color: active ? 'error' : 'success',
        },
        { id: 'audit', label: intl.formatMessage({ id: 'dealers.action.audit' }, { nome }), icon: <History fontSize="small" />, to: auditTo },
      ]}
    />
  );
}
