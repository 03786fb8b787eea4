import type { AccessRule } from './access.js';
import { FEATURES } from './features.js';
import { USER_TYPES, type UserType } from './user-types.js';

/**
 * Dealer groups are the network's structure: the manufacturer and the provider create them; a
 * dealer-group administrator maintains only the groups it belongs to (the server's reach rule is
 * apps/server/src/modules/dealers/dealers.policy.ts). One rule for the route /grupos/novo, the
 * web's "new group" button and the API.
 */
export const CREATE_DEALER_GROUPS: AccessRule = {
  features: [FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO],
  exceptUserTypes: [USER_TYPES.DEALER_GRUPO],
};

/** Whether a user type may create dealer groups (the feature is checked by the route or `@auth`). */
export function mayCreateDealerGroups(tipo: UserType): boolean {
  return !(CREATE_DEALER_GROUPS.exceptUserTypes ?? []).includes(tipo);
}
