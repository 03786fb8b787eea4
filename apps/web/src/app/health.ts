import { logger } from '../lib/logger/logger';

/** What /api/health says before the app starts. */
export type Health = 'ok' | 'maintenance' | 'failed';

/**
 * GET /api/health before anything else: a 5xx (503 while the portal is being updated, or a proxy
 * with no server behind it) means the maintenance page; a 503 whose body says `failed` means the
 * server could not start and will not by waiting (its log says why and what to do). Not reaching
 * the server at all is treated as offline: the app starts and works from its cache as far as it can.
 */
export async function checkHealth(fetchImpl: typeof fetch = fetch): Promise<Health> {
  try {
    const res = await fetchImpl('/api/health', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (res.status < 500) return 'ok';
    const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
    return body?.status === 'failed' ? 'failed' : 'maintenance';
  } catch (err) {
    logger.warn('health check unreachable', err);
    return 'ok';
  }
}
