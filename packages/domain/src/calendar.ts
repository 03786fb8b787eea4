/**
 * The portal's calendar: date rules ("not earlier than today") and daily jobs use the time zone
 * of the network's head office, whatever the server's own zone is, so a rule gives the same
 * answer on every instance and at every hour. Brazil has had no daylight saving since 2019.
 */
export const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) it is at `now` in the portal's time zone. */
export function portalToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A real calendar day written as YYYY-MM-DD (no time, no zone). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
