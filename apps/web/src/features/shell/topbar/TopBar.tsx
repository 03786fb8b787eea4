import School from '@mui/icons-material/School';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS } from '@portal/domain';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../current-user';
import { CategoryMenu } from '../menu/CategoryMenu';
import type { MenuCategory } from '../menu/menu-model';
import type { MenuUsuarioLogado } from '../shell.queries';
import { AccountMenu } from './AccountMenu';
import { BrandSelector } from './BrandSelector';
import { HelpMenu } from './HelpMenu';
import { LanguagePicker } from './LanguagePicker';
import { UserTypeSelector } from './UserTypeSelector';
import { NextSlice } from '../../../lib/startup/first-load-slices';
import { LazyTooltip } from './LazyTooltip';

interface TopBarProps {
  readonly menu: MenuUsuarioLogado | undefined;
  readonly categories: readonly MenuCategory[];
  readonly portalName: string | undefined;
  readonly onLogout: () => void;
}

/**
 * The notification bell's slot: the notifications feature's bell, supplied by the app layer
 * (features never import each other; app/notification-bell.tsx). No provider, no bell.
 */
export const TopBarBellContext = createContext<ComponentType | null>(null);

function ExternalIconLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {icon}
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * The top bar (spec 01 §1): category menu with search, portal name, the help menu (help centre
 * when configured, "show the tour again" where there is a tour), academy (when configured),
 * language, brand and user-type selectors (when there is a choice), the notification bell (from
 * TopBarBellContext), account menu.
 */
export function TopBar({ menu, categories, portalName, onLogout }: TopBarProps) {
  const intl = useIntl();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { user } = useCurrentUser();
  const Bell = useContext(TopBarBellContext);
  const title = menu?.title || portalName || menu?.productName || 'Portal';

  return (
    <AppBar component="header" position="sticky" elevation={2} aria-label={intl.formatMessage({ id: 'shell.header' })}>
      <Toolbar
        data-tour="toolbar"
        sx={{ maxWidth: LIMITS.contentMaxWidthPx, width: '100%', mx: 'auto', gap: 1, flexWrap: 'wrap', py: 0.5, px: { xs: 1, sm: 2 } }}
      >
        <CategoryMenu categories={categories} />
        <Typography
          component={RouterLink}
          to="/home"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {menu?.brandImageUrl ? (
            <Box component="img" src={menu.brandImageUrl} alt={title} sx={{ height: 32, verticalAlign: 'middle' }} />
          ) : (
            title
          )}
        </Typography>
        {/* On the first drawing, the buttons come after the menu and the title, in two tasks; the
            screen waits for the last of them (ShellLayout). */}
        <NextSlice>
          <HelpMenu helpLink={menu?.linkHelpTec} />
          {menu?.linkAcademia ? (
            <ExternalIconLink href={menu.linkAcademia} label={intl.formatMessage({ id: 'shell.academy' })} icon={<School />} />
          ) : null}
          <LanguagePicker userId={user.id} compact={compact} />
          <BrandSelector compact={compact} />
        </NextSlice>
        <NextSlice name="topBar">
          <UserTypeSelector compact={compact} />
          {Bell ? <Bell /> : null}
          <AccountMenu showMyAccount={menu?.showMyAccount ?? false} onLogout={onLogout} compact={compact} />
        </NextSlice>
      </Toolbar>
    </AppBar>
  );
}
