import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canAccess, type FeatureKey } from '@portal/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../../components/a11y/sr-only';
import { useCurrentUser } from '../current-user';
import { lazyPart } from './lazy-part';

/** The menu itself: not seen at first paint, so fetched after it (lazy-part.ts). */
const useAccountMenuList = lazyPart(async () => (await import('./AccountMenuList')).default);

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
  const AccountMenuList = useAccountMenuList();
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
      {AccountMenuList ? (
        <AccountMenuList
          id={menuId}
          label={label}
          anchor={anchor}
          user={user}
          showMyAccount={showMyAccount}
          custom={custom}
          onClose={close}
          onLogout={onLogout}
        />
      ) : null}
    </>
  );
}
