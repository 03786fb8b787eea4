/**
 * A schedule as the browser's date-time field holds it (`2026-11-27T14:30`, the user's own clock)
 * and as the API takes it (an ISO 8601 instant).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the field's local value ('' for none). */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The field's local value as an ISO instant (null when empty or not a date). */
export function isoOf(local: string): string | null {
  if (!local.trim()) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
