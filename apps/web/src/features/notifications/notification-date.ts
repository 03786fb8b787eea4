import type { IntlShape } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as its reader says it: relative within the last week ("há 5
 * minutos", "ontem", "hace 3 días"), the date in the reader's language beyond ("12/11/2026").
 * `now` is a parameter so tests pin it.
 */
export function notificationDate(intl: IntlShape, iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  if (ago < HOUR) return intl.formatRelativeTime(-Math.floor(ago / MINUTE), 'minute', { numeric: 'auto' });
  if (ago < DAY) return intl.formatRelativeTime(-Math.floor(ago / HOUR), 'hour', { numeric: 'auto' });
  if (ago < 7 * DAY) return intl.formatRelativeTime(-Math.floor(ago / DAY), 'day', { numeric: 'auto' });
  return intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The full date and time, for the element's title and machine-readable `dateTime`. */
export function notificationDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
}
