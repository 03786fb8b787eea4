import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/identity/passwords.js';
import { refreshForTest, signInForTest } from '../../../platform/identity/testing.js';
import { linkInMailTo, startSmtpPeer } from '../../../platform/mail/testing.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../../test/graphql.js';
import { runningJobs } from '../../../platform/jobs/plugin.js';
import { CONVITE_PENDENTE, CONVITES_QUEUE, enfileirarConviteEmbutido } from './fila-convites.js';
import { filaVazia } from './testing.js';
import {
  insertUsuario,
  SINCRONIZAR_DEALERS,
  SINCRONIZAR_GRUPOS,
  SINCRONIZAR_IDP,
  SINCRONIZAR_USUARIOS,
  writeCounts,
  type RelatorioDoc,
} from '../testing.js';

/** Synchronisation with the embedded provider, for real: invitations, sessions, sign-in. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // The invitations go through the queue (fila-convites.ts): the jobs run as in production.
  t = await buildTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sync = async (variables: Record<string, unknown>, lang?: string) =>
  gql<{ sincronizarUsuarios: RelatorioDoc }>(t.app, SINCRONIZAR_USUARIOS, { token: tokens.admin, variables, lang });
const syncOne = async (variables: Record<string, unknown>, lang?: string) =>
  gql<{ sincronizarIdentityProvider: RelatorioDoc }>(t.app, SINCRONIZAR_IDP, { token: tokens.admin, variables, lang });
const ids = (items: { id: string }[]) => items.map((i) => Number(i.id));

/** Follows an invitation link as a browser: the form, then the chosen password. */
async function acceptInvitation(email: string, password: string) {
  const link = await linkInMailTo(smtp.received, email);
  const token = link.searchParams.get('token')!;
  const set = await t.app.inject({
    method: 'POST',
    url: link.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirmation: password }).toString(),
  });
  expect(set.statusCode).toBe(200);
}

