import Box from '@mui/material/Box';
import { LIMITS } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../components/SkipLink';
import { ActionHints } from '../components/data-table/ActionHints';
import { NextSlice } from '../lib/startup/first-load-slices';
import { TourControlProvider } from '../components/tours/tour-control';
import { PushNotificationsProvider } from '../features/notifications/push/PushNotificationsProvider';
import { Breadcrumbs } from '../features/shell/breadcrumbs/Breadcrumbs';
import { useCurrentUser } from '../features/shell/current-user';
import { TopBar } from '../features/shell/topbar/TopBar';
import { useShellMenu } from '../features/shell/use-shell-menu';
import { usePortalProperties } from '../lib/portal-properties/PortalPropertiesContext';
import { usePalette } from '../lib/theme/PaletteContext';
import { paletteFor } from '../lib/theme/palettes';
import { useDocumentTitle, useFavicon } from './document-head';
import { hasScreen } from './screens';
import { ShellTours } from './onboarding-tours';
import { useLogout } from './use-logout';

/** Palette of the chosen brand, else the menu's theme, else the provider palette. */
function usePaletteOfUser(menuTheme: string | undefined): void {
  const { activeBrand } = useCurrentUser();
  const { setPalette } = usePalette();
  const palette = paletteFor(activeBrand?.palette, menuTheme);
  useEffect(() => setPalette(palette), [palette, setPalette]);
}

/** After an in-app navigation, focus goes to the new page's title so screen readers announce it. */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('#main [data-page-title]') ?? document.getElementById('main');
    target?.focus({ preventScroll: false });
  }, [pathname]);
}

/** The signed-in frame of every screen: skip link, top bar, breadcrumbs, content (1440 px max). */
export function ShellLayout() {
  const { data: menu, categories } = useShellMenu();
  const properties = usePortalProperties();
  const logout = useLogout();
  useDocumentTitle(properties?.name);
  useFavicon(properties?.favicon);
  usePaletteOfUser(menu?.theme);
  useFocusOnNavigation();

  return (
    // The tours offer "show the tour again" to the top bar's help menu through TourControlProvider.
    <TourControlProvider>
      <SkipLink />
      {/* On the first drawing, the top bar comes one task after the providers and the frame. */}
      <NextSlice>
        <TopBar menu={menu} categories={categories} portalName={properties?.name} onLogout={logout} />
      </NextSlice>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ maxWidth: LIMITS.contentMaxWidthPx, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        {/* On the first drawing, the screen comes after the top bar's last buttons (first-load-slices):
            they can wrap the bar onto a second row on a phone, and would push a screen drawn before
            them down (a layout shift of 0.05). */}
        <NextSlice after="topBar">
          <Breadcrumbs hasScreen={hasScreen} />
          {/* Web push after sign-in (spec 01 §1): worker, the once-per-device prompt, this device's subscription. */}
          <PushNotificationsProvider>
            <Outlet />
          </PushNotificationsProvider>
        </NextSlice>
      </Box>
      <ShellTours showOnboarding={menu?.showOnboarding ?? false} />
      {/* The hints of the lists' row actions, one for the page (components/data-table/RowActions). */}
      <ActionHints />
    </TourControlProvider>
  );
}
