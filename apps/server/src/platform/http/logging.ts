import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactSecrets } from './redact.js';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Pino options of every Fastify instance of the portal (the app and the maintenance server):
 * the request line is logged without the secrets a URL may carry (reset links, sign-in codes).
 * `extra` (a test's stream, say) is merged in; the serializers always apply.
 */
export function loggerOptions(level: string, extra: LoggerOptions = {}): LoggerOptions {
  return {
    level,
    ...extra,
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactSecrets(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
