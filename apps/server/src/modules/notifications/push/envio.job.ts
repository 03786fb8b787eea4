import { and, eq, isNull, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { JobContext, QueueDefinition } from '../../../platform/jobs/jobs.js';
import { inscricoesPush, lotesNotificacao, notificacoes } from '../notifications.tables.js';
import { isPrivateHost, publicOnlyAgent } from './endpoint-guard.js';
import { removerInscricaoExpirada } from './inscricoes.service.js';
import { PUSH_SEND_QUEUE, type EnvioPush } from './outbox.js';
import { pushPayload } from './push-payload.js';
import { vapidKeys, vapidSubject } from './vapid.js';

/** How long a push service keeps a message for a device that is offline (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
/** One request's limit: a push service that hangs is a failed attempt, retried later. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Answers after which the subscription is dead (RFC 8030 §7.3: 404 and 410). */
const GONE = new Set([404, 410]);

/** Answers worth trying again: too many requests, the service's own trouble. */
const retryable = (status: number) => status === 429 || status >= 500;

export interface PushSenderOptions {
  publicUrl: string;
  mailFrom: string;
  /** Endpoints on non-public addresses may be sent to (config PUSH_PRIVATE_ENDPOINTS, a local push service). */
  allowPrivate: boolean;
}

/** A refusal of the endpoint guard: the address is not a push service's, and never will be. */
const isPrivateRefusal = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'EPRIVATEADDRESS';

/** Reads what one job sends: the subscription and its owner's copy of the notification, if still unread. */
async function envioOf(ctx: JobContext, envio: EnvioPush) {
  const [row] = await ctx.database.db
    .select({
      id: notificacoes.id,
      endpoint: inscricoesPush.endpoint,
      p256dh: inscricoesPush.p256dh,
      auth: inscricoesPush.auth,
      titulo: sql<string>`coalesce(${notificacoes.titulo}, ${lotesNotificacao.titulo})`,
      texto: sql<string>`coalesce(${notificacoes.texto}, ${lotesNotificacao.texto})`,
      link: lotesNotificacao.link,
    })
    .from(inscricoesPush)
    // The subscription's owner must be a recipient of the lote: a subscription taken over by
    // another user since the claim gets nothing of the first user's notifications.
    .innerJoin(notificacoes, and(eq(notificacoes.usuarioId, inscricoesPush.usuarioId), eq(notificacoes.loteId, envio.loteId)))
    .innerJoin(lotesNotificacao, eq(lotesNotificacao.id, notificacoes.loteId))
    .where(and(eq(inscricoesPush.id, envio.inscricaoId), isNull(notificacoes.lidaEm)))
    .limit(1);
  return row;
}

function isEnvio(data: object): data is EnvioPush {
  const d = data as Partial<EnvioPush>;
  return Number.isSafeInteger(d.loteId) && Number.isSafeInteger(d.inscricaoId);
}

/**
 * Sends one notification to one subscription (RFC 8291 aes128gcm payload, RFC 8292 VAPID
 * signature, both by web-push). Nothing is sent when the subscription is gone or the notification
 * was read meanwhile. 404/410: the subscription is removed. 429/5xx or no answer: the job fails
 * and pg-boss retries it (5 s, doubling, 6 times: about 5 minutes). Any other refusal (400, 403,
 * 413 …) would fail again the same way: logged, not retried. An endpoint on (or resolving to) a
 * non-public address is removed, unless PUSH_PRIVATE_ENDPOINTS allows it.
 */
export function pushSendQueue(opts: PushSenderOptions): QueueDefinition<EnvioPush> {
  return {
    name: PUSH_SEND_QUEUE,
    retryLimit: 6,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    batchSize: 20,
    pollingIntervalSeconds: 5,
    async run(data, ctx) {
      if (!isEnvio(data)) {
        ctx.log.error({ data }, 'push: job without lote and subscription ignored');
        return;
      }
      const envio = await envioOf(ctx, data);
      if (!envio) return;
      if (!opts.allowPrivate && isPrivateHost(new URL(envio.endpoint).hostname)) {
        await removerInscricaoExpirada(ctx.database.db, data.inscricaoId, envio.endpoint);
        ctx.log.warn({ inscricaoId: data.inscricaoId }, 'push: endpoint on a non-public address, subscription removed');
        return;
      }
      const keys = await vapidKeys(ctx.database);
      const payload = JSON.stringify(pushPayload(envio));
      try {
        await webpush.sendNotification({ endpoint: envio.endpoint, keys: { p256dh: envio.p256dh, auth: envio.auth } }, payload, {
          vapidDetails: { subject: vapidSubject(opts.publicUrl, opts.mailFrom), publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          timeout: REQUEST_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          // Connections only to public addresses, whatever the endpoint's name resolves to.
          ...(opts.allowPrivate ? {} : { agent: publicOnlyAgent }),
        });
      } catch (err) {
        if (isPrivateRefusal(err)) {
          await removerInscricaoExpirada(ctx.database.db, data.inscricaoId, envio.endpoint);
          ctx.log.warn({ inscricaoId: data.inscricaoId }, 'push: endpoint resolves to a non-public address, subscription removed');
          return;
        }
        if (!(err instanceof webpush.WebPushError)) throw err;
        if (GONE.has(err.statusCode)) {
          await removerInscricaoExpirada(ctx.database.db, data.inscricaoId, envio.endpoint);
          ctx.log.info({ inscricaoId: data.inscricaoId, status: err.statusCode }, 'push: subscription gone, removed');
          return;
        }
        if (retryable(err.statusCode)) throw new Error(`push service answered ${err.statusCode}`);
        ctx.log.warn({ inscricaoId: data.inscricaoId, status: err.statusCode, body: err.body.slice(0, 200) }, 'push: refused, not retried');
      }
    },
  };
}
