import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.js';
import { signInForTest, signOutForTest } from '../../../platform/identity/testing.js';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { userId } from '../../absences/testing.js';
import { inscricoesPush, lotesNotificacao } from '../notifications.tables.js';
import { oidcPayloads } from '../../../platform/identity/identity.tables.js';
import { removerInscricoesDeSessoesEncerradas } from './inscricoes.service.js';
import { pushPayload, type PushPayload } from './push-payload.js';
import {
  browserKeys,
  CHAVE_PUBLICA_PUSH,
  decryptWebPush,
  eventually,
  GERAR_PUSH_SUBSCRIPTION,
  notificacaoParaTeste,
  REMOVER_PUSH_SUBSCRIPTION,
  startPushService,
  type BrowserKeys,
} from './testing.js';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let dealer: { token: string; id: number };
let consulta: { token: string; id: number };

async function signIn(role: keyof typeof DEMO_USERS) {
  return signInForTest(t.app, { email: DEMO_USERS[role], password: DEMO_PASSWORD });
}

async function subscribe(token: string, endpoint: string, keys: BrowserKeys = browserKeys()) {
  const res = await gql<{ gerarPushSubscription: boolean }>(t.app, GERAR_PUSH_SUBSCRIPTION, {
    token,
    variables: { endpoint, auth: keys.auth, key: keys.key },
  });
  expect(res.errors).toBeUndefined();
  return keys;
}

const subscriptionOf = async (endpoint: string) =>
  (await t.database.db.select().from(inscricoesPush).where(eq(inscricoesPush.endpoint, endpoint)))[0];

const receivedAt = (name: string) => service.received.filter((r) => r.path === `/push/${name}`);

