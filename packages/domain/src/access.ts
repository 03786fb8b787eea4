import type { FeatureKey } from './features.js';
import { USER_TYPES, type UserType } from './user-types.js';

/** What a route, menu item or operation requires. Empty lists on both sides = everyone. */
export interface AccessRule {
  readonly features?: readonly FeatureKey[];
  readonly userTypes?: readonly UserType[];
  /**
   * User types refused whatever else they hold (creating dealer groups: a dealer-group
   * administrator holds the dealers feature but maintains only the groups it belongs to).
   */
  readonly exceptUserTypes?: readonly UserType[];
}

/** The part of a signed-in user that access decisions look at. */
export interface AccessSubject {
  readonly tipo: UserType;
  readonly funcionalidades: readonly string[];
}

/**
 * Spec 01 §6: a user is accepted when any one allowed feature key matches or the user type is
 * allowed; an empty list means everyone is allowed; the technical provider passes any
 * feature check. A rule restricted to user types alone (like /superAdmin) is not a feature
 * check, so the provider passes it only by being listed.
 */
export function canAccess(subject: AccessSubject, rule: AccessRule): boolean {
  if (rule.exceptUserTypes?.includes(subject.tipo)) return false;
  const features = rule.features ?? [];
  const userTypes = rule.userTypes ?? [];
  if (features.length === 0 && userTypes.length === 0) return true;
  if (userTypes.includes(subject.tipo)) return true;
  if (features.length === 0) return false;
  if (subject.tipo === USER_TYPES.PROVEDOR) return true;
  return features.some((f) => subject.funcionalidades.includes(f));
}
