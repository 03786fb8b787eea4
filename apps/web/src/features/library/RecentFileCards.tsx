import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ItemIcon } from './ItemIcon';
import { CutName } from './CutName';
import { formatModified } from './library-format';
import type { LibraryItem } from './library.queries';
import { focusRing, srOnly } from '../../components/a11y/sr-only';

/**
 * The root's recent files (spec 02 §2, grid mode only): at most 3 cards with the thumbnail or a
 * type icon; a click goes to the file's folder, so each card is a link.
 */
export function RecentFileCards({ files }: { files: readonly LibraryItem[] }) {
  const intl = useIntl();
  const recent = files.slice(0, LIMITS.recentFilesCards);
  if (recent.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'library.recent.label' })}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}
    >
      {recent.map((file) => {
        const pasta = file.pastaPai ?? file.breadcrumb.at(-2) ?? null;
        return (
          <Card component="li" key={file.id} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={pasta ? `/biblioteca/${pasta.id}` : '/biblioteca'}
              sx={{ height: '100%', '&.Mui-focusVisible': focusRing }}
            >
              <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', overflow: 'hidden' }}>
                {file.arquivoMiniaturaLink ? (
                  <Box component="img" src={file.arquivoMiniaturaLink} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <ItemIcon item={file} sx={{ fontSize: 56 }} />
                )}
              </Box>
              <Box sx={{ p: 1.5 }}>
                {/* Named by its content (no aria-label): the whole file name, where the card leads, then the date. */}
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <CutName nome={file.nome} />
                  <Box component="span" sx={srOnly}>
                    {intl.formatMessage({ id: 'library.recent.opensFolder' }, { pasta: pasta?.nome ?? intl.formatMessage({ id: 'library.breadcrumb.root' }) })}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatModified(intl, file.ultimaModificacao)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
