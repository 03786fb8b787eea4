import type { IntlShape } from 'react-intl';

/** A YYYY-MM-DD day as the language writes it (the day itself, no time zone shift). */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'short', timeZone: 'UTC' });
}

/** The display period of a slide or advert in words; open bounds are said, not left blank. */
export function formatPeriodo(intl: IntlShape, inicio: string | null | undefined, fim: string | null | undefined): string {
  if (inicio && fim) return intl.formatMessage({ id: 'slides.periodo.entre' }, { inicio: formatDay(intl, inicio), fim: formatDay(intl, fim) });
  if (inicio) return intl.formatMessage({ id: 'slides.periodo.desde' }, { inicio: formatDay(intl, inicio) });
  if (fim) return intl.formatMessage({ id: 'slides.periodo.ate' }, { fim: formatDay(intl, fim) });
  return intl.formatMessage({ id: 'slides.periodo.sempre' });
}
