/**
 * Toast backgrounds under white text. notistack's defaults (#43a047, #ff9800, #2196f3) give white
 * text a contrast of 2.2–3.1:1, under WCAG's 4.5:1 (axe flags them as serious); these keep the
 * meaning of each colour at 4.5:1 or more.
 */
export const TOAST_COLORS = {
  success: '#1b5e20',
  error: '#c62828',
  warning: '#8a4500',
  info: '#01579b',
} as const;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
