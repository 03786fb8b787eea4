import Fastify from 'fastify';
import { loggerOptions } from './logging.js';
import { registerSecurityHeaders } from './security.js';
import { registerWeb } from './web.js';

/**
 * A stand-in server that holds the port while the database starts and migrates: it serves the
 * web (which shows the maintenance page) and answers 503 to the API. If start-up fails it stays
 * up, so users see "an update is in progress" rather than a dead port.
 */
export async function startMaintenanceServer(opts: {
  port: number;
  host: string;
  webDist: string;
  logLevel: string;
  https: boolean;
}): Promise<{ close(): Promise<void>; setFailure(reason: string): void }> {
  const app = Fastify({ logger: loggerOptions(opts.logLevel) });
  let status: 'starting' | 'failed' = 'starting';
  await registerSecurityHeaders(app, { https: opts.https });
  app.addHook('onRequest', async (req, reply) => {
    if (/^\/(api|oidc|portalProperties)(\/|$)/.test(req.url)) {
      await reply.code(503).header('retry-after', '10').send({ status });
    }
  });
  await registerWeb(app, opts.webDist);
  await app.listen({ port: opts.port, host: opts.host });
  return {
    close: () => app.close(),
    setFailure(reason: string) {
      status = 'failed';
      app.log.error({ reason }, 'start-up failed; serving the maintenance page');
    },
  };
}
