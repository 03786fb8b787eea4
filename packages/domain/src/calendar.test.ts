import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, portalToday } from './calendar.js';

describe('portal calendar', () => {
  it("gives the day in São Paulo, not the server's or UTC's", () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(portalToday(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(portalToday(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it('accepts real YYYY-MM-DD days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('2026-02-28T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
