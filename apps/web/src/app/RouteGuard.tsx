import { canAccess, type RouteDef } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router';
import { useToast } from '../components/toast/use-toast';
import { useCurrentUser } from '../features/shell/current-user';
import type { MessageId } from '../lib/intl/catalogs';
import { usePortalLabels } from '../lib/portal-properties/PortalPropertiesContext';

/**
 * Route access on the web (spec 01 §2): a user who may not open the route goes to /home, told
 * why in a toast (a silent redirect reads as a broken link). The server enforces the same rule on
 * every call; this only spares the user a broken screen.
 */
export function RouteGuard({ route }: { route: Pick<RouteDef, 'id' | 'access'> }) {
  const { subject } = useCurrentUser();
  return canAccess(subject, route.access) ? <Outlet /> : <Refused routeId={route.id} />;
}

function Refused({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const toast = useToast();
  // Once per refusal, also under StrictMode's second effect run.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    const pagina = intl.formatMessage({ id: `route.${routeId}` as MessageId }, labels);
    toast.warning(intl.formatMessage({ id: 'route.refused' }, { pagina }));
  }, [intl, labels, routeId, toast]);
  return <Navigate to="/home" replace />;
}
