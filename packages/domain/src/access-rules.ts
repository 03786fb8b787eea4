import type { AccessRule } from './access.js';
import { FEATURES } from './features.js';
import { USER_TYPES } from './user-types.js';

/**
 * Access rules that are not a route's but are decided the same way on both sides: the server's
 * policy enforces them and the web offers only what they allow, both through canAccess.
 */

/** Technical-provider users are created, edited and activated by the provider alone (no feature opens it). */
export const MANAGE_PROVIDER_USERS: AccessRule = { userTypes: [USER_TYPES.PROVEDOR] };

/** A public user group needs the public-group creation feature (the provider passes it, spec 02 §6). */
export const CREATE_PUBLIC_USER_GROUPS: AccessRule = { features: [FEATURES.PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS] };
