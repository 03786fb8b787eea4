import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SlideHome } from './home.queries';
import { SlideView } from './SlideView';

/** How long a slide stays before the next one, while rotating. */
export const ROTATION_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** White controls on a dark pill: readable over any slide image. */
const controlSx = { color: '#fff', '&:hover': { bgcolor: 'rgba(255,255,255,0.16)' }, '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 1 } } as const;

/**
 * The slide carousel (WAI-ARIA APG carousel pattern, with picker buttons). It turns every
 * ROTATION_MS while nobody is on it: hovering or focusing anything inside pauses it, the
 * pause/play button stops and restarts it, and it does not start by itself when the user asks
 * for reduced motion. Previous/next and one button per slide move by hand (also ← and → on any
 * of its buttons). While it turns, the slides are not announced (aria-live off); once stopped, a
 * change is announced politely. Only the shown slide is rendered visible: the others' images load
 * lazily when they come up.
 */
export function Carousel({ slides }: { slides: readonly SlideHome[] }) {
  const intl = useIntl();
  const slidesId = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const [current, setCurrent] = useState(0);
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const total = slides.length;
  // Until the user chooses, it turns unless reduced motion is asked for.
  const stopped = stoppedByUser ?? reducedMotion;
  const rotating = total > 1 && !stopped && !hover && !focus;
  const shown = Math.min(current, total - 1);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % total), ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, shown, total]);

  const go = (index: number) => setCurrent((index + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(shown - 1);
    else if (e.key === 'ArrowRight') go(shown + 1);
    else return;
    e.preventDefault();
  };
  const m = (id: 'home.carousel.previous' | 'home.carousel.next' | 'home.carousel.pause' | 'home.carousel.play' | 'home.carousel.picker') => intl.formatMessage({ id });

  return (
    <Box
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
      sx={{ position: 'relative' }}
    >
      {total > 1 ? (
        <Box
          onKeyDown={onKeyDown}
          sx={{
            position: 'absolute',
            zIndex: 1,
            left: '50%',
            bottom: 8,
            transform: 'translateX(-50%)',
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            px: 0.5,
            borderRadius: 6,
            bgcolor: 'rgba(0,0,0,0.6)',
            maxWidth: 'calc(100% - 16px)',
          }}
        >
          <IconButton size="small" sx={controlSx} onClick={() => setStoppedByUser(!stopped)} aria-label={m(stopped ? 'home.carousel.play' : 'home.carousel.pause')}>
            {stopped ? <PlayArrow /> : <Pause />}
          </IconButton>
          <IconButton size="small" sx={controlSx} onClick={() => go(shown - 1)} aria-controls={slidesId} aria-label={m('home.carousel.previous')}>
            <ChevronLeft />
          </IconButton>
          <Box role="group" aria-label={m('home.carousel.picker')} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
            {slides.map((s, i) => (
              <IconButton
                key={s.id}
                size="small"
                sx={{ ...controlSx, p: '7px' }}
                aria-controls={slidesId}
                aria-current={i === shown ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'home.carousel.goTo' }, { n: i + 1, titulo: s.titulo })}
                onClick={() => go(i)}
              >
                <Box
                  component="span"
                  sx={{ width: 10, height: 10, borderRadius: '50%', border: '2px solid #fff', bgcolor: i === shown ? '#fff' : 'transparent' }}
                />
              </IconButton>
            ))}
          </Box>
          <IconButton size="small" sx={controlSx} onClick={() => go(shown + 1)} aria-controls={slidesId} aria-label={m('home.carousel.next')}>
            <ChevronRight />
          </IconButton>
        </Box>
      ) : null}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <Box
            key={s.id}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage({ id: 'home.carousel.position' }, { n: i + 1, total })}
            hidden={i !== shown}
          >
            <SlideView slide={s} priority={i === 0} />
          </Box>
        ))}
      </div>
    </Box>
  );
}
