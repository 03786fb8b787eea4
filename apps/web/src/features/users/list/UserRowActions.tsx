import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFromListState } from '../../../components/record/use-back-to-list';
import type { UsuarioResumo } from '../users.queries';
import type { StatusAction } from './use-status-actions';
import type { UserScreenPermissions } from './use-user-permissions';

interface UserRowActionsProps {
  readonly usuario: UsuarioResumo;
  readonly permissions: UserScreenPermissions;
  readonly onStatusAction: (action: StatusAction, usuario: UsuarioResumo) => void;
}

/** One menu per row (a 360 px card has no room for five buttons), each entry gated by its permission. */
export function UserRowActions({ usuario, permissions, onStatusAction }: UserRowActionsProps) {
  const intl = useIntl();
  const menuId = useId();
  // The forms opened from here return to the list as it is now (search, filters, page).
  const fromList = useFromListState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const act = (action: StatusAction) => () => {
    close();
    onStatusAction(action, usuario);
  };
  const link = (to: string, label: string) => (
    <MenuItem key={to} component={RouterLink} to={to} state={fromList} onClick={close}>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  const item = (action: StatusAction) => (
    <MenuItem key={action} onClick={act(action)}>
      <ListItemText>{intl.formatMessage({ id: `users.action.${action}` })}</ListItemText>
    </MenuItem>
  );

  const entries: ReactNode[] = [];
  if (permissions.manage) {
    entries.push(link(`/usuarios/${usuario.id}`, intl.formatMessage({ id: 'users.action.editar' })));
    entries.push(item(usuario.active ? 'inativar' : 'ativar'));
  }
  if (permissions.specialActivation) {
    entries.push(item(usuario.ativacaoEspecial ? 'removerAtivacaoEspecial' : 'liberarAtivacaoEspecial'));
  }
  if (permissions.absence) {
    entries.push(link(`/usuarios/${usuario.id}/ausencia-temporaria`, intl.formatMessage({ id: 'users.action.ausencia' })));
  }
  if (permissions.audit) {
    entries.push(link(`/auditoria/${usuario.id}/usuario`, intl.formatMessage({ id: 'users.action.auditoria' })));
  }
  if (entries.length === 0) return null;

  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'users.list.actionsOf' }, { nome: usuario.nome })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries}
      </Menu>
    </>
  );
}
