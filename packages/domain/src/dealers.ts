import { USER_TYPES, type UserType } from './user-types.js';

/**
 * Dealer groups are the network's structure: the manufacturer and the provider create them; a
 * dealer-group administrator maintains only the groups it belongs to (the server's reach rule is
 * apps/server/src/modules/dealers/dealers.policy.ts). The web offers "new group" by this rule.
 */
export function mayCreateDealerGroups(tipo: UserType): boolean {
  return tipo !== USER_TYPES.DEALER_GRUPO;
}
