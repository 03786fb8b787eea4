import { eq } from 'drizzle-orm';
import { noticeNumber } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import { parseId } from '../../../platform/db/ids.js';
import { provideAuditRecord } from '../../audit/audit.service.js';
import { comunicados } from '../notices.tables.js';

/**
 * The name the audit screen shows for a notice: its number and title ("12/2026 Recall"), or the
 * title alone before delivery. The audit service has checked the approval feature, whose holders
 * read every notice, so there is no row rule beyond existence.
 */
export function provideNoticesAuditRecords(): void {
  provideAuditRecord('comunicado', async (db: Db, _caller, id) => {
    const [row] = await db.select({ titulo: comunicados.titulo, ano: comunicados.ano, numero: comunicados.numero }).from(comunicados).where(eq(comunicados.id, parseId('id', id)));
    if (!row) return null;
    const numero = noticeNumber(row.ano, row.numero);
    return numero ? `${numero} ${row.titulo}` : row.titulo;
  });
}
