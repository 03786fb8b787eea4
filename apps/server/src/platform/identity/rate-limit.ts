import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';

/** Advisory-lock namespaces (first key of the two-key form) of the sign-in throttle. */
const LOCK_EMAIL = 0x51_6e_01;
const LOCK_ADDRESS = 0x51_6e_02;

/**
 * Sign-in throttling (ASVS V2.2.1): failed attempts are rows of login_failures; once the e-mail
 * has LOGIN_MAX_FAILURES failures (or the client address LOGIN_MAX_FAILURES_PER_ADDRESS) within
 * LOGIN_FAILURE_WINDOW_S, further attempts are refused without checking the password, until old
 * failures leave the window. Kept in PostgreSQL so the limit holds across every instance.
 *
 * An attempt takes its slot BEFORE the password is checked (reserve), and a success gives it
 * back (clear): checking first and recording afterwards let simultaneous guesses all pass the
 * check while the hashes were being verified.
 */
export function createLoginThrottle(config: Config, database: Database) {
  const window = config.LOGIN_FAILURE_WINDOW_S;
  const max = config.LOGIN_MAX_FAILURES;
  const maxPerAddress = config.LOGIN_MAX_FAILURES_PER_ADDRESS;
  const key = (email: string) => email.trim().toLowerCase();

  return {
    /**
     * Counts the attempt as a failure now, or answers false (and records nothing) when this e-mail
     * or this address has no attempt left. Attempts on one e-mail (and on one address) take
     * turns on a transaction-scoped advisory lock, so the count and the insert are one step for
     * every instance; the lock is held for this statement only, never while a hash is verified.
     * Locks are taken e-mail first, then address, by everyone: no deadlock.
     */
    async reserve(email: string, ip: string): Promise<boolean> {
      const e = key(email);
      return database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${e}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${ip}))`);
        // A new statement, so its snapshot sees the rows committed by whoever held the locks
        // before. Each count stops at its limit, so a flood of failures never makes it slower.
        const inserted = await tx.execute(sql`
          insert into login_failures (email, ip)
          select ${e}, ${ip}
           where (select count(*) from (select 1 from login_failures
                   where email = ${e} and em > now() - make_interval(secs => ${window}) limit ${max}) f) < ${max}
             and (select count(*) from (select 1 from login_failures
                   where ip = ${ip} and em > now() - make_interval(secs => ${window}) limit ${maxPerAddress}) f) < ${maxPerAddress}`);
        return (inserted.rowCount ?? 0) > 0;
      });
    },

    /**
     * A successful sign-in gives its reserved slot back and forgives the e-mail's earlier typos
     * (the address keeps its other failures).
     */
    async clear(email: string): Promise<void> {
      await database.pool.query(`delete from login_failures where email = $1`, [key(email)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
