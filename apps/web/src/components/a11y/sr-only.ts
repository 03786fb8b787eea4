/** Visually hidden, still read by screen readers (one copy for the whole web). */
export const srOnly = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100% and a bare -1 one spacing unit.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The keyboard focus ring of focusable elements that are not MUI controls (which draw their own). */
export const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;
