import type { Tx } from '../db/transaction.js';
import { auditoria } from './audit.tables.js';

export interface AuditEntry {
  /** Who did it (null for the system: jobs, seeds). */
  usuarioId: number | null;
  entidade: string;
  entidadeId: string | number;
  acao: string;
  antes?: unknown;
  depois?: unknown;
  requestId?: string;
}

/**
 * Writes one audit row inside the caller's transaction, so the change and its record commit or
 * roll back together. Every mutation calls it.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditoria).values({
    usuarioId: entry.usuarioId,
    entidade: entry.entidade,
    entidadeId: String(entry.entidadeId),
    acao: entry.acao,
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
    requestId: entry.requestId ?? null,
  });
}
