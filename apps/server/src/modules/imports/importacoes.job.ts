import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/connection.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { loadCurrentUser } from '../users/current-user.service.js';
import { userFormProperties } from '../users/dominio.service.js';
import { aplicarImportacao } from './aplicacao.js';
import { enviarConvitesPendentes } from './convites.js';
import { validarImportacao } from './validacao.js';

/** The import job's queue name (ctx.runJob wakes it after an upload or a confirmation). */
export const IMPORTACOES_JOB = 'importacoes-usuarios';

/**
 * A run working on an import moves its `updated_at` after every batch (seconds apart); one that
 * has not moved it for this long died with its instance (kill -9, a lost node) and its import
 * is taken up again by the next run.
 */
export const IMPORT_STALE_MS = 60_000;

const Claimed = z.object({ id: z.number(), status: z.enum(['VALIDATING', 'PROCESSING']), usuarioId: z.number(), chave: z.string().nullable() });

/**
 * Takes the oldest import with work to do: a RECEIVED one (marked VALIDATING), or a VALIDATING
 * or PROCESSING one nobody is working on (its lease is older than IMPORT_STALE_MS: a confirmed
 * import starts with an expired lease), renewing the lease; null when none.
 */
async function claim(database: Database, now: Date) {
  const stale = new Date(now.getTime() - IMPORT_STALE_MS).toISOString();
  const row = await queryRow(
    database.db,
    Claimed,
    sql`update importacoes i set status = case when i.status = 'RECEIVED' then 'VALIDATING' else i.status end, updated_at = now()
         where i.id = (select id from importacoes
                        where status = 'RECEIVED' or (status in ('VALIDATING', 'PROCESSING') and updated_at < ${stale}::timestamptz)
                        order by id limit 1 for update skip locked)
     returning i.id, i.status, i.usuario_id as "usuarioId", (select a.chave from arquivos a where a.id = i.arquivo_id) as chave`,
  );
  return row ?? null;
}

export interface ImportacoesDeps {
  database: Database;
  store: ObjectStore;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Works every import that has work, one after the other: the dry run of the RECEIVED ones, the
 * rows of the confirmed ones, and whatever a dead run left, its unsent invitations first. Each
 * works for its author as the author is now (features, reach). Answers how many imports it took
 * and how many left-over invitations it sent.
 */
export async function processarImportacoes(deps: ImportacoesDeps, now = new Date()): Promise<{ importacoes: number; convites: number }> {
  // Invitations a dead run queued but did not send (its batch committed, then kill -9).
  const convites = await enviarConvitesPendentes(deps);
  let n = 0;
  for (;;) {
    const imp = await claim(deps.database, now);
    if (!imp) break;
    n++;
    const caller = await loadCurrentUser(deps.database.db, imp.usuarioId);
    const props = await userFormProperties(deps.database.db);
    if (imp.status === 'VALIDATING') await validarImportacao(deps.database.db, deps.store, { id: imp.id, chave: imp.chave, caller, props });
    else await aplicarImportacao(deps, { id: imp.id, caller, props });
    // A later import of the same run is judged by a fresh clock (the lease of a long one).
    now = new Date();
  }
  return { importacoes: n, convites };
}

/**
 * The user import's job: woken by an upload and a confirmation (ctx.runJob), and every minute,
 * so an import left by a dead instance (or queued while no instance ran jobs) still finishes:
 * after a kill -9, within pg-boss's expiry of the dead run (120 s, checked at its maintenance)
 * plus a minute's tick plus the lease (60 s). One run at a time across instances (the job's
 * queue); the lease keeps a late duplicate off.
 */
export function importacoesJob(deps: Omit<ImportacoesDeps, 'log'>): JobDefinition {
  return {
    name: IMPORTACOES_JOB,
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    // After a kill -9 the dead run holds the queue until pg-boss expires it: minutes, not the
    // default quarter of an hour. A live run longer than this goes on; the duplicate pg-boss then
    // starts finds its import's lease fresh and leaves it.
    expireInSeconds: 120,
    run: ({ log }) => processarImportacoes({ ...deps, log }),
  };
}
