import type { Db } from '../../../platform/db/connection.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { manualUserOptions, previewDestinatarios } from '../../user-groups/preview.service.js';
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

const pessoa = (u: { id: number; nome: string; email: string }) => ({ id: String(u.id), nome: u.nome, email: u.email });

/**
 * The form's recipients preview (destinatariosGruposComunicado): the user groups area's own preview
 * (previewDestinatarios: groups visible to the caller, else NOT_FOUND; only people the caller may
 * see), answered under the notices' features, which are what the form's author holds.
 */
export async function destinatariosDosGrupos(db: Db, user: CurrentUser, f: { grupoIds: number[]; busca?: string | null; page?: number | null; rowsPerPage?: number | null }) {
  const page = await previewDestinatarios(db, user, { grupoIds: [...new Set(f.grupoIds)], criterios: null, busca: f.busca, page: f.page, rowsPerPage: f.rowsPerPage });
  return { content: page.content.map(pessoa), totalElements: page.totalElements };
}

/** The form's excluded-users picker (usuariosComunicado): the user groups area's look-up of people the caller may see. */
export async function pessoasPorNomeOuEmail(db: Db, user: CurrentUser, texto: string) {
  return (await manualUserOptions(db, user, texto)).map(pessoa);
}
