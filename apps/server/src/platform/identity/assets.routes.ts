import type { FastifyInstance } from 'fastify';
import { IDENTITY_CSS, LOGOUT_JS } from './pages/assets.js';
import { ASSET_PATHS } from './pages/html.js';

/** The identity pages' style sheet and sign-out script (files, because the CSP forbids inline). */
export function registerAssetRoutes(app: FastifyInstance): void {
  const serve = (path: string, type: string, body: string) =>
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type(type).send(body),
    );
  serve(ASSET_PATHS.css, 'text/css; charset=utf-8', IDENTITY_CSS);
  serve(ASSET_PATHS.logoutJs, 'text/javascript; charset=utf-8', LOGOUT_JS);
}
