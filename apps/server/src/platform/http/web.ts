import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the SPA must never swallow: unknown API or IdP paths answer 404 as JSON. */
const NOT_SPA = /^\/(api|oidc|portalProperties)(\/|$)/;

/** Where the web signs in when the identity provider is external (Keycloak); unset = `/oidc`. */
export interface WebIdentity {
  authority: string;
  clientId: string;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html as served: with an external identity provider, meta tags tell the web where to sign
 * in (read by apps/web/src/lib/auth/settings.ts); otherwise the file as built.
 */
export function indexHtml(html: string, identity?: WebIdentity): string {
  if (!identity) return html;
  const tags =
    `<meta name="portal:oidc-authority" content="${escapeAttr(identity.authority)}">` +
    `<meta name="portal:oidc-client-id" content="${escapeAttr(identity.clientId)}">`;
  return html.replace('</head>', `${tags}</head>`);
}

/** Hashed file names (Vite's `assets/`): their content never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, index.html
 * revalidated on every load, source maps not at all, and every other GET that accepts HTML
 * answered with index.html (client-side routes). Each file goes out as the brotli or gzip copy
 * the build wrote beside it (apps/web/scripts/compress.mjs) when the browser accepts it.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, identity?: WebIdentity): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  // Our own 404 in every case: Fastify's default one logs the whole URL, secrets included.
  const html = built ? indexHtml(fs.readFileSync(index, 'utf8'), identity) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (html && req.method === 'GET' && wantsHtml && !NOT_SPA.test(req.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ error: 'not found' });
  });
  if (!built) {
    app.log.warn({ webDist }, 'web build not found; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The compressed copies are answers to their file's URL, not URLs of their own; index.html
    // is always the page above (with the identity provider's address), never the bare file.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    preCompressed: true,
    // Source maps stay on the server (to decode a shipped stack trace), never published: they
    // would hand out the original sources.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Off, or the plugin's own `max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      // Shared caches keep one copy per encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** Default location of the web build, from src/ or dist/. */
export function defaultWebDist(serverDir: string): string {
  return path.resolve(serverDir, '../web/dist');
}
