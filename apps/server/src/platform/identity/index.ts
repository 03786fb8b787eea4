import formbody from '@fastify/formbody';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import type { Mailer } from '../mail/mailer.js';
import './messages.js';
import { registerAssetRoutes } from './assets.routes.js';
import { startCleanup } from './cleanup.js';
import { registerLoginRoutes } from './login.routes.js';
import { mountProvider } from './mount.js';
import { createPasswordReset } from './password-reset.js';
import { createProvider, mountPathOf } from './provider.js';
import { createLoginThrottle } from './rate-limit.js';
import { registerResetRoutes } from './reset.routes.js';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './secrets.js';
import { sessionsEnded } from './sessions-ended.js';
import type { Identity } from './types.js';
import { createEmbeddedVerifier, createExternalVerifier } from './verify.js';

export type { Identity, VerifiedToken } from './types.js';
export { hashPassword, verifyPassword } from './passwords.js';

export interface IdentityDeps {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  mailer: Pick<Mailer, 'send'>;
}

/**
 * The identity side of the portal. Embedded mode (no OIDC_ISSUER): the OpenID provider at
 * /oidc with its state in PostgreSQL, keys generated on first start into app_secrets, the
 * sign-in and password-reset pages. External mode (Keycloak): register() mounts nothing and
 * verify() checks the issuer's tokens against its published keys.
 */
export async function createIdentity(deps: IdentityDeps): Promise<Identity> {
  const { config, database, log } = deps;
  if (!config.embeddedIdp) {
    return { register: async () => {}, verify: createExternalVerifier({ config, log }), onSessionsEnded: () => {}, close: async () => {} };
  }

  const [signingKeys, cookieKeys] = await Promise.all([loadSigningKeys(database), loadCookieKeys(database)]);
  const mountPath = mountPathOf(config);
  const ended = sessionsEnded(log);
  const provider = createProvider({ config, database, log, signingKeys, cookieKeys, sessionsEnded: ended });
  const throttle = createLoginThrottle(config, database);
  const reset = createPasswordReset({ config, database, mailer: deps.mailer, log, sessionsEnded: ended });
  const verify = createEmbeddedVerifier({ config, database, publicKeys: publicJwks(signingKeys) });
  const stopCleanup = startCleanup({ config, database, log });

  return {
    async register(app) {
      await mountProvider(app, provider, { mountPath, publicUrl: config.publicUrl });
      // Our pages get their own scope: form parsing for their posts only, not for the whole app.
      await app.register(async (scope) => {
        await scope.register(formbody);
        registerAssetRoutes(scope);
        registerLoginRoutes(scope, { config, database, log, provider, throttle, mountPath });
        registerResetRoutes(scope, { config, reset });
      });
    },
    verify,
    onSessionsEnded: ended.add,
    async close() {
      stopCleanup();
      await reset.settle();
    },
  };
}
