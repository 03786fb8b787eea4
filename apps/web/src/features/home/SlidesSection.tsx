import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { Carousel } from './Carousel';
import { SLIDES_ATIVOS } from './home.queries';
import { SLIDE_BOX } from './SlideView';
import { NewTabNote } from './NewTabNote';

/**
 * The home's slides (spec 02 §2 "Home"): a skeleton of the slide's size while they load, the
 * carousel, or with no slide (or when they cannot be read: the home stays useful) a default
 * banner with the help centre's link. The section is the carousel landmark the tour points at.
 */
export function SlidesSection({ helpHref }: { helpHref: string | null }) {
  const intl = useIntl();
  const { data, loading } = useQuery(SLIDES_ATIVOS, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const slides = data?.slidesAtivos ?? [];
  let content;
  if (!data && loading) {
    content = (
      <Box role="status">
        <Box component="span" sx={srOnly}>
          {intl.formatMessage({ id: 'home.slides.loading' })}
        </Box>
        <Skeleton variant="rectangular" sx={{ ...SLIDE_BOX, transform: 'none' }} />
      </Box>
    );
  } else if (slides.length === 0) content = <DefaultBanner helpHref={helpHref} />;
  else content = <Carousel slides={slides} />;
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'home.slides' })} data-tour="home-slides">
      {content}
    </Box>
  );
}

/** With no slide: a welcome in the brand's colours and the way to the help centre. */
function DefaultBanner({ helpHref }: { helpHref: string | null }) {
  const intl = useIntl();
  return (
    <Box
      sx={{
        ...SLIDE_BOX,
        height: 'auto',
        minHeight: { xs: 240 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        p: { xs: 2, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 1.5,
      }}
    >
      <Typography component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 700 }}>
        {intl.formatMessage({ id: 'home.banner.title' })}
      </Typography>
      <Typography sx={{ maxWidth: '60ch' }}>{intl.formatMessage({ id: 'home.banner.text' })}</Typography>
      {helpHref ? (
        <Button
          variant="contained"
          href={helpHref}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}
        >
          {intl.formatMessage({ id: 'home.banner.help' })}
          <NewTabNote />
        </Button>
      ) : null}
    </Box>
  );
}
