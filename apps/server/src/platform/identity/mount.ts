import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Mounts oidc-provider (a Koa app) under `mountPath` of Fastify. Registered as an encapsulated
 * plugin whose content-type parsers are replaced by a pass-through: Fastify must not read the
 * body of /oidc requests (token endpoint form posts, logout confirmation), oidc-provider reads
 * the raw stream itself. The request URL is rewritten relative to the mount path with the full
 * one kept in `originalUrl`, which is how oidc-provider finds its mount path to build URLs.
 *
 * oidc-provider builds every absolute URL (discovery, the logout form's action) and decides the
 * cookies' Secure flag from the request's host and scheme. Those are the client's to choose
 * (Host, X-Forwarded-Host/Proto), so before the provider sees a request its forwarded headers
 * are replaced with the portal's public origin (PUBLIC_URL) and with the client address Fastify
 * found (which honours X-Forwarded-For from TRUST_PROXY senders only); the provider runs with
 * `proxy` on to read exactly these.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  opts: { mountPath: string; publicUrl: string },
): Promise<void> {
  const { mountPath } = opts;
  const origin = new URL(opts.publicUrl);
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request: FastifyRequest, _payload: IncomingMessage, done) => done(null));

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.headers['x-forwarded-host'] = origin.host;
      raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
      raw.headers['x-forwarded-for'] = request.ip;
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
