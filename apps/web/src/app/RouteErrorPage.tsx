import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { OpsPage } from '../components/pages/OpsPage';
import { MENU_USUARIO_LOGADO } from '../features/shell/shell.queries';
import { logger } from '../lib/logger/logger';
import { useDocumentTitle } from './document-head';

/**
 * A screen threw while rendering or loading (spec 01 §2): log it and show 'Ops' with the help
 * centre link (from the cached menu, if any). `standalone` when the shell itself is gone.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { data } = useQuery(MENU_USUARIO_LOGADO, { fetchPolicy: 'cache-only' });
  useDocumentTitle(undefined, 'ops');
  useEffect(() => logger.error('rendering error', error), [error]);
  const page = <OpsPage helpHref={data?.menuUsuarioLogado.linkHelpTec} />;
  return standalone ? <main id="main">{page}</main> : page;
}
