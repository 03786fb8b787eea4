import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@portal/domain';
import { z } from 'zod';

const stream = { logGroupName: z.string().min(1).max(200), logStreamName: z.string().min(1).max(200) };
const createSchema = z.object({ ...stream, tags: z.record(z.string(), z.string().max(200)).optional() });
const sendSchema = z.object({
  ...stream,
  logs: z
    .array(
      z.object({
        timestamp: z.union([z.number(), z.string()]),
        level: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
        message: z.string().max(10_000),
        userAgent: z.string().optional(),
        url: z.string().max(2000).optional(),
      }),
    )
    .max(100),
});

/**
 * The web's log shipper posts here (spec 01 §7: sendLogs / createGroupAndLogStream with an API-key
 * header). Entries go to the server's own log as JSON, tagged as client logs.
 */
export async function clientLogRoutes(app: FastifyInstance, opts: { apiKey: string }): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['x-api-key'] !== opts.apiKey) {
      await reply.code(401).send({ error: 'invalid api key' });
    }
  });
  app.post('/createGroupAndLogStream', async (req, reply) => {
    const body = createSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]?.message });
    req.log.info({ clientLogStream: body.data }, 'client log stream');
    return { ok: true };
  });
  app.post('/sendLogs', async (req, reply) => {
    const body = sendSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]?.message });
    const log = req.log.child({ client: true, logGroupName: body.data.logGroupName, logStreamName: body.data.logStreamName });
    for (const entry of body.data.logs) {
      const userAgent = entry.userAgent?.slice(0, LIMITS.userAgentMaxChars);
      log[entry.level]({ clientTimestamp: entry.timestamp, url: entry.url, userAgent }, entry.message);
    }
    return { ok: true, received: body.data.logs.length };
  });
}
