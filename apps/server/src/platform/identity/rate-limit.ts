import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';

/**
 * Sign-in throttling (ASVS V2.2.1): failed attempts are rows of login_failures; once the e-mail
 * has LOGIN_MAX_FAILURES failures (or the client address LOGIN_MAX_FAILURES_PER_ADDRESS) within
 * LOGIN_FAILURE_WINDOW_S, further
 * attempts are refused without checking the password, until old failures leave the window.
 * Kept in PostgreSQL so the limit holds across every instance of the portal.
 */
export function createLoginThrottle(config: Config, database: Database) {
  const window = config.LOGIN_FAILURE_WINDOW_S;
  const max = config.LOGIN_MAX_FAILURES;
  const maxPerAddress = config.LOGIN_MAX_FAILURES_PER_ADDRESS;
  const key = (email: string) => email.trim().toLowerCase();

  return {
    /** True when this e-mail or this address may not try again yet. */
    async isBlocked(email: string, ip: string): Promise<boolean> {
      // Each count stops at `max` rows, so a flood of failures never makes the check slower.
      const { rows } = await database.pool.query<{ by_email: number; by_ip: number }>(
        `select
           (select count(*) from (select 1 from login_failures
              where email = $1 and em > now() - make_interval(secs => $3) limit $4) e)::int as by_email,
           (select count(*) from (select 1 from login_failures
              where ip = $2 and em > now() - make_interval(secs => $3) limit $5) i)::int as by_ip`,
        [key(email), ip, window, max, maxPerAddress],
      );
      const row = rows[0];
      return !!row && (row.by_email >= max || row.by_ip >= maxPerAddress);
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await database.pool.query(`insert into login_failures (email, ip) values ($1, $2)`, [key(email), ip]);
    },

    /** A successful sign-in forgives the e-mail's earlier typos (the address count stays). */
    async clear(email: string): Promise<void> {
      await database.pool.query(`delete from login_failures where email = $1`, [key(email)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
