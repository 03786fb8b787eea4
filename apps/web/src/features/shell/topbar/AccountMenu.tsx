import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { canAccess, type FeatureKey } from '@portal/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { srOnly } from '../../../components/a11y/sr-only';
import { useCurrentUser } from '../current-user';

interface AccountMenuProps {
  readonly showMyAccount: boolean;
  readonly onLogout: () => void;
  /** Name shown only as the avatar on narrow screens. */
  readonly compact?: boolean;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * Account menu (spec 01 §1): 'my account' when showMyAccount is on, the custom options, logout.
 * Custom options are the user's dadosComplementares that carry an address (urlBase), in
 * `ordem`, shown when the user has one of their features (none listed = everyone).
 */
export function AccountMenu({ showMyAccount, onLogout, compact }: AccountMenuProps) {
  const intl = useIntl();
  const { user, subject } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const custom = [...user.dadosComplementares]
    .filter((d) => d.urlBase && canAccess(subject, { features: d.funcionalidades.map((f) => f.chave as FeatureKey) }))
    .sort((a, b) => a.ordem - b.ordem);
  const label = intl.formatMessage({ id: 'shell.account.button' }, { name: user.nome });

  return (
    <>
      {/* Named by its content, not an aria-label: the visible name stays part of the accessible name
          (WCAG 2.5.3), the initials are decoration, and "Conta de …" is read before the name. */}
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
        data-tour="account-menu"
      >
        <Avatar src={user.avatarLink ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'brand.contrastText', color: 'brand.main' }}>
          {initials(user.nome)}
        </Avatar>
        {!compact ? (
          <Box component="span" aria-hidden sx={{ ml: 1, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user.nome}
          </Box>
        ) : null}
        <Box component="span" sx={srOnly}>
          {label}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': label } }}>
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 600 }}>{user.nome}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {showMyAccount ? (
          <MenuItem component={RouterLink} to="/minha-conta" onClick={close}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: 'shell.account.myAccount' })}</ListItemText>
          </MenuItem>
        ) : null}
        {custom.map((d) =>
          d.urlBase?.startsWith('/') ? (
            <MenuItem key={d.id} component={RouterLink} to={d.urlBase} onClick={close}>
              <ListItemText inset>{d.descricao}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem key={d.id} component="a" href={d.urlBase ?? undefined} onClick={close}>
              <ListItemText inset>{d.descricao}</ListItemText>
            </MenuItem>
          ),
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'shell.account.logout' })}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
