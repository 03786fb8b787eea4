import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/connection.js';
import type { Live, ResolveStreamOwner } from '../../../platform/live/index.js';
import { createNaoLidasDelivery, NOTIFICATIONS_CHANNEL } from './nao-lidas.delivery.js';

/** An error the REST error handler answers with its status and translated message. */
function refusal(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * GET /api/notificacoes/eventos: the signed-in user's unread count as server-sent events
 * (`event: naoLidas`, `data: {"naoLidas": n, "nova": bool}`), at once and whenever it changes,
 * whichever instance wrote the notification (LISTEN on `portal_notificacoes`).
 *
 * The token comes in the Authorization header only (the web reads the stream with fetch): a
 * token in the URL would land in proxies' and servers' logs. The stream ends when that token
 * expires (the browser reopens it with its renewed token, verified again) and at once when its
 * sign-in session ends. At most 10 streams per user and a bound per instance (429 beyond).
 */
export async function notificationsLiveRoutes(
  app: FastifyInstance,
  opts: { database: Database; live: Live; resolveOwner: ResolveStreamOwner },
): Promise<void> {
  const { live } = opts;
  const delivery = createNaoLidasDelivery({ db: opts.database.db, hub: live.hub, log: app.log });
  live.subscribe(NOTIFICATIONS_CHANNEL, delivery.signal);
  live.onReconnected(delivery.recountAll);

  app.get('/notificacoes/eventos', async (req, reply) => {
    const owner = await opts.resolveOwner(req);
    if (!owner) throw refusal(401, 'no valid bearer token');
    const stream = live.hub.open(reply, owner);
    if (typeof stream === 'string') {
      req.log.info({ usuarioId: owner.usuarioId, refused: stream }, 'notification stream refused');
      reply.header('retry-after', '30');
      throw refusal(429, stream);
    }
    req.log.debug({ usuarioId: owner.usuarioId }, 'notification stream opened');
    stream.onClose((reason) => req.log.debug({ usuarioId: owner.usuarioId, reason }, 'notification stream closed'));
    delivery.opened(stream);
    return reply;
  });
}