beforeAll(async () => {
  service = await startPushService();
  // The local push service listens on 127.0.0.1: private endpoints allowed here (endpoint-guard.test.ts covers the refusal).
  t = await buildTestApp({ PUSH_PRIVATE_ENDPOINTS: 'allow' }, { jobs: true });
  dealer = { token: (await signIn('dealer')).accessToken, id: await userId(t.database, DEMO_USERS.dealer) };
  consulta = { token: (await signIn('consulta')).accessToken, id: await userId(t.database, DEMO_USERS.consulta) };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('web push: a real RFC 8291 round trip to a push service', () => {
  it('sends the recipient\'s subscription the notification, encrypted to its keys and signed with the VAPID key', async () => {
    const publicKey = (await gql<{ chavePublicaPush: string }>(t.app, CHAVE_PUBLICA_PUSH, { token: dealer.token })).data!.chavePublicaPush;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const keys = await subscribe(dealer.token, service.url('round-trip'));
    // Someone who is not a recipient, with a subscription of their own: gets nothing.
    await subscribe(consulta.token, service.url('not-a-recipient'));

    const { loteId, ids } = await notificacaoParaTeste(t.database, [dealer.id], {
      titulo: 'Novo comunicado',
      texto: '<p>Leia o <strong>comunicado</strong> &amp; confirme.</p><p>Obrigado</p>',
      link: '/comunicados/visualizarEnvio/3',
    });

    const [push] = await eventually(() => receivedAt('round-trip').length > 0 && receivedAt('round-trip'));
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(decryptWebPush(push!.body, keys)) as PushPayload;
    expect(payload).toEqual({
      title: 'Novo comunicado',
      body: 'Leia o comunicado & confirme. Obrigado',
      link: '/comunicados/visualizarEnvio/3',
      tag: `notificacao-${ids[0]}`,
    });

    // RFC 8292: "vapid t=<JWT signed by our private key>, k=<our public key>", for the service's origin.
    const auth = String(push!.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(\S+)$/.exec(auth) ?? [];
    expect(k).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const verifyKey = await importJWK(
      { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt!, verifyKey, { audience: new URL(service.url('x')).origin });
    expect(String(claims.sub)).toMatch(/^(mailto:|https:)/);

    const [lote] = await t.database.db.select({ p: lotesNotificacao.pushPendente }).from(lotesNotificacao).where(eq(lotesNotificacao.id, loteId));
    expect(lote!.p).toBe(false);
    // Give a wrong delivery time to show up before saying there was none.
    await new Promise((r) => setTimeout(r, 1000));
    expect(receivedAt('not-a-recipient')).toHaveLength(0);
    expect(receivedAt('round-trip')).toHaveLength(1);
  });

  it('sends nothing for a notification read before its push went out', async () => {
    await subscribe(dealer.token, service.url('read-first'));
    const { loteId } = await notificacaoParaTeste(t.database, [dealer.id], { titulo: 'Já lida', texto: 'x', lida: true });
    await eventually(async () => {
      const [l] = await t.database.db.select({ p: lotesNotificacao.pushPendente }).from(lotesNotificacao).where(eq(lotesNotificacao.id, loteId));
      return l?.p === false;
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(receivedAt('read-first')).toHaveLength(0);
  });

  it('removes a subscription the push service answers 410 (gone) or 404', async () => {
    await subscribe(dealer.token, service.url('gone'));
    await subscribe(dealer.token, service.url('unknown'));
    service.answers('gone', [410]);
    service.answers('unknown', [404]);
    await notificacaoParaTeste(t.database, [dealer.id], { titulo: 'Para um aparelho que não existe mais', texto: 'x' });
    await eventually(async () => !(await subscriptionOf(service.url('gone'))) && !(await subscriptionOf(service.url('unknown'))));
    expect(receivedAt('gone').map((r) => r.status)).toEqual([410]);
  });

  it('tries again when the push service fails (500), then delivers', async () => {
    const keys = await subscribe(dealer.token, service.url('flaky'));
    service.answers('flaky', [500]);
    await notificacaoParaTeste(t.database, [dealer.id], { titulo: 'Depois da falha', texto: 'chega' });
    const pushes = await eventually(() => receivedAt('flaky').length >= 2 && receivedAt('flaky'), 30_000);
    expect(pushes.map((r) => r.status)).toEqual([500, 201]);
    expect(JSON.parse(decryptWebPush(pushes[1]!.body, keys))).toMatchObject({ title: 'Depois da falha', body: 'chega' });
    expect(await subscriptionOf(service.url('flaky'))).toBeDefined();
  }, 40_000);
});

describe('push subscriptions', () => {
  it('refuses what is not a push subscription, naming the field', async () => {
    const good = browserKeys();
    const cases: [Record<string, string>, string][] = [
      [{ endpoint: 'http://push.example/x', auth: good.auth, key: good.key }, 'endpoint'],
      [{ endpoint: 'https://user:pw@push.example/x', auth: good.auth, key: good.key }, 'endpoint'],
      [{ endpoint: 'não é url', auth: good.auth, key: good.key }, 'endpoint'],
      [{ endpoint: 'https://push.example/x', auth: Buffer.alloc(8).toString('base64url'), key: good.key }, 'auth'],
      [{ endpoint: 'https://push.example/x', auth: good.auth, key: Buffer.alloc(65, 4).toString('base64url') }, 'key'],
      [{ endpoint: 'https://push.example/x', auth: good.auth, key: good.key.slice(0, 40) }, 'key'],
    ];
    for (const [variables, field] of cases) {
      const res = await gql(t.app, GERAR_PUSH_SUBSCRIPTION, { token: dealer.token, variables, lang: 'pt-BR' });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual([field]);
    }
    const res = await gql(t.app, GERAR_PUSH_SUBSCRIPTION, {
      token: dealer.token,
      variables: { endpoint: 'http://push.example/x', auth: good.auth, key: good.key },
    });
    // In the signed-in user's language (the demo dealer's is pt-BR), the field by its label.
    expect(res.errors?.[0]?.message).toBe('O campo endereço da inscrição deve ser um endereço https de serviço de push.');
  });

  it('keeps one row per endpoint, owned by whoever registered it last, under the session of their token', async () => {
    const endpoint = 'https://push.example/one-browser';
    await subscribe(dealer.token, endpoint);
    await subscribe(dealer.token, endpoint);
    const first = await subscriptionOf(endpoint);
    expect(first).toMatchObject({ usuarioId: dealer.id });
    expect(first!.sessaoId).toMatch(/\S+/);
    // Another user signs in on the same browser: the subscription is theirs now.
    await subscribe(consulta.token, endpoint);
    const rows = await t.database.db.select().from(inscricoesPush).where(eq(inscricoesPush.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usuarioId).toBe(consulta.id);
  });

  it('removes only the caller\'s own subscription', async () => {
    const endpoint = 'https://push.example/own-only';
    await subscribe(dealer.token, endpoint);
    const other = await gql<{ removerPushSubscription: boolean }>(t.app, REMOVER_PUSH_SUBSCRIPTION, { token: consulta.token, variables: { endpoint } });
    expect(other.data?.removerPushSubscription).toBe(false);
    expect(await subscriptionOf(endpoint)).toBeDefined();
    const own = await gql<{ removerPushSubscription: boolean }>(t.app, REMOVER_PUSH_SUBSCRIPTION, { token: dealer.token, variables: { endpoint } });
    expect(own.data?.removerPushSubscription).toBe(true);
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });

  it('signing out removes the subscription of that sign-in only', async () => {
    const leaving = await signIn('montadora');
    const staying = await signIn('montadora');
    await subscribe(leaving.accessToken, 'https://push.example/leaving-device');
    await subscribe(staying.accessToken, 'https://push.example/other-device');
    const out = await signOutForTest(t.app, leaving);
    expect(out.statusCode).toBeLessThan(400);
    expect(await subscriptionOf('https://push.example/leaving-device')).toBeUndefined();
    expect(await subscriptionOf('https://push.example/other-device')).toBeDefined();
  });
});

describe('subscriptions of sessions that ended without a sign-out', () => {
  it('are removed (session expired, or deleted by a password reset); live sessions keep theirs', async () => {
    const expired = await signIn('admin');
    const live = await signIn('admin');
    await subscribe(expired.accessToken, 'https://push.example/expired-session');
    await subscribe(live.accessToken, 'https://push.example/live-session');
    const { sessaoId } = (await subscriptionOf('https://push.example/expired-session'))!;
    await t.database.db.update(oidcPayloads).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(oidcPayloads.uid, sessaoId!));
    expect(await removerInscricoesDeSessoesEncerradas(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf('https://push.example/expired-session')).toBeUndefined();
    expect(await subscriptionOf('https://push.example/live-session')).toBeDefined();
  });
});

describe('push payload', () => {
  it('is plain text of the sanitized HTML, cut to what a system notification shows', () => {
    const p = pushPayload({ id: 7, titulo: 'Olá &lt;b&gt;', texto: `<p>a<br>b</p><ul><li>c</li></ul>${'x'.repeat(400)}`, link: null });
    expect(p.title).toBe('Olá <b>');
    expect(p.body.startsWith('a b c')).toBe(true);
    expect(p.body.length).toBeLessThanOrEqual(300);
    expect(p.tag).toBe('notificacao-7');
  });
});
