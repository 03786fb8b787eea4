import https from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.js';
import { signInForTest } from '../../../platform/identity/testing.js';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { userId } from '../../absences/testing.js';
import { inscricoesPush } from '../notifications.tables.js';
import { isPrivateAddress, isPrivateHost, publicOnlyAgent } from './endpoint-guard.js';
import { browserKeys, eventually, GERAR_PUSH_SUBSCRIPTION, notificacaoParaTeste, startPushService } from './testing.js';

describe('push endpoints: public addresses only (the server POSTs to what a browser registers)', () => {
  it('knows which addresses are not public', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['142.250.0.1', '8.8.8.8', '2607:f8b0:4004:c07::5f', '172.32.0.1']) expect(isPrivateAddress(a), a).toBe(false);
    for (const h of ['localhost', 'api.localhost', '127.0.0.1', '[::1]', '[::ffff:7f00:1]']) expect(isPrivateHost(h), h).toBe(true);
    expect(isPrivateHost('fcm.googleapis.com')).toBe(false);
  });

  it('the agent refuses to connect when a name resolves to a private address', async () => {
    const service = await startPushService();
    try {
      const port = new URL(service.url('x')).port;
      const err = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
        https
          .request({ host: 'localhost', port, path: '/push/x', method: 'POST', agent: publicOnlyAgent }, () => reject(new Error('connected')))
          .on('error', resolve)
          .end();
      });
      expect(err.code).toBe('EPRIVATEADDRESS');
      expect(service.received).toHaveLength(0);
    } finally {
      await service.close();
    }
  });

  describe('with the default configuration', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp({}, { jobs: true });
      token = (await signInForTest(t.app, { email: DEMO_USERS.dealer, password: DEMO_PASSWORD })).accessToken;
    });
    afterAll(() => t?.close());

    it('refuses registering a private or local endpoint, naming the field', async () => {
      const keys = browserKeys();
      for (const endpoint of ['https://127.0.0.1/push', 'https://localhost:8443/push', 'https://[::1]/push', 'https://10.0.0.7/push', 'https://[::ffff:192.168.0.1]/push', 'https://127.1/push']) {
        const res = await gql(t.app, GERAR_PUSH_SUBSCRIPTION, { token, variables: { endpoint, auth: keys.auth, key: keys.key } });
        expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.field), endpoint).toEqual(['endpoint']);
      }
      const ok = await gql(t.app, GERAR_PUSH_SUBSCRIPTION, {
        token,
        variables: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', auth: keys.auth, key: keys.key },
      });
      expect(ok.errors).toBeUndefined();
    });

    it('sends nothing to a stored subscription on a private address, and removes it', async () => {
      const service = await startPushService();
      try {
        const keys = browserKeys();
        const dealer = await userId(t.database, DEMO_USERS.dealer);
        // Stored before the guard (or under PUSH_PRIVATE_ENDPOINTS=allow): the sender checks again.
        await t.database.db.insert(inscricoesPush).values({ usuarioId: dealer, endpoint: service.url('inside'), p256dh: keys.key, auth: keys.auth });
        await notificacaoParaTeste(t.database, [dealer], { titulo: 'Para dentro da rede', texto: 'x' });
        await eventually(async () => (await t.database.db.select().from(inscricoesPush).where(eq(inscricoesPush.endpoint, service.url('inside')))).length === 0);
        expect(service.received).toHaveLength(0);
      } finally {
        await service.close();
      }
    });
  });
});
