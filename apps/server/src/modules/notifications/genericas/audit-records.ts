import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/connection.js';
import { parseId } from '../../../platform/db/ids.js';
import { provideAuditRecord } from '../../audit/audit.service.js';
import { notificacoesGenericas as ng } from '../notifications.tables.js';
import { modeloById } from './modelos.service.js';

/**
 * The names the audit screen shows for models (their name) and generic notifications (their
 * title). Models and generic notifications are visible to every holder of the feature, which the
 * audit service has checked, so there is no row rule beyond existence.
 */
export function provideGenericasAuditRecords(): void {
  provideAuditRecord('modeloNotificacao', async (db: Db, _caller, id) => (await modeloById(db, parseId('id', id)))?.nome ?? null);
  provideAuditRecord('notificacaoGenerica', async (db: Db, _caller, id) => {
    const [row] = await db.select({ titulo: ng.titulo }).from(ng).where(eq(ng.id, parseId('id', id)));
    return row?.titulo ?? null;
  });
}
