import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../platform/identity/testing.js';
import { linkInMailTo, startSmtpPeer } from '../../platform/mail/testing.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { demoIds, montadoraUser, saveOk, type DemoIds } from './testing.js';

/** A new user is invited by e-mail to choose a password (embedded sign-in). */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  // The link arrives by mail only: the outbox keeps the message with its token redacted.
  smtp = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = async (to: string) =>
  (await t.database.pool.query<{ assunto: string; texto: string; status: string }>(`select assunto, texto, status from email_outbox where destinatario = $1 order by id`, [to])).rows;

describe('invitation of a new user', () => {
  it('mails a link that sets the password (recorded in the outbox without it), and the user then signs in', async () => {
    const u = await saveOk(t.app, tokens.admin, montadoraUser(ids, { idioma: 'EN' }));
    const mails = await outbox(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ assunto: 'Your portal access', status: 'SENT' });
    expect(mails[0]!.texto).toContain('/forgot-password?token=[redacted]');
    const link = await linkInMailTo(smtp.received, u.email);
    expect(link.pathname).toBe('/forgot-password');
    const token = link.searchParams.get('token')!;
    const expires = await t.database.pool.query<{ days: number }>(
      `select extract(day from expires_at - now())::int as days from password_reset_tokens where usuario_id = $1`,
      [u.id],
    );
    expect(expires.rows[0]!.days).toBeGreaterThanOrEqual(6);

    const form = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(form.statusCode).toBe(200);
    const choose = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, password, confirmation: password }).toString(),
      });
    // The password rule of every place a password is chosen, in the user's language.
    const common = await choose('Password1234');
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain('This password is too easy to guess');
    const password = 'Primeira-senha-2026';
    const set = await choose(password);
    expect(set.statusCode).toBe(200);

    const session = await signInForTest(t.app, { email: u.email, password });
    const me = await gql<{ usuarioLogado: { id: string } }>(t.app, '{ usuarioLogado { id } }', { token: session.accessToken });
    expect(me.data!.usuarioLogado.id).toBe(u.id);
  });

  it('is sent once: updating the user sends nothing, and a failed save sends nothing', async () => {
    const s = montadoraUser(ids);
    const u = await saveOk(t.app, tokens.admin, s);
    await saveOk(t.app, tokens.admin, { ...s, usuario: { ...s.usuario, id: u.id, nome: 'Outro nome' } });
    expect(await outbox(u.email)).toHaveLength(1);
    const bad = montadoraUser(ids, { cpf: '123' });
    await gql(t.app, `mutation($u: UsuarioInput!) { salvarUsuario(usuario: $u) { criado } }`, { token: tokens.admin, variables: { u: bad.usuario } });
    expect(await outbox(bad.usuario.email as string)).toHaveLength(0);
  });
});
