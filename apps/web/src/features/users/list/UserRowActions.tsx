import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import EventBusy from '@mui/icons-material/EventBusy';
import History from '@mui/icons-material/History';
import RemoveModerator from '@mui/icons-material/RemoveModerator';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { useIntl } from 'react-intl';
import { RowActions, type RowAction } from '../../../components/data-table/RowActions';
import { useFromListState } from '../../../components/record/use-back-to-list';
import type { AcaoUsuario, UsuarioResumo } from '../users.queries';
import type { StatusAction } from './use-status-actions';
import type { UserScreenPermissions } from './use-user-permissions';

interface UserRowActionsProps {
  readonly usuario: UsuarioResumo;
  readonly permissions: UserScreenPermissions;
  readonly onStatusAction: (action: StatusAction, usuario: UsuarioResumo) => void;
}

/** The actions of one user, as named icon buttons like every list's: those the API allows on the row, then the absence and audit links. */
export function UserRowActions({ usuario, permissions, onStatusAction }: UserRowActionsProps) {
  const intl = useIntl();
  // The forms opened from here return to the list as it is now (search, filters, page).
  const fromList = useFromListState();
  const values = { nome: usuario.nome };
  const status = (action: StatusAction, icon: RowAction['icon'], color?: RowAction['color']): RowAction => ({
    id: action,
    label: intl.formatMessage({ id: `users.action.${action}` }, values),
    icon,
    color,
    onClick: () => onStatusAction(action, usuario),
  });

  // Edit and the state changes are the ones the API says it accepts for this row (feature, who
  // may manage whom, the row's state); the web does not re-derive them.
  const may = (acao: AcaoUsuario) => usuario.acoesPermitidas.includes(acao);
  const actions: RowAction[] = [];
  if (may('EDITAR')) {
    actions.push({ id: 'editar', label: intl.formatMessage({ id: 'users.action.editar' }, values), icon: <Edit fontSize="small" />, to: `/usuarios/${usuario.id}`, state: fromList });
  }
  if (may('INATIVAR')) actions.push(status('inativar', <Block fontSize="small" />, 'error'));
  if (may('ATIVAR')) actions.push(status('ativar', <CheckCircleOutline fontSize="small" />, 'success'));
  if (may('REMOVER_ATIVACAO_ESPECIAL')) actions.push(status('removerAtivacaoEspecial', <RemoveModerator fontSize="small" />));
  if (may('LIBERAR_ATIVACAO_ESPECIAL')) actions.push(status('liberarAtivacaoEspecial', <VerifiedUser fontSize="small" />));
  if (permissions.absence) {
    actions.push({
      id: 'ausencia',
      label: intl.formatMessage({ id: 'users.action.ausencia' }, values),
      icon: <EventBusy fontSize="small" />,
      to: `/usuarios/${usuario.id}/ausencia-temporaria`,
      state: fromList,
    });
  }
  if (permissions.audit) {
    actions.push({ id: 'auditoria', label: intl.formatMessage({ id: 'users.action.auditoria' }, values), icon: <History fontSize="small" />, to: `/auditoria/${usuario.id}/usuario` });
  }
  return <RowActions actions={actions} />;
}
