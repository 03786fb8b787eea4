import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MessageId } from '../../../lib/intl/catalogs';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { usePageLabel } from '../../../components/page-label/PageLabelContext';
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
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const crumbs = buildCrumbs(pathname, hasScreen);
  // The current page may name itself (a folder's name instead of the route title 'Pasta').
  const pageLabel = usePageLabel(crumbs.at(-1)?.path ?? '');
  if (small || crumbs.length < 2) return null;
  const title = (routeId: string, current = false) =>
    (current && pageLabel) || intl.formatMessage({ id: `route.${routeId}` as MessageId }, labels);
  return (
    <MuiBreadcrumbs
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.breadcrumbs' })}
      sx={{ mb: 2 }}
    >
      {crumbs.map((c) =>
        c.linkable ? (
          <Link key={c.path} component={RouterLink} to={c.path}>
            {title(c.routeId)}
          </Link>
        ) : (
          <Typography key={c.path} color="text.primary" aria-current={c.current ? 'page' : undefined}>
            {title(c.routeId, c.current)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
