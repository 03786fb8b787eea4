import type { PortalContext } from '../../platform/graphql/context.js';
import type { LoginThrottle } from '../../platform/identity/rate-limit.js';

/**
 * What the account operations need of the instance's configuration. The GraphQL context
 * carries no configuration, so the account plugin (account.plugin.ts, registered by app.ts)
 * decorates the API scope with these settings and the resolvers read them from the reply's
 * server, which is that same scope.
 */
export interface AccountSettings {
  /** DATA_DIR/avatars. */
  avatarDir: string;
  /** False with an external identity provider (OIDC_ISSUER): it owns passwords. */
  embeddedIdp: boolean;
  /** The sign-in throttle: wrong current passwords count as failed sign-ins of the e-mail. */
  throttle: LoginThrottle;
}

export const ACCOUNT_SETTINGS = 'accountSettings';

/** The settings of the instance serving this GraphQL request. */
export function accountSettingsOf(ctx: PortalContext): AccountSettings {
  const server = ctx.reply.server;
  if (!server.hasDecorator(ACCOUNT_SETTINGS)) throw new Error('account plugin not registered: see app.ts');
  return server.getDecorator<AccountSettings>(ACCOUNT_SETTINGS);
}
