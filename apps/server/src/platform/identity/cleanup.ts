import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer matter: expired provider rows (find() already ignores them),
 * failures older than the throttle window, reset tokens a day past expiry. Idempotent, so every
 * instance may run it; hourly is enough because nothing reads these rows once expired.
 */
export function startCleanup(deps: { config: Config; database: Database; log: FastifyBaseLogger }): () => void {
  const { pool } = deps.database;
  const run = async () => {
    try {
      await pool.query(`delete from oidc_payloads where expires_at < now() - interval '1 hour'`);
      await pool.query(`delete from login_failures where em < now() - make_interval(secs => $1)`, [
        deps.config.LOGIN_FAILURE_WINDOW_S,
      ]);
      await pool.query(`delete from password_reset_tokens where expires_at < now() - interval '1 day'`);
    } catch (err) {
      deps.log.warn({ err }, 'identity clean-up failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
