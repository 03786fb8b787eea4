const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people: 1 decimal from KB up, decimal units (900,000,000 bytes = 900 MB), in the locale's digits. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}
