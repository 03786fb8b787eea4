import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../db/connection.js';
import { linkInMailTo, startSmtpPeer } from '../mail/testing.js';
import { hashPassword, verifyPassword } from './index.js';
import { beginSignIn, buildIdentityTestApp, signInForTest, type IdentityTestApp } from './testing.js';

const OLD_PASSWORD = 'Senha-antiga-1';
const NEW_PASSWORD = 'Nova-senha-2026';
let database: Database & { drop(): Promise<void> };
let t: IdentityTestApp;
/** Links arrive by mail only (the outbox keeps them redacted). */
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;

async function createUser(email: string, idioma: 'PT_BR' | 'ES' | 'EN' = 'PT_BR', active = true): Promise<number> {
  const hash = await hashPassword(OLD_PASSWORD);
  const res = await database.db.execute<{ id: number }>(
    sql`insert into usuarios (nome, email, tipo, idioma, password_hash, active)
        values ('Reset User', ${email}, 'MONTADORA', ${idioma}, ${hash}, ${active}) returning id`,
  );
  return res.rows[0]!.id;
}

/** The outbox rows of an address, waiting a little: the reset answers before the mail is written. */
async function outbox(to: string, atLeast = 1): Promise<{ assunto: string; texto: string; status: string }[]> {
  for (let i = 0; i < 50; i++) {
    const res = await database.db.execute<{ assunto: string; texto: string; status: string }>(
      sql`select assunto, texto, status from email_outbox where destinatario = ${to} order by id`,
    );
    if (res.rows.length >= atLeast || atLeast === 0) return res.rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${to}`);
}


function post(path: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

async function requestLink(email: string, path = '/esqueci-senha'): Promise<URL> {
  const before = smtp.received.filter((m) => m.to.includes(email.toLowerCase())).length;
  const res = await post(path, { email });
  expect(res.statusCode).toBe(200);
  return linkInMailTo(smtp.received, email.toLowerCase(), before + 1);
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
  t = await buildIdentityTestApp(database, { SMTP_URL: smtp.url });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await database?.drop();
});

describe('password reset pages', () => {
  it('are served in pt-BR, es and en without the portal header', async () => {
    const pages = {
      '/esqueci-senha': ['pt-BR', 'Redefinir senha'],
      '/olvide-contrasena': ['es', 'Restablecer contraseña'],
      '/forgot-password': ['en', 'Reset password'],
    } as const;
    for (const [path, [lang, title]] of Object.entries(pages)) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      expect(res.body).toContain('<label for="email">');
      expect(res.body).not.toMatch(/<script|<style|style=/);
    }
  });

  it('give the same answer for a known and an unknown address, and mail only the known one', async () => {
    await createUser('known@test.local');
    const known = await post('/esqueci-senha', { email: 'known@test.local' });
    const unknown = await post('/esqueci-senha', { email: 'unknown@test.local' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain('Se o endereço estiver cadastrado');
    expect(await outbox('known@test.local')).toHaveLength(1);
    expect(await outbox('unknown@test.local', 0)).toHaveLength(0);
  });

  it('send no link to an inactive user', async () => {
    await createUser('inactive-reset@test.local', 'PT_BR', false);
    expect((await post('/esqueci-senha', { email: 'inactive-reset@test.local' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outbox('inactive-reset@test.local', 0)).toHaveLength(0);
  });

  it('mail a link in the user language, store only the SHA-256 of the token, valid for one hour', async () => {
    const id = await createUser('english@test.local', 'EN');
    const link = await requestLink('ENGLISH@test.local');
    const [mail] = await outbox('english@test.local');
    expect(mail).toMatchObject({ assunto: 'Portal password reset', status: 'SENT' });
    expect(mail!.texto).not.toContain(link.searchParams.get('token')!);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/forgot-password`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const rows = await database.db.execute<{ token_hash: string; ttl: number }>(
      sql`select token_hash, extract(epoch from expires_at - created_at)::int as ttl
          from password_reset_tokens where usuario_id = ${id}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows.rows[0]!.token_hash).not.toContain(token);
    expect(Math.abs(rows.rows[0]!.ttl - 3600)).toBeLessThanOrEqual(1);
  });

  it('set a new password once: checks length and confirmation, then the link is used up', async () => {
    const id = await createUser('change@test.local');
    const link = await requestLink('change@test.local');
    const token = link.searchParams.get('token')!;

    const form = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="password">Nova senha</label>');
    expect(form.body).toContain('<label for="confirmation">Confirme a nova senha</label>');

    // 11 characters: one short of the rule (packages/domain passwords.ts).
    const short = await post('/esqueci-senha', { token, password: 'Curta-senha', confirmation: 'Curta-senha' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('A senha deve ter no mínimo 12 caracteres.');
    expect(form.body).toContain('minlength="12"');
    expect(form.body).toContain('No mínimo 12 caracteres. Senhas comuns ou que já vazaram não são aceitas.');

    const mismatch = await post('/esqueci-senha', { token, password: NEW_PASSWORD, confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('As senhas não conferem.');

    const done = await post('/esqueci-senha', { token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Senha alterada.');

    const stored = await database.db.execute<{ password_hash: string }>(sql`select password_hash from usuarios where id = ${id}`);
    const hash = stored.rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);

    const again = await post('/esqueci-senha', { token, password: 'Outra-senha-3', confirmation: 'Outra-senha-3' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Este link é inválido, já foi usado ou expirou.');
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(400);

    // The new password signs in, the old one no longer does.
    await signInForTest(t.app, { email: 'change@test.local', password: NEW_PASSWORD, remoteAddress: freshIp() });
    const old = await beginSignIn(t.app, { remoteAddress: freshIp() });
    expect((await old.submit('change@test.local', OLD_PASSWORD)).statusCode).toBe(401);

    const audit = await database.db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'usuario' and entidade_id = ${String(id)}`,
    );
    expect(audit.rows.map((r) => r.acao)).toContain('REDEFINIR_SENHA');
  });

  it('refuse common and breached passwords, stretched ones and sequences, in the language of the page', async () => {
    await createUser('common@test.local');
    const link = await requestLink('common@test.local');
    const token = link.searchParams.get('token')!;
    const cases: [string, string, string][] = [
      ['/esqueci-senha', 'password1234', 'Esta senha é fácil demais de adivinhar'],
      ['/esqueci-senha', 'Senha@123456', 'Esta senha é fácil demais de adivinhar'],
      ['/olvide-contrasena', 'QWERTYUIOP12', 'Esta contraseña es demasiado fácil de adivinar'],
      ['/forgot-password', 'abcdefghijkl', 'This password is too easy to guess'],
      ['/forgot-password', 'abcabcabcabc', 'This password is too easy to guess'],
    ];
    for (const [path, password, message] of cases) {
      const res = await post(path, { token, password, confirmation: password });
      expect(res.statusCode, password).toBe(400);
      expect(res.body, password).toContain(message);
    }
    // The link is still usable after refusals, and an uncommon password of 12 characters is taken.
    expect((await post('/esqueci-senha', { token, password: 'Ipê-Roxo-987', confirmation: 'Ipê-Roxo-987' })).statusCode).toBe(200);
  });

  it('refuse an expired link', async () => {
    const id = await createUser('expired@test.local');
    const link = await requestLink('expired@test.local');
    await database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where usuario_id = ${id}`,
    );
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Este link é inválido, já foi usado ou expirou.');
    const token = link.searchParams.get('token')!;
    const res = await post('/esqueci-senha', { token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    const stored = await database.db.execute<{ password_hash: string }>(sql`select password_hash from usuarios where id = ${id}`);
    expect(await verifyPassword(stored.rows[0]!.password_hash, OLD_PASSWORD)).toBe(true);
  });

  it('refuse an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/olvide-contrasena?token=made-up' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Este enlace no es válido');
  });

  it('end the sessions of the user whose password changed', async () => {
    await createUser('sessions@test.local');
    const tokens = await signInForTest(t.app, { email: 'sessions@test.local', password: OLD_PASSWORD, remoteAddress: freshIp() });
    expect(await t.identity.verify(tokens.accessToken)).not.toBeNull();
    const token = (await requestLink('sessions@test.local')).searchParams.get('token')!;
    await post('/esqueci-senha', { token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(await t.identity.verify(tokens.accessToken)).toBeNull();
  });

  it('send at most 5 links an hour to one account', async () => {
    await createUser('flood@test.local');
    for (let i = 0; i < 7; i++) expect((await post('/esqueci-senha', { email: 'flood@test.local' })).statusCode).toBe(200);
    await outbox('flood@test.local', 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outbox('flood@test.local')).toHaveLength(5);
  });

  it('ask again for a malformed address', async () => {
    const res = await post('/forgot-password', { email: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid e-mail address.');
  });
});

describe('password reset with SMTP configured', () => {
  it('delivers the link through a real SMTP server', async () => {
    const smtp = await startSmtpPeer();
    const withSmtp = await buildIdentityTestApp(database, { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.local>' });
    try {
      await createUser('smtp@test.local', 'ES');
      const res = await withSmtp.app.inject({
        method: 'POST',
        url: '/olvide-contrasena',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=smtp%40test.local',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await outbox('smtp@test.local');
      expect(row).toMatchObject({ status: 'SENT', assunto: 'Restablecimiento de contraseña del portal' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['smtp@test.local']);
      // quoted-printable may wrap the long line: undo soft breaks before looking for the link.
      const body = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain(`${t.config.publicUrl}/olvide-contrasena?token=`);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
