import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Database } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow, timestamptz } from '../../../platform/db/typed-rows.js';
import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { createMailer, type ReportingMailer } from '../../../platform/mail/index.js';
import type { ObjectStore } from '../../../platform/storage/types.js';
import { FASES, type FaseDeps, type Passo } from './fases.js';
import { migracoesManutencao, type LinhaLogMigracao, type TipoMigracao } from './migracoes.tables.js';

/** The migrations' job queue (iniciarMigracao wakes it). */
export const MIGRACOES_JOB = 'migracoes-manutencao';

/**
 * A run moves its migration's `updated_at` after every chunk (and while a long chunk of files
 * works); one that has not moved it for this long died with its instance, and the next run takes
 * the migration up again from its cursor.
 */
export const MIGRACAO_STALE_MS = 120_000;

/** Lines a log keeps: every line but the chunks' (started, resumed, phases done, errors, end) and the latest chunks'. */
export const LOG_MAX_LINHAS = 40;

const Claimed = z.object({
  id: z.number(),
  tipo: z.enum(['ARQUIVOS', 'BUSCA', 'AUDIENCIAS', 'EMAILS']),
  retomada: z.boolean(),
  fase: z.number(),
  cursor: z.coerce.number().nullable(),
  feitos: z.number(),
  total: z.number(),
  log: z.array(z.object({ em: z.string(), chave: z.string(), valores: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
  updatedAt: timestamptz,
});

/**
 * Takes the queued migration (NA_FILA), or a running one nobody is working on (its lease older
 * than MIGRACAO_STALE_MS), renewing the lease; null when none.
 */
async function claim(database: Database, now: Date) {
  const stale = new Date(now.getTime() - MIGRACAO_STALE_MS).toISOString();
  const row = await queryRow(
    database.db,
    Claimed,
    sql`update migracoes_manutencao m set status = 'EM_ANDAMENTO', updated_at = now()
          from (select id, status from migracoes_manutencao
                 where status = 'NA_FILA' or (status = 'EM_ANDAMENTO' and updated_at < ${stale}::timestamptz)
                 order by id limit 1 for update skip locked) antes
         where m.id = antes.id
     returning m.id, m.tipo, antes.status = 'EM_ANDAMENTO' as retomada, m.fase, m.cursor, m.feitos, m.total, m.log, m.updated_at as "updatedAt"`,
  );
  return row ?? null;
}

export interface MigracoesDeps {
  database: Database;
  store: ObjectStore;
  config: Config;
  log: FastifyBaseLogger;
}

export interface MigracoesOpts {
  /** Stops after this many chunks as a killed run would (tests of the resume). */
  pararApos?: number;
  /** Keys per chunk instead of each phase's own (tests). */
  lote?: number;
}

/** This run lost its migration to another (its lease had expired): it stops without writing. */
class LeasePerdida extends Error {}

/**
 * Works every migration that has work, one after the other: the queued one, and whatever a dead
 * run left (from its recorded phase and cursor: chunks already committed are not done again).
 * Each chunk's progress (cursor, done, a log line) is written with a guard on the cursor it
 * started from, so a late duplicate run finds the migration moved on and stops. The end is
 * CONCLUIDA, or ERRO with the reason when a chunk throws (a new start goes over it all again:
 * every migration is idempotent).
 */
export async function processarMigracoes(deps: MigracoesDeps, opts: MigracoesOpts = {}): Promise<{ migracoes: number }> {
  let n = 0;
  let chunks = 0;
  let mailer: ReportingMailer | null = null;
  for (;;) {
    const m = await claim(deps.database, new Date());
    if (!m) break;
    n++;
    const log: LinhaLogMigracao[] = [...m.log];
    const linha = (l: Omit<LinhaLogMigracao, 'em'>) => {
      log.push({ em: new Date().toISOString(), ...l });
      // The oldest chunk's line goes first: what a reader needs (start, resume, errors) stays.
      const antigo = log.findIndex((x) => x.chave === 'migracao.log.lote');
      if (log.length > LOG_MAX_LINHAS && antigo >= 0) log.splice(antigo, 1);
    };
    if (m.retomada) linha({ chave: 'migracao.log.retomada', valores: { feitos: m.feitos, total: m.total } });
    let fase = m.fase;
    let cursor = m.cursor;
    let feitos = m.feitos;
    const t = migracoesManutencao;
    /** Records a step in `db` (the chunk's transaction when it has one), guarded by the position it started from. */
    const gravar = async (tx: Tx | Database['db'], next: { fase: number; cursor: number | null; feitos: number }, fim?: 'CONCLUIDA') => {
      const res = await tx
        .update(t)
        .set({ ...next, log, updatedAt: new Date(), ...(fim ? { status: fim, finishedAt: new Date() } : {}) })
        .where(and(eq(t.id, m.id), eq(t.status, 'EM_ANDAMENTO'), eq(t.fase, fase), cursor === null ? sql`${t.cursor} is null` : eq(t.cursor, cursor)))
        .returning({ id: t.id });
      if (res.length === 0) throw new LeasePerdida();
      fase = next.fase;
      cursor = next.cursor;
      feitos = next.feitos;
    };
    const faseDeps: FaseDeps = {
      database: deps.database,
      store: deps.store,
      config: deps.config,
      log: deps.log,
      mailer: () => (mailer ??= createMailer({ config: deps.config, database: deps.database, log: deps.log })),
      renovar: async () => {
        await deps.database.db.update(t).set({ updatedAt: new Date() }).where(and(eq(t.id, m.id), eq(t.status, 'EM_ANDAMENTO')));
      },
    };
    const fases = FASES[m.tipo as TipoMigracao];
    try {
      while (fase < fases.length) {
        const f = fases[fase]!;
        const limite = opts.lote ?? f.lote;
        const depois = cursor;
        /** Records what the chunk did (or the phase's end, when it found nothing left) in `db`. */
        const avancar = async (db: Tx | Database['db'], p: Passo | null) => {
          if (!p) {
            linha({ chave: 'migracao.log.faseConcluida', valores: { fase: f.chave } });
            return gravar(db, { fase: fase + 1, cursor: null, feitos });
          }
          for (const l of p.log ?? []) linha(l);
          linha({ chave: 'migracao.log.lote', valores: { fase: f.chave, n: p.n, feitos: feitos + p.n, total: m.total } });
          return gravar(db, { fase, cursor: p.ultimo, feitos: feitos + p.n });
        };
        if ('tx' in f) await deps.database.db.transaction(async (tx) => avancar(tx, await f.tx(tx, depois, limite)));
        else await avancar(deps.database.db, await f.fora(faseDeps, depois, limite));
        chunks++;
        if (opts.pararApos !== undefined && chunks >= opts.pararApos) return { migracoes: n };
      }
      linha({ chave: 'migracao.log.concluida', valores: { feitos, total: m.total } });
      await gravar(deps.database.db, { fase, cursor, feitos }, 'CONCLUIDA');
      deps.log.info({ migracao: m.id, tipo: m.tipo, feitos }, 'maintenance migration done');
    } catch (err) {
      if (err instanceof LeasePerdida) {
        deps.log.warn({ migracao: m.id }, 'maintenance migration taken over by another run; this one stops');
        continue;
      }
      const erro = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      deps.log.error({ err, migracao: m.id }, 'maintenance migration failed');
      linha({ chave: 'migracao.log.erro', valores: { erro } });
      await deps.database.db
        .update(t)
        .set({ status: 'ERRO', erro, log, updatedAt: new Date(), finishedAt: new Date() })
        .where(and(eq(t.id, m.id), eq(t.status, 'EM_ANDAMENTO')));
    }
  }
  return { migracoes: n };
}

/**
 * The migrations' job: woken by a start (ctx.runJob) and every minute, so a migration left by a
 * dead instance (or started while no instance ran jobs) still finishes: after a kill -9, within
 * pg-boss's expiry of the dead run plus a minute's tick plus the lease. One run at a time across
 * instances (the job's queue); the lease and the cursor guard keep a late duplicate off.
 */
export function migracoesJob(deps: Omit<MigracoesDeps, 'log'>): JobDefinition {
  return {
    name: MIGRACOES_JOB,
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    expireInSeconds: 180,
    run: ({ log }) => processarMigracoes({ ...deps, log }),
  };
}
