import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction.js';
import { ALL_USERS, USERS_CHANGED_CHANNEL } from './signed-in-cache.js';

/** Ids per NOTIFY payload: "123456," × 1,000 stays well under PostgreSQL's 8,000-byte limit. */
const IDS_PER_PAYLOAD = 1000;

/**
 * Tells every instance that these users' request-path data changed (active, type, language, name,
 * e-mail, features): their cached current user is dropped before their next request. Called in
 * the writing transaction: PostgreSQL delivers the NOTIFY at commit, and not at all on rollback.
 * Every write that changes what the users area's `loadCurrentUser` answers calls it (`'all'`: a
 * catalog change that reaches many users, such as a feature's key).
 */
export async function notifyUsersChanged(tx: DbOrTx, ids: readonly number[] | 'all'): Promise<void> {
  const payloads: string[] = [];
  if (ids === 'all') payloads.push(ALL_USERS);
  else for (let i = 0; i < ids.length; i += IDS_PER_PAYLOAD) payloads.push(ids.slice(i, i + IDS_PER_PAYLOAD).join(','));
  if (!payloads.length) return;
  await tx.execute(sql`select pg_notify(${USERS_CHANGED_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`);
}
