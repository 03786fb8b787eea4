import type { Config, KeycloakAdminConfig } from '../../../config.js';
import { AppError } from '../../../platform/errors.js';
import { embeddedDirectory } from './embedded-directory.js';
import type { IdentityDirectory } from './identity-directory.js';
import { keycloakAdmin, type KeycloakAdmin } from './keycloak-client.js';
import { keycloakDirectory } from './keycloak-directory.js';

/** One admin client per configuration: its token is reused until it is about to expire. */
const clients = new WeakMap<KeycloakAdminConfig, KeycloakAdmin>();

/**
 * The identity provider in use: the embedded one, or Keycloak (OIDC_ISSUER) through its admin API
 * with the credentials of KEYCLOAK_ADMIN_CLIENT_ID/SECRET. Without them a synchronisation says so
 * rather than reconciling against the wrong provider.
 */
export function directoryOf(config: Config): IdentityDirectory {
  if (config.embeddedIdp) return embeddedDirectory();
  const kc = config.keycloakAdmin;
  if (!kc) throw new AppError('CONFLICT', 'error.superadmin.keycloakNaoConfigurado');
  let client = clients.get(kc);
  if (!client) clients.set(kc, (client = keycloakAdmin(kc)));
  return keycloakDirectory(client);
}
