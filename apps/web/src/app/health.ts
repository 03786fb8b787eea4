import { logger } from '../lib/logger/logger';

/**
 * GET /api/health before anything else: a 5xx (503 while the portal is being updated, or a proxy
 * with no server behind it) means the maintenance page. Not reaching the server at all is
 * treated as offline: the app starts and works from its cache as far as it can.
 */
export async function checkHealth(fetchImpl: typeof fetch = fetch): Promise<'ok' | 'maintenance'> {
  try {
    const res = await fetchImpl('/api/health', { headers: { accept: 'application/json' }, cache: 'no-store' });
    return res.status >= 500 ? 'maintenance' : 'ok';
  } catch (err) {
    logger.warn('health check unreachable', err);
    return 'ok';
  }
}
