import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma } from '@portal/domain';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { asUniqueConflict } from '../../../platform/db/unique-violation.js';
import { conflict } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import type { DownloadLinks } from '../../../platform/storage/types.js';
import { comunicadoExportacoes } from '../notices.tables.js';
import { comunicadoDoPainel } from './leitor.js';
import './dashboard.messages.js';

export type StatusExportacao = 'NA_FILA' | 'EM_ANDAMENTO' | 'CONCLUIDA' | 'FALHOU';

/** Queue name of the export job (exportacao.job.ts). */
export const EXPORTACOES_JOB = 'comunicados-exportacoes';

export interface ExportacaoView {
  id: number;
  status: StatusExportacao;
  progresso: number;
  total: number;
  link: string | null;
  erro: string | null;
}

type ExportacaoRow = typeof comunicadoExportacoes.$inferSelect;

const emAndamento = () => conflict('error.comunicadoDashboard.exportacaoEmAndamento');

/** An export as the API answers it: the signed download link (short-lived) once it is done. */
function exportacaoView(row: ExportacaoRow, links: DownloadLinks, idioma: Idioma): ExportacaoView {
  return {
    id: row.id,
    status: row.status as StatusExportacao,
    progresso: row.progresso,
    total: row.total,
    link: row.status === 'CONCLUIDA' && row.arquivoId ? links.sign({ arquivoId: row.arquivoId, variant: 'original', inline: false }) : null,
    // erro holds the cause for operators; the requester reads why in their language, never an internal message.
    erro: row.status === 'FALHOU' ? t(idioma, 'error.comunicadoDashboard.exportacaoFalhou') : null,
  };
}

/**
 * Starts an xlsx export of a notice's per-person status (its readers only; NOT_FOUND to anyone
 * else): a row NA_FILA the export job picks up (woken now through `runJob`; otherwise at its next
 * minute). One running export per user: a second while one is queued or running is CONFLICT
 * ("an export already in progress"), checked first for the message and held by the partial unique
 * index `comunicado_exportacoes_em_andamento_uq` against two calls at once. Audited on the notice.
 */
export async function exportarComunicado(
  db: Db,
  links: DownloadLinks,
  user: CurrentUser,
  id: number,
  runJob: ((name: string) => Promise<unknown>) | null,
  requestId?: string,
): Promise<ExportacaoView> {
  const c = await comunicadoDoPainel(db, user, id);
  const row = await db
    .transaction(async (tx) => {
      const [running] = await tx
        .select({ id: comunicadoExportacoes.id })
        .from(comunicadoExportacoes)
        .where(and(eq(comunicadoExportacoes.usuarioId, user.id), inArray(comunicadoExportacoes.status, ['NA_FILA', 'EM_ANDAMENTO'])));
      if (running) throw emAndamento();
      const total = await queryRow(
        tx,
        z.object({ n: z.number() }),
        sql`select count(*)::int as n from comunicado_envios e where e.comunicado_id = ${c.id} and e.active and ${c.noAlcance}`,
      );
      const [inserted] = await tx
        .insert(comunicadoExportacoes)
        .values({ comunicadoId: c.id, usuarioId: user.id, total: total?.n ?? 0 })
        .returning();
      await writeAudit(tx, { usuarioId: user.id, entidade: 'comunicado', entidadeId: c.id, acao: 'EXPORTAR', depois: { exportacao: inserted!.id }, requestId });
      return inserted!;
    })
    .catch((err: unknown) => {
      throw asUniqueConflict(err, { comunicado_exportacoes_em_andamento_uq: emAndamento });
    });
  // Already queued (the job's queue holds one waiting run): that run takes this export too.
  await runJob?.(EXPORTACOES_JOB).catch(() => undefined);
  return exportacaoView(row, links, user.idioma);
}

/** The caller's latest export of a notice (null: none yet), with its link once done. */
export async function exportacaoComunicado(db: Db, links: DownloadLinks, user: CurrentUser, id: number): Promise<ExportacaoView | null> {
  const c = await comunicadoDoPainel(db, user, id);
  const [row] = await db
    .select()
    .from(comunicadoExportacoes)
    .where(and(eq(comunicadoExportacoes.comunicadoId, c.id), eq(comunicadoExportacoes.usuarioId, user.id)))
    .orderBy(desc(comunicadoExportacoes.id))
    .limit(1);
  return row ? exportacaoView(row, links, user.idioma) : null;
}
