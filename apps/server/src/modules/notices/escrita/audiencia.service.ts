import type { Db } from '../../../platform/db/connection.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { assertVisible } from '../../user-groups/user-groups.policy.js';
import { audienciaComunicado, type Destinatarios } from '../entrega/audiencia.js';

/**
 * The form's audience count (audienciaComunicado), by the delivery's own definition (entrega's
 * audiencia.ts). The groups must be ones the caller may use, as on save: otherwise the count would
 * tell a creator how many people another person's private group holds (NOT_FOUND, as on save).
 */
export async function contarAudiencia(db: Db, user: CurrentUser, d: Destinatarios): Promise<{ usuarios: number; emails: number }> {
  const grupoIds = [...new Set(d.grupoIds)];
  await assertVisible(db, user, grupoIds);
  return audienciaComunicado(db, { ...d, grupoIds });
}
