import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/connection.js';
import type { ResolveUser } from '../../platform/graphql/context.js';
import { createLoginThrottle } from '../../platform/identity/rate-limit.js';
import { ACCOUNT_SETTINGS, type AccountSettings } from './account.settings.js';
import { avatarRoutes } from './avatar.routes.js';

/**
 * The account area's part of the API scope (registered by app.ts inside /api, next to GraphQL):
 * decorates that scope with the settings the GraphQL resolvers read (fastify-plugin, so the
 * decoration is the scope's and not this plugin's own), and mounts the avatar routes in a scope
 * of their own (their body parser applies to them alone).
 */
export const accountPlugin = fp(
  async (api: FastifyInstance, opts: { config: Config; database: Database; resolveUser: ResolveUser }) => {
    const settings: AccountSettings = {
      avatarDir: path.join(opts.config.dataDir, 'avatars'),
      embeddedIdp: opts.config.embeddedIdp,
      throttle: createLoginThrottle(opts.config, opts.database),
    };
    api.decorate(ACCOUNT_SETTINGS, settings);
    await api.register(avatarRoutes, { prefix: '/api', database: opts.database, resolveUser: opts.resolveUser, settings });
  },
  { name: 'portal-account' },
);
