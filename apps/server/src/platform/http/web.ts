import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the SPA must never swallow: unknown API or IdP paths answer 404 as JSON. */
const NOT_SPA = /^\/(api|oidc|portalProperties)(\/|$)/;

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, index.html never
 * cached, and every other GET that accepts HTML answered with index.html (client-side routes).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'web build not found; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && wantsHtml && !NOT_SPA.test(req.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not found' });
  });
}

/** Default location of the web build, from src/ or dist/. */
export function defaultWebDist(serverDir: string): string {
  return path.resolve(serverDir, '../web/dist');
}
