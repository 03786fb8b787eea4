import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Mounts oidc-provider (a Koa app) under `mountPath` of Fastify. Registered as an encapsulated
 * plugin whose content-type parsers are replaced by a pass-through: Fastify must not read the
 * body of /oidc requests (token endpoint form posts, logout confirmation), oidc-provider reads
 * the raw stream itself. The request URL is rewritten relative to the mount path with the full
 * one kept in `originalUrl`, which is how oidc-provider finds its mount path to build URLs.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, mountPath: string): Promise<void> {
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request: FastifyRequest, _payload: IncomingMessage, done) => done(null));

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      const rest = url.slice(mountPath.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      reply.hijack();
      await callback(raw, reply.raw);
    };
    scope.all(mountPath, handler);
    scope.all(`${mountPath}/*`, handler);
  });
}