describe('sincronizarUsuarios with the embedded provider', () => {
  it('creates the missing account of an active user with an invitation, and the user signs in after following it', async () => {
    const u = await insertUsuario(t.database, { idioma: 'EN' });
    const res = await sync({});
    expect(res.errors).toBeUndefined();
    const r = res.data!.sincronizarUsuarios;
    expect(r).toMatchObject({ alvo: 'USUARIOS', provedor: 'EMBEDDED', dryRun: false, observacao: null });
    expect(r.criados).toContainEqual({ id: String(u.id), nome: u.nome, email: u.email, alteracoes: ['CONVITE'] });
    // The demo users have passwords: nothing to do for them.
    const demo = await t.database.pool.query<{ id: number }>('select id from usuarios where email = any($1)', [Object.values(DEMO_USERS)]);
    for (const { id } of demo.rows) expect(ids([...r.criados, ...r.atualizados, ...r.desativados])).not.toContain(id);
    expect(r.inalterados).toBeGreaterThanOrEqual(demo.rowCount!);

    const password = 'Convite-da-sincronia-2026';
    await acceptInvitation(u.email, password);
    const session = await signInForTest(t.app, { email: u.email, password });
    const me = await gql<{ usuarioLogado: { id: string } }>(t.app, '{ usuarioLogado { id } }', { token: session.accessToken });
    expect(me.data!.usuarioLogado.id).toBe(String(u.id));
  });

  it('is idempotent: an open invitation is an account, so a second run creates nothing and sends nothing', async () => {
    const u = await insertUsuario(t.database);
    expect(ids((await sync({})).data!.sincronizarUsuarios.criados)).toContain(u.id);
    await linkInMailTo(smtp.received, u.email);
    await filaVazia(t.database);
    const mails = smtp.received.length;
    const again = (await sync({})).data!.sincronizarUsuarios;
    expect(again.criados).toEqual([]);
    await filaVazia(t.database);
    expect(smtp.received.length).toBe(mails);
  });

  it('queues the invitation in the run: the job holds no secret, the link mailed is the stored one, and a second delivery of the job sends nothing', async () => {
    const u = await insertUsuario(t.database);
    expect(ids((await sync({})).data!.sincronizarUsuarios.criados)).toContain(u.id);
    const link = await linkInMailTo(smtp.received, u.email);
    await filaVazia(t.database);
    const [job] = (
      await t.database.pool.query<{ data: { provedor: string; pendente: string } }>(
        `select data from pgboss.job where name = $1 and data->>'provedor' = 'EMBEDDED' order by created_on desc limit 1`,
        [CONVITES_QUEUE],
      )
    ).rows;
    // The job carries the placeholder the run stored, never the secret; the job swapped it for the mailed token's hash.
    expect(job!.data).toEqual({ provedor: 'EMBEDDED', pendente: expect.stringMatching(new RegExp(`^${CONVITE_PENDENTE}[0-9a-f]{32}$`)) as string });
    const token = link.searchParams.get('token')!;
    const rows = await t.database.pool.query<{ token_hash: string }>('select token_hash from password_reset_tokens where usuario_id = $1', [u.id]);
    expect(rows.rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    // The same job delivered again (pg-boss delivers at least once): no second e-mail.
    await runningJobs(t.app)!.send(CONVITES_QUEUE, [job!.data]);
    await filaVazia(t.database);
    expect(smtp.received.filter((m) => m.to.includes(u.email))).toHaveLength(1);
  });

  it("queues in the caller's transaction: a rolled-back run leaves no job and no link; a user inactivated before the job runs gets no e-mail", async () => {
    const jobsOf = async () =>
      (await t.database.pool.query<{ n: number }>('select count(*)::int as n from pgboss.job where name = $1', [CONVITES_QUEUE])).rows[0]!.n;
    const u = await insertUsuario(t.database);
    const before = await jobsOf();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enfileirarConviteEmbutido(tx, u.id);
        throw new Error('the run failed after queueing');
      }),
    ).rejects.toThrow('the run failed');
    expect(await jobsOf()).toBe(before);
    expect((await t.database.pool.query('select 1 from password_reset_tokens where usuario_id = $1', [u.id])).rowCount).toBe(0);

    await t.database.db.transaction(async (tx) => {
      await enfileirarConviteEmbutido(tx, u.id);
      await tx.execute(sql`update usuarios set active = false where id = ${u.id}`);
    });
    expect(await jobsOf()).toBe(before + 1);
    runningJobs(t.app)!.wake(CONVITES_QUEUE);
    await filaVazia(t.database);
    expect(smtp.received.some((m) => m.to.includes(u.email))).toBe(false);
  });

  it('runs one at a time: two runs started together invite a missing user once', async () => {
    const u = await insertUsuario(t.database);
    const [a, b] = await Promise.all([sync({}), sync({})]);
    const created = [...a.data!.sincronizarUsuarios.criados, ...b.data!.sincronizarUsuarios.criados].filter((i) => Number(i.id) === u.id);
    expect(created).toHaveLength(1);
    const tokens = await t.database.pool.query('select 1 from password_reset_tokens where usuario_id = $1', [u.id]);
    expect(tokens.rowCount).toBe(1);
    await linkInMailTo(smtp.received, u.email);
    await filaVazia(t.database);
    expect(smtp.received.filter((m) => m.to.includes(u.email))).toHaveLength(1);
  });

  it("disables an inactive user's account: its sessions and refresh tokens end, its open links stop working", async () => {
    const password = 'Senha-antiga-de-teste-2026';
    const u = await insertUsuario(t.database, { passwordHash: await hashPassword(password) });
    const session = await signInForTest(t.app, { email: u.email, password });
    await t.database.pool.query('update usuarios set active = false where id = $1', [u.id]);
    // A link still open (an old reset or invitation e-mail).
    await t.database.pool.query(
      `insert into password_reset_tokens (token_hash, usuario_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [`sync-test-${u.id}`, u.id],
    );

    const r = (await sync({})).data!.sincronizarUsuarios;
    expect(r.desativados).toContainEqual({ id: String(u.id), nome: u.nome, alteracoes: ['DESABILITADA'] });
    const left = await t.database.pool.query(`select 1 from oidc_payloads where payload->>'accountId' = $1 and model in ('Session', 'RefreshToken', 'Grant')`, [String(u.id)]);
    expect(left.rowCount).toBe(0);
    expect((await refreshForTest(t.app, session.refreshToken)).statusCode).toBe(400);
    const open = await t.database.pool.query('select 1 from password_reset_tokens where usuario_id = $1 and used_at is null', [u.id]);
    expect(open.rowCount).toBe(0);
    // Nothing left open: the next run has nothing to disable.
    expect(ids((await sync({})).data!.sincronizarUsuarios.desativados)).not.toContain(u.id);
    // The password is kept: reactivated, the user signs in again (as Keycloak's enabled flag).
    await t.database.pool.query('update usuarios set active = true where id = $1', [u.id]);
    await expect(signInForTest(t.app, { email: u.email, password })).resolves.toBeTruthy();
  });

  it('a dry run reports exactly what the run then does, and writes nothing (no token, session, audit row or e-mail)', async () => {
    const novo = await insertUsuario(t.database);
    const password = 'Senha-de-quem-sai-2026';
    const inativo = await insertUsuario(t.database, { passwordHash: await hashPassword(password) });
    await signInForTest(t.app, { email: inativo.email, password });
    await t.database.pool.query('update usuarios set active = false where id = $1', [inativo.id]);

    await filaVazia(t.database);
    const before = await writeCounts(t.database);
    const mails = smtp.received.length;
    const dry = (await sync({ d: true })).data!.sincronizarUsuarios;
    expect(await writeCounts(t.database)).toEqual(before);
    expect(smtp.received.length).toBe(mails);
    expect(dry.dryRun).toBe(true);
    expect(ids(dry.criados)).toContain(novo.id);
    expect(ids(dry.desativados)).toContain(inativo.id);

    const real = (await sync({ d: false })).data!.sincronizarUsuarios;
    expect({ ...real, dryRun: true }).toEqual(dry);
  });

  it('writes one audit row per run with the ids it touched', async () => {
    const u = await insertUsuario(t.database);
    await sync({});
    const audit = await t.database.pool.query<{ acao: string; usuario_id: number; depois: { criados: number[]; provedor: string } }>(
      `select acao, usuario_id, depois from auditoria where entidade = 'sincronizacao' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({ acao: 'SINCRONIZAR_USUARIOS', depois: { provedor: 'EMBEDDED' } });
    expect(audit.rows[0]!.depois.criados).toContain(u.id);
  });
});

