import { useQuery } from '@apollo/client';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { startupFetchPolicy } from '../../lib/apollo/startup-queries';
import { logger } from '../../lib/logger/logger';
import { buildMenu, parseMenuItems, type MenuCategory } from './menu/menu-model';
import { MENU_USUARIO_LOGADO, type MenuUsuarioLogado } from './shell.queries';

interface ShellMenu {
  readonly data: MenuUsuarioLogado | undefined;
  readonly categories: readonly MenuCategory[];
}

/**
 * The signed-in user's menu data. Cached offline and refreshed in the background: the top bar
 * shows at once from the last visit. A failure leaves the bar without menu, and is logged.
 */
export function useShellMenu(): ShellMenu {
  const intl = useIntl();
  const { data, error } = useQuery(MENU_USUARIO_LOGADO, {
    // Cache, then the network once (bootstrap may have sent it already, with the user).
    fetchPolicy: startupFetchPolicy(MENU_USUARIO_LOGADO),
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (error) logger.warn('menuUsuarioLogado failed', error);
  }, [error]);
  const menu = data?.menuUsuarioLogado;
  const fallback = intl.formatMessage({ id: 'shell.menu.fallbackHome' });
  const categories = useMemo(
    () => (menu ? buildMenu(parseMenuItems(menu.menus), menu.currentProduct, fallback) : []),
    [menu, fallback],
  );
  return { data: menu, categories };
}
