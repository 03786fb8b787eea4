import type { PortalContext } from '../../platform/graphql/context.js';
import type { LoginThrottle } from '../../platform/identity/rate-limit.js';

/**
 * What the account operations need beyond the parsed configuration: values derived from it
 * once per instance (the avatar folder, the sign-in throttle). The account plugin
 * (account.plugin.ts) builds them and decorates the API scope with them; the resolvers read
 * them from the reply's server, which is that same scope, and the avatar routes get them as an
 * option.
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
