import { desc } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import { asUniqueConflict } from '../../../platform/db/unique-violation.js';
import { conflict } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { FASES } from './fases.js';
import { MIGRACOES_JOB } from './migracoes.job.js';
import { migracoesManutencao, type LinhaLogMigracao, type TipoMigracao } from './migracoes.tables.js';

export type Migracao = typeof migracoesManutencao.$inferSelect;

/** How many past migrations the tab lists (newest first). */
export const MIGRACOES_LISTADAS = 20;

const linha = (chave: string, valores?: LinhaLogMigracao['valores']): LinhaLogMigracao => ({
  em: new Date().toISOString(),
  chave,
  ...(valores ? { valores } : {}),
});

/**
 * Starts a maintenance migration: queued (NA_FILA) with its total (the rows its phases will walk,
 * counted now) and the first line of its log, audited in the same transaction, then the job is
 * woken. One migration at a time: while one is queued or running, a start is refused (CONFLICT
 * error.migracao.emAndamento), checked first and held by the table's partial unique index
 * against two starts at the same moment.
 */
export async function iniciarMigracao(
  db: Db,
  caller: CurrentUser,
  tipo: TipoMigracao,
  opts: { requestId: string; runJob: ((name: string) => Promise<unknown>) | null },
): Promise<Migracao> {
  const emAndamento = conflict('error.migracao.emAndamento');
  const row = await db
    .transaction(async (tx) => {
      let total = 0;
      for (const fase of FASES[tipo]) total += await fase.contar(tx);
      const [m] = await tx
        .insert(migracoesManutencao)
        .values({ tipo, usuarioId: caller.id, total, log: [linha('migracao.log.iniciada', { total })] })
        .returning();
      await writeAudit(tx, { usuarioId: caller.id, entidade: 'migracao', entidadeId: m!.id, acao: `INICIAR_MIGRACAO_${tipo}`, depois: { tipo, total }, requestId: opts.requestId });
      return m!;
    })
    .catch((err: unknown) => {
      throw asUniqueConflict(err, { migracoes_manutencao_uma_por_vez_uq: () => emAndamento });
    });
  await opts.runJob?.(MIGRACOES_JOB).catch(() => undefined);
  return row;
}

/** The latest migrations, newest first (the tab's list, polled while one runs). */
export function listarMigracoes(db: Db): Promise<Migracao[]> {
  return db.select().from(migracoesManutencao).orderBy(desc(migracoesManutencao.id)).limit(MIGRACOES_LISTADAS);
}
