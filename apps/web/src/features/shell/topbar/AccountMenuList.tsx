import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { UsuarioLogado } from '../shell.queries';

interface AccountMenuListProps {
  readonly id: string;
  readonly label: string;
  readonly anchor: HTMLElement | null;
  readonly user: Pick<UsuarioLogado, 'nome' | 'email'>;
  readonly showMyAccount: boolean;
  /** The custom options to show, already filtered and in order (AccountMenu). */
  readonly custom: readonly UsuarioLogado['dadosComplementares'][number][];
  readonly onClose: () => void;
  readonly onLogout: () => void;
}

/** The open account menu (fetched after the bar's first paint: AccountMenu). */
export default function AccountMenuList({ id, label, anchor, user, showMyAccount, custom, onClose, onLogout }: AccountMenuListProps) {
  const intl = useIntl();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
      <Box sx={{ px: 2, py: 1 }} aria-hidden>
        <Typography sx={{ fontWeight: 600 }}>{user.nome}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {showMyAccount ? (
        <MenuItem component={RouterLink} to="/minha-conta" onClick={onClose}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'shell.account.myAccount' })}</ListItemText>
        </MenuItem>
      ) : null}
      {custom.map((d) =>
        d.urlBase?.startsWith('/') ? (
          <MenuItem key={d.id} component={RouterLink} to={d.urlBase} onClick={onClose}>
            <ListItemText inset>{d.descricao}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem key={d.id} component="a" href={d.urlBase ?? undefined} onClick={onClose}>
            <ListItemText inset>{d.descricao}</ListItemText>
          </MenuItem>
        ),
      )}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{intl.formatMessage({ id: 'shell.account.logout' })}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
