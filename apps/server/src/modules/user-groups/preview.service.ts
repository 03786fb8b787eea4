import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { readableBy, readScope } from '../users/users.policy.js';
import { usuariosByNomeOrEmailStartingWith, usuariosDosGrupos, type AudienceSource } from './audience.service.js';
import { assertCriteria } from './salvar-grupo.checks.js';
import type { GrupoCriterios } from './user-groups.input.js';
import { assertVisible } from './user-groups.policy.js';

export interface PreviewFiltro extends PageFilter {
  grupoIds: number[];
  /** An unsaved form's criteria, normalised like a save. */
  criterios: GrupoCriterios | null;
  busca?: string | null;
}

/**
 * The recipients preview (usuariosByGruposUsuariosPaged): saved groups must be visible to the
 * caller (else NOT_FOUND), an unsaved form's criteria pass the same checks as a save except the
 * name (the preview button works before a name is typed) and are never stored. It lists only the
 * people the caller may see (a dealer-group caller: those of its groups and dealers), whatever the
 * criteria reach: positions, sectors, manual users and profiles span the whole network.
 */
export async function previewDestinatarios(db: Db, caller: CurrentUser, filtro: PreviewFiltro) {
  const page = paging(filtro);
  await assertVisible(db, caller, filtro.grupoIds);
  const sources: AudienceSource[] = [];
  if (filtro.grupoIds.length) sources.push({ grupoIds: filtro.grupoIds });
  if (filtro.criterios) {
    await assertCriteria(db, caller, filtro.criterios);
    sources.push({ criterios: filtro.criterios });
  }
  // readableBy's condition, left out when the caller sees everyone: the total of a large audience
  // is then counted from the stored members alone (audience.service.ts).
  const reach = await callerReach(db, caller);
  return usuariosDosGrupos(db, sources, { busca: filtro.busca, page, within: reach ? readScope(reach) : undefined });
}

/** The manual-user picker (usuariosByNomeOrEmailStartingWith): only people the caller may see. */
export async function manualUserOptions(db: Db, caller: CurrentUser, texto: string) {
  return usuariosByNomeOrEmailStartingWith(db, texto, await readableBy(db, caller));
}
