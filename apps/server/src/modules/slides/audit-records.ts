import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connection.js';
import { parseId } from '../../platform/db/ids.js';
import { provideAuditRecord } from '../audit/audit.service.js';
import { anuncios, slides } from './slides.tables.js';

/**
 * The name the audit screen shows for a slide or advert: its title. The audit service has checked
 * the kind's maintenance feature, whose holders read every slide or advert.
 */
export function provideSlidesAuditRecords(): void {
  provideAuditRecord('slide', async (db: Db, _caller, id) => {
    const [row] = await db.select({ titulo: slides.titulo }).from(slides).where(eq(slides.id, parseId('id', id)));
    return row?.titulo ?? null;
  });
  provideAuditRecord('anuncio', async (db: Db, _caller, id) => {
    const [row] = await db.select({ titulo: anuncios.titulo }).from(anuncios).where(eq(anuncios.id, parseId('id', id)));
    return row?.titulo ?? null;
  });
}
