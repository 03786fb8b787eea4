import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createStreamHub, type HubLimits } from './hub.js';
import type { CloseReason, LiveStream } from './stream.js';

/**
 * The hub on a bare Fastify server over real sockets: what every stream costs the instance is
 * bounded (a reader that stops reading is dropped), idle streams get heartbeats, and a session's
 * streams close together.
 */
let app: FastifyInstance | undefined;

async function serve(limits: Partial<HubLimits>) {
  const hub = createStreamHub(limits);
  const opened: LiveStream[] = [];
  const reasons: CloseReason[] = [];
  app = Fastify();
  app.get('/s/:user/:session', async (req, reply) => {
    const { user, session } = req.params as { user: string; session: string };
    const stream = hub.open(reply, { usuarioId: Number(user), sessaoId: session, expiresAt: Date.now() + 60_000 });
    if (typeof stream === 'string') return reply.code(429).send(stream);
    stream.onClose((r) => reasons.push(r));
    opened.push(stream);
    return reply;
  });
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { hub, opened, reasons, url: (path: string) => `http://127.0.0.1:${port}${path}` };
}

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, { agent: false }, resolve).on('error', reject));
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('stream hub', () => {
  it('drops a stream whose reader stopped reading once its buffer is over the bound, instead of growing', async () => {
    const s = await serve({ maxBufferedBytes: 64 * 1024 });
    const res = await get(s.url('/s/1/a'));
    res.pause(); // a suspended laptop: nothing is read
    await until(() => s.opened.length === 1);
    const stream = s.opened[0]!;
    const payload = { texto: 'x'.repeat(16 * 1024) };
    let sent = 0;
    // Far more than the socket buffers hold: the stream must give up on its own.
    while (stream.isOpen && sent < 10_000) {
      stream.send('naoLidas', payload);
      sent++;
      if (sent % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(stream.isOpen).toBe(false);
    expect(s.reasons).toEqual(['slow']);
    expect(s.hub.size).toBe(0);
    res.destroy();
  });

  it('sends a heartbeat comment on idle streams', async () => {
    const s = await serve({ heartbeatMs: 50 });
    const res = await get(s.url('/s/1/a'));
    res.setEncoding('utf8');
    let text = '';
    res.on('data', (c: string) => (text += c));
    await until(() => text.split(':\n\n').length > 2);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    res.destroy();
  });

  it("closes every stream of an ended session, and only those; a user's streams are bounded", async () => {
    const s = await serve({ maxPerUser: 2 });
    const a1 = await get(s.url('/s/1/a'));
    const a2 = await get(s.url('/s/1/a'));
    const refused = await get(s.url('/s/1/b'));
    expect(refused.statusCode).toBe(429);
    refused.resume();
    const b = await get(s.url('/s/2/b'));
    await until(() => s.hub.size === 3);
    const ended = (res: http.IncomingMessage) => new Promise<void>((r) => res.on('close', r).resume());
    const endings = Promise.all([ended(a1), ended(a2)]);
    s.hub.endSessions(['a']);
    await endings;
    expect(s.hub.size).toBe(1);
    expect(s.hub.userIds()).toEqual([2]);
    b.destroy();
  });
});
