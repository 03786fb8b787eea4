import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MessageId } from '../../../lib/intl/catalogs';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { usePageLabel, useShellBreadcrumbsHidden } from '../../../components/page-label/PageLabelContext';
import { buildCrumbs } from './breadcrumbs-model';

interface BreadcrumbsProps {
  /** Whether a route id has a screen in this build (links only to screens that exist). */
  readonly hasScreen: (routeId: string) => boolean;
}

/** The trail under the top bar; hidden under 640 px (spec 01 §1) and on the home page itself. */
export function Breadcrumbs({ hasScreen }: BreadcrumbsProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { pathname } = useLocation();
  const small = useShellBreadcrumbsHidden();
  const crumbs = buildCrumbs(pathname, hasScreen);
  // The current page may name itself (a folder's name instead of the route title 'Pasta') and add
  // the crumbs before it (the folder's parent folders).
  const page = usePageLabel(crumbs.find((c) => c.current)?.path ?? '');
  if (small || crumbs.length < 2) return null;
  const title = (routeId: string, current = false) =>
    (current && page?.label) || intl.formatMessage({ id: `route.${routeId}` as MessageId }, labels);
  const current = crumbs.find((c) => c.current);
  return (
    <MuiBreadcrumbs
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.breadcrumbs' })}
      sx={{ mb: 2 }}
    >
      {crumbs.filter((c) => !c.current).map((c) =>
        c.linkable ? (
          <Link key={c.path} component={RouterLink} to={c.path}>
            {title(c.routeId)}
          </Link>
        ) : (
          <Typography key={c.path} color="text.primary">
            {title(c.routeId)}
          </Typography>
        ),
      )}
      {(page?.parents ?? []).map((p) => (
        <Link key={`page:${p.path}`} component={RouterLink} to={p.path}>
          {p.label}
        </Link>
      ))}
      {current ? (
        <Typography key={current.path} color="text.primary" aria-current="page">
          {title(current.routeId, true)}
        </Typography>
      ) : null}
    </MuiBreadcrumbs>
  );
}
