import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CutName } from './CutName';
import type { ItemBibliotecaRef } from './library.queries';

/**
 * The path inside the library: the root, then the folder's breadcrumb (root down to the folder
 * itself, labelled with folder names); the last entry is the current page.
 */
export function LibraryBreadcrumb({ trail }: { trail: readonly ItemBibliotecaRef[] }) {
  const intl = useIntl();
  const crumbs = [{ id: null as string | null, nome: intl.formatMessage({ id: 'library.breadcrumb.root' }) }, ...trail];
  return (
    <Breadcrumbs component="nav" aria-label={intl.formatMessage({ id: 'library.breadcrumb.label' })} sx={{ mb: 2 }}>
      {crumbs.map((c, i) => {
        return i === crumbs.length - 1 ? (
          <Typography key={c.id ?? 'root'} color="text.primary" aria-current="page">
            <CutName nome={c.nome} />
          </Typography>
        ) : (
          <Link key={c.id ?? 'root'} component={RouterLink} to={c.id ? `/biblioteca/${c.id}` : '/biblioteca'}>
            <CutName nome={c.nome} />
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
