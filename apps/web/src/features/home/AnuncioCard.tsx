import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { srOnly } from '../../components/a11y/sr-only';
import { ANUNCIO_ALEATORIO, type AnuncioHome } from './home.queries';
import { ResponsiveImage } from './ResponsiveImage';
import { NewTabNote } from './NewTabNote';

/** Adverts' recommended size (spec 02 §9): the card reserves it while loading. */
const W = 244;
const H = 360;

/**
 * The advert card (spec 02 §2 "Home"): one advertisement picked at random by the server among
 * those the user may see now, its image and title, the whole card a link when it has one.
 */
export function AnuncioCard() {
  const intl = useIntl();
  const { data, loading } = useQuery(ANUNCIO_ALEATORIO, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const anuncio = data?.anuncioAleatorio ?? null;
  let content: ReactNode;
  if (!data && loading) {
    content = (
      <Box role="status">
        <Box component="span" sx={srOnly}>
          {intl.formatMessage({ id: 'table.loading' })}
        </Box>
        <Skeleton variant="rounded" sx={{ width: '100%', maxWidth: W, aspectRatio: `${W} / ${H}`, height: 'auto', mx: 'auto' }} />
      </Box>
    );
  } else if (!anuncio) content = <Typography sx={{ color: 'text.secondary', p: 2 }}>{intl.formatMessage({ id: 'home.anuncio.empty' })}</Typography>;
  else content = <AnuncioView anuncio={anuncio} />;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={intl.formatMessage({ id: 'home.anuncio' })}
      data-tour="home-anuncio"
      sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1.5 }}
    >
      {content}
    </Card>
  );
}

function AnuncioView({ anuncio }: { anuncio: AnuncioHome }) {
  const blank = anuncio.linkTarget === 'BLANK';
  const body = (
    <>
      {anuncio.arquivo ? (
        <ResponsiveImage imagem={anuncio.arquivo} alt="" sizes={`${W}px`} style={{ width: '100%', borderRadius: 4, margin: '0 auto' }} />
      ) : null}
      <Typography component="h2" sx={{ mt: 1, fontWeight: 600, fontSize: anuncio.tamanhoTitulo ? `${anuncio.tamanhoTitulo}px` : '1.125rem', overflowWrap: 'anywhere' }}>
        {anuncio.titulo}
        {anuncio.link && blank ? <NewTabNote /> : null}
      </Typography>
    </>
  );
  const box = { display: 'block', width: '100%', maxWidth: W, color: 'text.primary', textDecoration: 'none', borderRadius: 1 } as const;
  if (!anuncio.link) return <Box sx={box}>{body}</Box>;
  const internal = anuncio.link.startsWith('/') && !anuncio.link.startsWith('//') && !blank;
  const focus = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 }, '&:hover h2': { textDecoration: 'underline' } };
  return internal ? (
    <Box component={RouterLink} to={anuncio.link} sx={{ ...box, ...focus }}>
      {body}
    </Box>
  ) : (
    <Box component="a" href={anuncio.link} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})} sx={{ ...box, ...focus }}>
      {body}
    </Box>
  );
}
