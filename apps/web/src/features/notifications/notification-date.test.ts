import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { notificationDate } from './notification-date';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('notificationDate', () => {
  const pt = createIntl({ locale: 'pt-BR', timeZone: 'America/Sao_Paulo' });
  const es = createIntl({ locale: 'es', timeZone: 'America/Sao_Paulo' });
  const en = createIntl({ locale: 'en', timeZone: 'America/Sao_Paulo' });

  it('says how long ago within the last week, in the reader’s language', () => {
    expect(notificationDate(pt, ago(10_000), NOW)).toBe('agora');
    expect(notificationDate(pt, ago(5 * MIN), NOW)).toBe('há 5 minutos');
    expect(notificationDate(es, ago(5 * MIN), NOW)).toBe('hace 5 minutos');
    expect(notificationDate(en, ago(3 * 60 * MIN), NOW)).toBe('3 hours ago');
    expect(notificationDate(pt, ago(26 * 60 * MIN), NOW)).toBe('ontem');
    expect(notificationDate(es, ago(3 * 24 * 60 * MIN), NOW)).toBe('hace 3 días');
  });

  it('gives the date, as the reader writes it, beyond a week', () => {
    expect(notificationDate(pt, '2026-10-01T12:00:00Z', NOW)).toBe('01/10/2026');
    expect(notificationDate(en, '2026-10-01T12:00:00Z', NOW)).toBe('10/01/2026');
  });
});
