import type { Db } from './connection.js';

/** A Drizzle transaction; services take it so that several writes and the audit row commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the pool-backed database or an open transaction: read helpers accept both. */
export type DbOrTx = Db | Tx;
