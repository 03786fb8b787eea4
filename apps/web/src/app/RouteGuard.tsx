import { canAccess, type AccessRule } from '@portal/domain';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../features/shell/current-user';

/**
 * Route access on the web (spec 01 §2): a user who may not open the route goes to /home. The
 * server enforces the same rule on every call; this only spares the user a broken screen.
 */
export function RouteGuard({ rule }: { rule: AccessRule }) {
  const { subject } = useCurrentUser();
  return canAccess(subject, rule) ? <Outlet /> : <Navigate to="/home" replace />;
}