describe('sincronizarIdentityProvider (one user by e-mail)', () => {
  it('needs the e-mail, with a message naming the field in the caller’s language', async () => {
    for (const e of [null, '   ']) {
      const pt = await syncOne({ e });
      expect(pt.errors?.[0]).toMatchObject({ message: 'O campo e-mail do usuário é obrigatório.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    // In the caller's stored language.
    await t.database.pool.query(`update usuarios set idioma = 'EN' where email = $1`, [DEMO_USERS.admin]);
    try {
      expect((await syncOne({ e: '' })).errors?.[0]?.message).toBe("The field user's e-mail is required.");
    } finally {
      await t.database.pool.query(`update usuarios set idioma = 'PT_BR' where email = $1`, [DEMO_USERS.admin]);
    }
    const invalid = await syncOne({ e: 'sem-arroba' });
    expect(invalid.errors?.[0]?.message).toBe('O campo e-mail do usuário deve ser um e-mail válido.');
  });

  it('answers NOT_FOUND for an address of no user', async () => {
    const res = await syncOne({ e: 'ninguem-aqui@portal.test' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Usuário não encontrado.', extensions: { code: 'NOT_FOUND' } });
  });

  it('reconciles that user only (case-insensitive e-mail), dry run first', async () => {
    const u = await insertUsuario(t.database);
    const other = await insertUsuario(t.database);
    const dry = (await syncOne({ e: `  ${u.email.toUpperCase()} `, d: true })).data!.sincronizarIdentityProvider;
    expect(dry).toMatchObject({ alvo: 'USUARIO', dryRun: true, inalterados: 0 });
    expect(ids(dry.criados)).toEqual([u.id]);
    const real = (await syncOne({ e: u.email })).data!.sincronizarIdentityProvider;
    expect(ids(real.criados)).toEqual([u.id]);
    // The other user was not touched: the full run still finds it missing.
    expect(ids((await sync({ d: true })).data!.sincronizarUsuarios.criados)).toEqual([other.id]);
    const demo = (await syncOne({ e: DEMO_USERS.consulta })).data!.sincronizarIdentityProvider;
    expect(demo).toMatchObject({ criados: [], atualizados: [], desativados: [], inalterados: 1 });
  });
});

describe('sincronizarDealers / sincronizarGrupos', () => {
  it('the embedded provider has no groups: the report says there is nothing to reconcile, in the caller’s language', async () => {
    for (const [doc, field] of [
      [SINCRONIZAR_DEALERS, 'sincronizarDealers'],
      [SINCRONIZAR_GRUPOS, 'sincronizarGrupos'],
    ] as const) {
      const res = await gql<Record<string, RelatorioDoc>>(t.app, doc, { token: tokens.admin });
      expect(res.data![field]).toMatchObject({ criados: [], atualizados: [], desativados: [], inalterados: 0, provedor: 'EMBEDDED' });
      expect(res.data![field]!.observacao).toBe('O provedor de identidade embutido não tem grupos: não há dealers nem grupos a reconciliar.');
    }
    // In the caller's stored language (not the request's).
    const notas = {
      ES: 'El proveedor de identidad integrado no tiene grupos: no hay dealers ni grupos que conciliar.',
      EN: 'The embedded identity provider has no groups: there are no dealers or groups to reconcile.',
    };
    try {
      for (const [idioma, nota] of Object.entries(notas)) {
        await t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.admin]);
        const dealers = await gql<{ sincronizarDealers: RelatorioDoc }>(t.app, SINCRONIZAR_DEALERS, { token: tokens.admin, variables: { d: true }, lang: 'pt-BR' });
        expect(dealers.data!.sincronizarDealers.observacao).toBe(nota);
      }
    } finally {
      await t.database.pool.query(`update usuarios set idioma = 'PT_BR' where email = $1`, [DEMO_USERS.admin]);
    }
  });
});
