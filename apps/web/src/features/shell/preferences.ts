/**
 * Per-user choices remembered on this browser. Under `portal.pref.` so sign-out, which clears
 * the rest of localStorage, keeps them (they hold ids, nothing personal).
 */
function key(kind: 'marca' | 'tipo', userId: string): string {
  return `portal.pref.${kind}.${userId}`;
}

export function readPreference(kind: 'marca' | 'tipo', userId: string): string | null {
  try {
    return localStorage.getItem(key(kind, userId));
  } catch {
    return null;
  }
}

export function writePreference(kind: 'marca' | 'tipo', userId: string, value: string): void {
  try {
    localStorage.setItem(key(kind, userId), value);
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}
