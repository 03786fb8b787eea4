import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../../platform/db/connection.js';
import type { JobRunner } from '../../../platform/jobs/jobs.js';
import { inscricoesPush, lotesNotificacao, notificacoes } from '../notifications.tables.js';

/** The queue of single deliveries: one job = one notification to one subscription. */
export const PUSH_SEND_QUEUE = 'notificacoes-push-envio';

/** One job of PUSH_SEND_QUEUE. */
export interface EnvioPush {
  loteId: number;
  inscricaoId: number;
}

/** Lotes taken per claim: a burst of notifications is shared out between instances in chunks. */
const LOTES_PER_CLAIM = 50;

export interface ClaimResult {
  lotes: number;
  envios: number;
}

/**
 * Takes the lotes waiting for their push (`push_pendente`) and turns them into one send job per
 * recipient subscription, in one transaction: the claim (`for update skip locked`, so two
 * instances never take the same lote) and the jobs commit together, so a lote is neither pushed
 * twice nor lost when an instance dies between the two. Only recipients' own subscriptions, and
 * only for notifications still unread. Repeats until nothing is pending.
 */
export async function claimPushOutbox(database: Database, jobs: Pick<JobRunner, 'send' | 'wake'>): Promise<ClaimResult> {
  const total: ClaimResult = { lotes: 0, envios: 0 };
  for (;;) {
    const done = await claimOnce(database, jobs);
    total.lotes += done.lotes;
    total.envios += done.envios;
    // Committed now: this instance's sender starts at once instead of at its next poll.
    if (done.envios) jobs.wake(PUSH_SEND_QUEUE);
    if (done.lotes < LOTES_PER_CLAIM) return total;
  }
}

async function claimOnce(database: Database, jobs: Pick<JobRunner, 'send'>): Promise<ClaimResult> {
  // One connection for the claim and pg-boss's insert, so both are in the same transaction.
  const client = await database.pool.connect();
  const db = drizzle(client);
  try {
    await client.query('begin');
    const pending = db
      .select({ id: lotesNotificacao.id })
      .from(lotesNotificacao)
      .where(eq(lotesNotificacao.pushPendente, true))
      .orderBy(asc(lotesNotificacao.id))
      .limit(LOTES_PER_CLAIM)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(lotesNotificacao)
      .set({ pushPendente: false })
      .where(inArray(lotesNotificacao.id, pending))
      .returning({ id: lotesNotificacao.id });
    let envios: EnvioPush[] = [];
    if (claimed.length) {
      envios = await db
        .select({ loteId: notificacoes.loteId, inscricaoId: inscricoesPush.id })
        .from(notificacoes)
        .innerJoin(inscricoesPush, eq(inscricoesPush.usuarioId, notificacoes.usuarioId))
        .where(and(inArray(notificacoes.loteId, claimed.map((l) => l.id)), isNull(notificacoes.lidaEm)));
      await jobs.send(PUSH_SEND_QUEUE, envios, { db: { executeSql: (text, values) => client.query(text, values) } });
    }
    await client.query('commit');
    return { lotes: claimed.length, envios: envios.length };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Whether any lote still waits for its push (tests, operations). */
export async function pushPendentes(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(lotesNotificacao)
    .where(eq(lotesNotificacao.pushPendente, true));
  return row?.n ?? 0;
}
