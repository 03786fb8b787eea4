/**
 * Requests the start-up needs whatever happens next, sent by the entry (main.ts) before the app's
 * code has arrived, so they travel while the bundles download instead of after them. Each answer
 * is handed out once: whoever asks later (a retry, a test) gets a fresh request. Nothing here may
 * import more code: it runs in the entry chunk.
 */

type EarlyRequest = 'health' | 'portalProperties';

const URLS: Readonly<Record<EarlyRequest, string>> = {
  // Never from a cache: maintenance ends while a page is open.
  health: '/api/health',
  // The same request as index.html's preload (no extra headers), so the browser hands over that one.
  portalProperties: '/portalProperties',
};

const INIT: Readonly<Record<EarlyRequest, RequestInit>> = {
  health: { headers: { accept: 'application/json' }, cache: 'no-store' },
  portalProperties: {},
};

const sent = new Map<EarlyRequest, Promise<Response>>();

/** Sends every early request now (once per page). */
export function sendEarlyRequests(fetchImpl: typeof fetch = fetch): void {
  for (const name of Object.keys(URLS) as EarlyRequest[]) {
    if (sent.has(name)) continue;
    const response = fetchImpl(URLS[name], INIT[name]);
    // Read (or refetched) later; an unreachable server must not log an unhandled rejection here.
    response.catch(() => undefined);
    sent.set(name, response);
  }
}

/**
 * A fetch for `name`'s request: the first call answers with the early response when there is one,
 * every other call (and any when the entry sent nothing) fetches.
 */
export function earlyFetch(name: EarlyRequest, fetchImpl: typeof fetch = fetch): typeof fetch {
  const take = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const early = sent.get(name);
    if (early) {
      sent.delete(name);
      return early;
    }
    return fetchImpl(input, init);
  };
  return take as typeof fetch;
}
