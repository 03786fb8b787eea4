import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '@portal/domain';
import { z } from 'zod';
import type { CurrentUser, ResolveUser } from '../graphql/context.js';

/** Largest request body, bytes: a batch is 5 entries (spec 01 §9), far below this. */
export const CLIENT_LOG_BODY_LIMIT = 64 * 1024;

/**
 * Requests per minute: a signed-in user per account; anyone else per address, strictly, since
 * the API key is public (it ships in the web bundle) and the page before sign-in has little to say.
 */
export const CLIENT_LOG_QUOTA = { signedIn: 60, anonymous: 10 } as const;

/** Names of a log group or stream: `portal-web`, `2026-11-24/<uuid>`; nothing that could forge a log line. */
const name = z.string().min(1).max(200).regex(/^[\w.:/-]+$/);
const stream = { logGroupName: name, logStreamName: name };
const TAGS_MAX = 20;
const createSchema = z.object({
  ...stream,
  tags: z
    .record(z.string().min(1).max(50), z.string().max(200))
    .refine((tags) => Object.keys(tags).length <= TAGS_MAX, { message: `at most ${TAGS_MAX} tags` })
    .optional(),
});
const sendSchema = z.object({
  ...stream,
  logs: z
    .array(
      z.object({
        // Milliseconds since 1970 (the web's Date.now()) or an ISO date-time.
        timestamp: z.union([z.number().int().min(0).max(8.64e15), z.string().max(40)]),
        level: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
        message: z.string().max(10_000),
        // Kept to its first 500 characters (spec 01 §9); anything far longer is not a user agent.
        userAgent: z.string().max(4 * LIMITS.userAgentMaxChars).optional(),
        url: z.string().max(2000).optional(),
      }),
    )
    .max(100),
});

/**
 * The web's log shipper posts here (spec 01 §7: sendLogs / createGroupAndLogStream with an API-key
 * header). Entries go to the server's own log as JSON, tagged as client logs with the signed-in
 * user, if any (the shipper sends its bearer token when it has one; an invalid or expired token
 * counts as anonymous, since the logs of a failing sign-in matter most).
 */
export async function clientLogRoutes(
  app: FastifyInstance,
  opts: { apiKey: string; resolveUser: ResolveUser },
): Promise<void> {
  const users = new WeakMap<FastifyRequest, CurrentUser>();
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['x-api-key'] !== opts.apiKey) {
      return reply.code(401).send({ error: 'invalid api key' });
    }
    const user = await opts.resolveUser(req);
    if (user) users.set(req, user);
  });
  // After the caller is known: its quota depends on who it is.
  app.addHook(
    'onRequest',
    app.rateLimit({
      timeWindow: '1 minute',
      keyGenerator: (req) => {
        const user = users.get(req);
        return user ? `client-logs:user:${user.id}` : `client-logs:address:${req.ip}`;
      },
      max: (req) => (users.has(req) ? CLIENT_LOG_QUOTA.signedIn : CLIENT_LOG_QUOTA.anonymous),
    }),
  );
  const limits = { bodyLimit: CLIENT_LOG_BODY_LIMIT };
  app.post('/createGroupAndLogStream', limits, async (req, reply) => {
    const body = createSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]?.message });
    req.log.info({ clientLogStream: body.data, usuarioId: users.get(req)?.id ?? null }, 'client log stream');
    return { ok: true };
  });
  app.post('/sendLogs', limits, async (req, reply) => {
    const body = sendSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]?.message });
    const log = req.log.child({
      client: true,
      usuarioId: users.get(req)?.id ?? null,
      logGroupName: body.data.logGroupName,
      logStreamName: body.data.logStreamName,
    });
    for (const entry of body.data.logs) {
      const userAgent = entry.userAgent?.slice(0, LIMITS.userAgentMaxChars);
      log[entry.level]({ clientTimestamp: entry.timestamp, url: entry.url, userAgent }, entry.message);
    }
    return { ok: true, received: body.data.logs.length };
  });
}
