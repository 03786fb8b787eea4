import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { noticePaths } from '../common/notice-paths';
import type { EnvioDetalhe } from './inbox.queries';

type Recebido = EnvioDetalhe['comunicado'];

/**
 * Errata links both ways (issue #14): an errata points to the notice it corrects; a corrected
 * notice points to each of its erratas, newest last, so a reader of the original never misses the
 * correction. Both open the reader's own delivery of the other notice.
 */
export function ErrataLinks({ comunicado }: { readonly comunicado: Recebido }) {
  const intl = useIntl();
  const name = (ref: { numero?: string | null; titulo: string }) =>
    ref.numero ? intl.formatMessage({ id: 'notices.errata.refName' }, { numero: ref.numero, titulo: ref.titulo }) : ref.titulo;
  return (
    <>
      {comunicado.errata && comunicado.original ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'notices.errata.corrects' })}{' '}
          <Link component={RouterLink} to={noticePaths.visualizarEnvio(comunicado.original.id)} sx={{ fontWeight: 600 }}>
            {name(comunicado.original)}
          </Link>
        </Alert>
      ) : null}
      {comunicado.erratas.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'notices.errata.corrected' }, { count: comunicado.erratas.length })}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {comunicado.erratas.map((e) => (
              <li key={e.id}>
                <Link component={RouterLink} to={noticePaths.visualizarEnvio(e.id)} sx={{ fontWeight: 600 }}>
                  {name(e)}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </>
  );
}
