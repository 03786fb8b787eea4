import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryItem } from './library.queries';

interface ImageViewerProps {
  /** The images of the list the viewer was opened from. */
  readonly images: readonly LibraryItem[];
  readonly startIndex: number;
  readonly onClose: () => void;
}

/**
 * The image viewer overlay (spec 02 §2): one image at a time from the list it was opened on,
 * previous/next (buttons or arrow keys) disabled at the ends, Escape closes. A full-screen
 * dialog, so focus stays inside while it is open and returns to the item afterwards.
 * Mount it with a key per opening; it keeps its own position.
 */
export function ImageViewer({ images, startIndex, onClose }: ImageViewerProps) {
  const intl = useIntl();
  const titleId = useId();
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), images.length - 1));
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The focused button turns disabled at an end, which would drop the focus out of the viewer:
  // once the new image is shown (the other button enabled), the focus moves to the other one.
  const pendingFocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    pendingFocus.current?.focus();
    pendingFocus.current = null;
  }, [index]);

  const image = images[index];
  if (!image) return null;
  const first = index === 0;
  const last = index === images.length - 1;
  const step = (delta: number) => {
    const next = Math.min(Math.max(0, index + delta), images.length - 1);
    const active = document.activeElement;
    if (next === images.length - 1 && active === nextRef.current) pendingFocus.current = previousRef.current;
    else if (next === 0 && active === previousRef.current) pendingFocus.current = nextRef.current;
    setIndex(next);
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' && !first) step(-1);
        else if (e.key === 'ArrowRight' && !last) step(1);
      }}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {image.nome}
        </Typography>
        <Typography component="span" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {intl.formatMessage({ id: 'library.viewer.position' }, { index: index + 1, total: images.length })}
        </Typography>
        <IconButton color="inherit" aria-label={intl.formatMessage({ id: 'library.viewer.close' })} onClick={onClose} autoFocus>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', gap: 1, px: 1, pb: 2 }}>
        <IconButton color="inherit" size="large" aria-label={intl.formatMessage({ id: 'library.viewer.previous' })} ref={previousRef} disabled={first} onClick={() => step(-1)} sx={{ '&.Mui-disabled': { color: 'grey.600' } }}>
          <ChevronLeft fontSize="large" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {image.arquivoLink ? (
            <Box component="img" key={image.id} src={image.arquivoLink} alt={image.nome} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : null}
        </Box>
        <IconButton color="inherit" size="large" aria-label={intl.formatMessage({ id: 'library.viewer.next' })} ref={nextRef} disabled={last} onClick={() => step(1)} sx={{ '&.Mui-disabled': { color: 'grey.600' } }}>
          <ChevronRight fontSize="large" />
        </IconButton>
      </Box>
    </Dialog>
  );
}
