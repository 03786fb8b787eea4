import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SlideHome } from './home.queries';
import { ResponsiveImage } from './ResponsiveImage';
import { NewTabNote } from './NewTabNote';

/** The carousel's box: the slides' recommended 1140×400 on wider screens, a taller crop on phones so the text fits. */
export const SLIDE_BOX = { position: 'relative', width: '100%', height: { xs: 240, sm: 'auto' }, aspectRatio: { sm: '1140 / 400' }, overflow: 'hidden', borderRadius: 1 } as const;

/** The width the slide's image takes: two of three columns on large screens (content at most 1440 px), the whole width below. */
const SIZES = '(min-width: 1440px) 940px, (min-width: 1200px) 66vw, 100vw';

/** On phones a title never outgrows the box; from sm up the size chosen in the slide form. */
const fontSize = (px: number | null | undefined, fallback: number) => {
  const size = px ?? fallback;
  return { xs: `min(${size}px, ${Math.min(size, 28) / 16}rem)`, sm: `${size}px` };
};

/** A link inside the portal is followed by the router; any other address leaves it. */
function linkProps(link: string, blank: boolean) {
  if (link.startsWith('/') && !link.startsWith('//') && !blank) return { component: RouterLink, to: link };
  return { component: 'a' as const, href: link, ...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {}) };
}

/**
 * One slide as the slide form's preview shows it: the image covering the box, the title and
 * subtitle in their colours and sizes, and the button to its link. Without chosen colours the
 * text is white over a shade, readable on any image.
 */
export function SlideView({ slide, priority }: { slide: SlideHome; priority: boolean }) {
  const blank = slide.linkTarget === 'BLANK';
  const shaded = !slide.corTitulo && !slide.corSubtitulo;
  return (
    <Box sx={{ ...SLIDE_BOX, bgcolor: 'primary.dark' }}>
      {slide.arquivo ? (
        <ResponsiveImage
          imagem={slide.arquivo}
          alt=""
          sizes={SIZES}
          priority={priority}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' }}
        />
      ) : null}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          p: { xs: 2, sm: 4 },
          pb: { xs: 6, sm: 7 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: 1,
          background: shaded ? 'linear-gradient(90deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0.25) 70%, rgba(0,0,0,0) 100%)' : undefined,
        }}
      >
        <Typography component="h2" sx={{ m: 0, fontWeight: 700, lineHeight: 1.15, color: slide.corTitulo ?? '#fff', fontSize: fontSize(slide.tamanhoTitulo, 36), overflowWrap: 'anywhere' }}>
          {slide.titulo}
        </Typography>
        {slide.subtitulo ? (
          <Typography sx={{ color: slide.corSubtitulo ?? '#fff', fontSize: fontSize(slide.tamanhoSubtitulo, 20), overflowWrap: 'anywhere' }}>{slide.subtitulo}</Typography>
        ) : null}
        {slide.tituloBotao && slide.link ? (
          <Button variant="contained" {...linkProps(slide.link, blank)} sx={{ mt: 1 }}>
            {slide.tituloBotao}
            {blank ? <NewTabNote /> : null}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
