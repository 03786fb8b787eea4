import { alpha, styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';

/** The attribute that gives a control its hint (RowActions sets it to the action's name). */
export const HINT_ATTRIBUTE = 'data-action-hint';
const HINTED = `[${HINT_ATTRIBUTE}]`;
/** As MUI's Tooltip: a pointer passing over a row does not flash every hint on its way. */
export const HINT_DELAY_MS = 100;

const popper = lazyModule(async () => (await import('@mui/material/Popper')).default);

// The look of MUI's Tooltip, so these hints match the top bar's.
const Hint = styled('div')(({ theme }) => ({
  backgroundColor: alpha(theme.palette.grey[700], 0.92),
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: 1.4,
  borderRadius: theme.shape.borderRadius,
  padding: '4px 8px',
  maxWidth: 300,
  overflowWrap: 'break-word',
  margin: '8px 0',
}));

interface Shown {
  readonly anchor: HTMLElement;
  readonly text: string;
}

function hintedOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(HINTED) : null;
}

/**
 * The hints of every list's row actions, one for the whole page. Each action button used to carry
 * its own MUI Tooltip: a page of 25 rows drew ~100 of them (each a dozen hooks and a styled
 * popper) before anyone pointed at a button, ~20% of the list's first drawing on a phone. Now a
 * button only names its hint (HINT_ATTRIBUTE, besides its aria-label, which is what a screen
 * reader hears) and this host shows it: after HINT_DELAY_MS under the pointer, at once on keyboard
 * focus; it stays while the pointer moves onto it and goes on leaving, blur, a click or Escape
 * (WCAG 1.4.13). Mounted once by the shell; Popper's code is fetched when the browser is idle.
 */
export function ActionHints() {
  const [Popper] = useLazyModule(popper);
  const [shown, setShown] = useState<Shown | null>(null);
  const hintRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (anchor: HTMLElement, delay: number) => {
      clearTimeout(timer);
      const text = anchor.getAttribute(HINT_ATTRIBUTE) ?? '';
      timer = setTimeout(() => setShown({ anchor, text }), delay);
    };
    const hide = () => {
      clearTimeout(timer);
      setShown(null);
    };
    const over = (e: MouseEvent) => {
      const anchor = hintedOf(e.target);
      if (anchor && !anchor.contains(e.relatedTarget as Node | null)) show(anchor, HINT_DELAY_MS);
    };
    const out = (e: MouseEvent) => {
      const anchor = hintedOf(e.target);
      const to = e.relatedTarget as Node | null;
      if (!anchor || anchor.contains(to) || hintRef.current?.contains(to)) return;
      hide();
    };
    const focusIn = (e: FocusEvent) => {
      const anchor = hintedOf(e.target);
      if (anchor && anchor.matches(':focus-visible')) show(anchor, 0);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    // One signal removes every listener on unmount.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    document.addEventListener('mouseover', over, on);
    document.addEventListener('mouseout', out, on);
    document.addEventListener('focusin', focusIn, on);
    document.addEventListener('focusout', hide, on);
    document.addEventListener('pointerdown', hide, on);
    document.addEventListener('keydown', key, on);
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, []);

  // A row redrawn or gone (its record opened, a page turned) takes its hint with it.
  if (!Popper || !shown || !shown.anchor.isConnected) return null;
  return (
    <Popper open anchorEl={shown.anchor} placement="bottom" sx={{ zIndex: 'tooltip' }}>
      {/* Popper itself is the role="tooltip" element. */}
      <Hint ref={hintRef} onMouseLeave={() => setShown(null)}>
        {shown.text}
      </Hint>
    </Popper>
  );
}
