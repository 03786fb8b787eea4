/** localStorage keys kept across sign-out: preferences of this browser, no personal data. */
const KEPT_PREFIX = 'portal.pref.';

/**
 * Removes what the portal stored on this browser (tokens, sign-in state, the offline API cache,
 * anything else) except `portal.pref.*` preferences such as the last language.
 */
export function clearLocalStorage(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !key.startsWith(KEPT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  try {
    sessionStorage.clear();
  } catch {
    // ignore: some browsers block storage in private mode
  }
}
