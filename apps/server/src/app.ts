import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.js';
import type { Database } from './platform/db/connection.js';
import { registerGraphql } from './platform/graphql/plugin.js';
import { registerJobs } from './platform/jobs/plugin.js';
import { createStorage, storageCleanupJob, storageRoutes } from './platform/storage/index.js';
import type { CurrentUser, ResolveUser } from './platform/graphql/context.js';
import { clientLogRoutes } from './platform/http/client-logs.js';
import { registerErrorHandler } from './platform/http/errors.js';
import { loggerOptions, type LoggerOptions } from './platform/http/logging.js';
import { registerSecurityHeaders } from './platform/http/security.js';
import { defaultWebDist, registerWeb } from './platform/http/web.js';
import type { Identity } from './platform/identity/types.js';
import { createSignedInCache, USERS_CHANGED_CHANNEL } from './platform/identity/signed-in-cache.js';
import { MODULES } from './modules/index.js';
import { accountPlugin } from './modules/account/account.plugin.js';
import { imagensRoutes } from './modules/slides/imagens.routes.js';
import { frameOrigins, refreshFrameOrigins } from './modules/reports/frame-origins.js';
import { shellRoutes } from './modules/shell/shell.routes.js';
import { getPortalLabels } from './platform/portal-properties/portal-properties.js';
import { userForToken } from './modules/users/current-user.service.js';
import { inactivityJob } from './modules/users/jobs/inactivity.job.js';
import { purgeNotificacoesJob } from './modules/notifications/jobs/purge.job.js';
import { genericasAgendadasJob } from './modules/notifications/genericas/agendadas.job.js';
import { exportacoesComunicadoJob } from './modules/notices/dashboard/exportacao.job.js';
import { comunicadosAgendadosJob } from './modules/notices/entrega/agendados.job.js';
import { comunicadoEmailQueue } from './modules/notices/entrega/email.job.js';
import { convitesQueue } from './modules/superadmin/sincronizacao/fila-convites.js';
import { registerFileProcessing } from './platform/storage/processing/plugin.js';
import { registerLive, SESSIONS_ENDED_CHANNEL, type ResolveStreamOwner } from './platform/live/index.js';
import { notificationsLiveRoutes } from './modules/notifications/live/live.routes.js';
import { registerPush } from './modules/notifications/push/push.plugin.js';
import { manifestRoutes } from './modules/notifications/push/manifest.routes.js';
import { importacoesJob } from './modules/imports/importacoes.job.js';
import { migracoesJob } from './modules/superadmin/migracoes/migracoes.job.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { importacaoGrupoRoutes } from './modules/user-groups/importacao/importacao.routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  identity: Identity;
  /** false: silent; options (a test's stream …) are merged with the portal's serializers. */
  logger?: false | LoggerOptions;
  /** Run the background jobs (pg-boss) in this instance: main.ts does; test apps only when a test asks. */
  jobs?: boolean;
}

/** Reads `Authorization: Bearer …`. */
function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/** The Fastify instance of the portal: web, API and identity on one port. Tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, identity } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.LOG_LEVEL, typeof deps.logger === 'object' ? deps.logger : {}),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });

  // First: every route registered below (health, identity, REST, web) inherits it.
  registerErrorHandler(app);
  // The reports' external dashboards may be framed: their origins join frame-src (kept by the reports area).
  await refreshFrameOrigins(database.db);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:'), frameOrigins: () => frameOrigins(database.db) });
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });

  app.get('/api/health', async () => {
    await database.pool.query('select 1');
    return { status: 'ok' };
  });

  await identity.register(app);

  // The signed-in path's cache (sessions alive, current users): used only while this instance's
  // LISTEN connection is up, so that a sign-out or a user's change anywhere empties it at once.
  const live = registerLive(app, { database, identity });
  const cache = createSignedInCache<CurrentUser>({ live: () => live.connected, sync: live.sync });
  live.subscribe(SESSIONS_ENDED_CHANNEL, cache.sessionEnded);
  live.subscribe(USERS_CHANGED_CHANNEL, cache.usersChanged);
  live.onReconnected(cache.clear);
  // This instance's own sign-outs too, before they answer (not only when their NOTIFY comes back).
  identity.onSessionsEnded(async (sids) => sids.forEach(cache.sessionEnded));

  const signedIn = async (req: FastifyRequest) => {
    const token = bearer(req.headers.authorization);
    if (!token) return null;
    const view = cache.view();
    const verified = await identity.verify(token, view.sessions);
    if (!verified) return null;
    const user = await userForToken(database.db, verified, config.embeddedIdp, view.user);
    return user ? { user: verified.sid ? { ...user, sessaoId: verified.sid } : user, verified } : null;
  };
  const resolveUser: ResolveUser = async (req) => (await signedIn(req))?.user ?? null;
  // Live streams end with their token: they need its expiry too.
  const resolveOwner: ResolveStreamOwner = async (req) => {
    const s = await signedIn(req);
    return s && { usuarioId: s.user.id, sessaoId: s.verified.sid, expiresAt: s.verified.exp * 1000 };
  };

  const storage = await createStorage({ config, database });
  app.decorate('storage', storage);
  // Web push: sign-outs remove their device's subscription; with jobs, the outbox and its sender.
  const push = registerPush(app, { config, database, identity, live, jobs: Boolean(deps.jobs) });
  // After the storage: the file processing job works on its object store.
  if (deps.jobs) {
    registerJobs(app, {
      database,
      jobs: [inactivityJob, purgeNotificacoesJob, genericasAgendadasJob, storageCleanupJob(config), registerFileProcessing(app, { database, storage }), ...push.jobs, exportacoesComunicadoJob({ database, store: storage.store }), comunicadosAgendadosJob, importacoesJob({ database, store: storage.store, config }), migracoesJob({ database, store: storage.store, config })],
      queues: [...push.queues, comunicadoEmailQueue(config), convitesQueue(config)],
    });
  }

  await app.register(async (api) => {
    if (config.RATE_LIMIT_PER_MINUTE > 0) {
      api.addHook('onRequest', api.rateLimit({ max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' }));
    }
    await registerGraphql(api, {
      modules: MODULES,
      database,
      resolveUser,
      config,
      storage,
      portalLabels: (idioma) => getPortalLabels(database.db, idioma),
    });
    await api.register(shellRoutes, { database });
    await api.register(manifestRoutes, { database });
    await api.register(accountPlugin, { config, database, resolveUser });
    await api.register(storageRoutes, { config, database, storage, resolveUser });
    await api.register(imagensRoutes, { database, store: storage.store });
    await api.register(notificationsLiveRoutes, { prefix: '/api', database, live, resolveOwner });
    await api.register(importsRoutes, { database, store: storage.store, resolveUser });
    await api.register(importacaoGrupoRoutes, { database, store: storage.store, resolveUser });
  });
  // Outside the API's per-address limit: the log endpoints keep quotas of their own (a request
  // is counted by one limiter only), per user when signed in, strict per address otherwise.
  await app.register(clientLogRoutes, { prefix: '/api/logs', apiKey: config.LOG_API_KEY, resolveUser });

  const here = path.dirname(fileURLToPath(import.meta.url));
  await registerWeb(
    app,
    config.WEB_DIST ?? defaultWebDist(path.resolve(here, '..')),
    config.embeddedIdp ? undefined : { authority: config.issuer, clientId: config.clientId },
  );
  return app;
}
