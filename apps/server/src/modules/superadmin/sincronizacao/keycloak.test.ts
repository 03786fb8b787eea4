import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCnpj } from '../../dealers/testing.js';
import { startExternalIssuer, type ExternalIssuer } from '../../../platform/identity/testing.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { insertUsuario, SINCRONIZAR_DEALERS, SINCRONIZAR_GRUPOS, SINCRONIZAR_IDP, SINCRONIZAR_USUARIOS, writeCounts, type RelatorioDoc } from '../testing.js';
import { filaVazia, startFakeKeycloak, type FakeKeycloak, type FakeUser } from './testing.js';

/**
 * Synchronisation with Keycloak (OIDC_ISSUER + KEYCLOAK_ADMIN_CLIENT_ID/SECRET) against a local
 * server answering Keycloak's admin REST API (testing.ts `startFakeKeycloak`): what the portal
 * sends it is asserted request by request, and the report with it. The portal's tokens are the
 * external issuer fixture's, relayed through the same realm address.
 */
let issuerKeys: ExternalIssuer;
let kc: FakeKeycloak;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  issuerKeys = await startExternalIssuer();
  kc = await startFakeKeycloak(issuerKeys);
  t = await buildTestApp(kc.env, { jobs: true });
  // The demo users already have their Keycloak accounts (their subject is the account's id).
  const demo = await t.database.pool.query<{ sub: string; nome: string; email: string }>('select idp_subject as sub, nome, email from usuarios where idp_subject is not null');
  for (const d of demo.rows) {
    const [firstName = '', ...rest] = d.nome.split(' ');
    kc.users.set(d.sub, { id: d.sub, username: d.email, email: d.email, firstName, lastName: rest.join(' '), enabled: true, groups: new Set() });
  }
  const admin = demo.rows.find((d) => d.email === DEMO_USERS.admin)!;
  adminToken = await issuerKeys.sign({ email: admin.email }, { sub: admin.sub, iss: kc.issuer });
});

afterAll(async () => {
  await t?.close();
  await kc?.close();
  await issuerKeys?.close();
});

const run = async <K extends string>(doc: string, field: K, variables: Record<string, unknown> = {}) => {
  const res = await gql<Record<K, RelatorioDoc>>(t.app, doc, { token: adminToken, variables });
  expect(res.errors).toBeUndefined();
  return res.data![field];
};
const ids = (items: { id: string }[]) => items.map((i) => Number(i.id));
const kcUser = (over: Partial<FakeUser> & { id: string; email: string }): FakeUser => ({ username: over.email, enabled: true, groups: new Set(), ...over });

describe('sincronizarUsuarios with Keycloak', () => {
  it('creates, updates, re-enables and disables accounts through the admin API, invites by Keycloak e-mail, and a dry run first sends no write', async () => {
    const novo = await insertUsuario(t.database, { idioma: 'EN' });
    const renomeado = await insertUsuario(t.database);
    const mudouEmail = await insertUsuario(t.database);
    const reativado = await insertUsuario(t.database);
    const inativo = await insertUsuario(t.database, { active: false });
    kc.users.set('kc-renomeado', kcUser({ id: 'kc-renomeado', email: renomeado.email.toUpperCase(), firstName: 'Nome', lastName: 'Antigo' }));
    kc.users.set('kc-mudou', kcUser({ id: 'kc-mudou', email: 'antigo@portal.test', ...splitName(mudouEmail.nome) }));
    await t.database.pool.query('update usuarios set idp_subject = $1 where id = $2', ['kc-mudou', mudouEmail.id]);
    kc.users.set('kc-reativado', kcUser({ id: 'kc-reativado', email: reativado.email, ...splitName(reativado.nome), enabled: false }));
    kc.users.set('kc-inativo', kcUser({ id: 'kc-inativo', email: inativo.email, ...splitName(inativo.nome) }));
    kc.users.set('kc-alheio', kcUser({ id: 'kc-alheio', email: 'alguem-de-outro-produto@outro.test', firstName: 'Outro' }));
    // More accounts than one page of the listing.
    for (let i = 0; i < 120; i++) kc.users.set(`kc-extra-${i}`, kcUser({ id: `kc-extra-${i}`, email: `extra-${i}@outro.test` }));

    const mark = kc.requests.length;
    const before = await writeCounts(t.database);
    const dry = await run(SINCRONIZAR_USUARIOS, 'sincronizarUsuarios', { d: true });
    expect(kc.writes(mark)).toEqual([]);
    expect(await writeCounts(t.database)).toEqual(before);
    // The realm was read page by page, with client credentials.
    const listings = kc.requests.slice(mark).filter((r) => r.method === 'GET' && r.path === '/admin/realms/portal/users');
    expect(listings.map((r) => r.query.get('first'))).toEqual(['0', '100']);
    expect(kc.requests.slice(mark).some((r) => r.path === '/realms/portal/protocol/openid-connect/token')).toBe(true);

    expect(dry).toMatchObject({ provedor: 'KEYCLOAK', dryRun: true });
    expect(ids(dry.criados)).toContain(novo.id);
    expect(dry.atualizados).toEqual(
      expect.arrayContaining([
        { id: String(renomeado.id), nome: renomeado.nome, alteracoes: ['NOME'] },
        { id: String(mudouEmail.id), nome: mudouEmail.nome, alteracoes: ['EMAIL'] },
        { id: String(reativado.id), nome: reativado.nome, alteracoes: ['HABILITADA'] },
      ]),
    );
    expect(dry.desativados).toContainEqual({ id: String(inativo.id), nome: inativo.nome, alteracoes: ['DESABILITADA'] });

    const from = kc.requests.length;
    const real = await run(SINCRONIZAR_USUARIOS, 'sincronizarUsuarios', { d: false });
    expect({ ...real, dryRun: true }).toEqual(dry);
    const writes = kc.writes(from);

    // Created: e-mail as username, the portal's name split, its id, the required action.
    const created = writes.find((w) => w.method === 'POST' && w.path === '/admin/realms/portal/users' && (w.body as { email: string }).email === novo.email);
    expect(created?.body).toEqual({
      username: novo.email.toLowerCase(),
      email: novo.email,
      ...splitName(novo.nome),
      enabled: true,
      emailVerified: false,
      requiredActions: ['UPDATE_PASSWORD'],
      attributes: { portalUsuarioId: [String(novo.id)] },
    });
    const novoKc = [...kc.users.values()].find((u) => u.email === novo.email)!;
    const link = await t.database.pool.query<{ sub: string }>('select idp_subject as sub from usuarios where id = $1', [novo.id]);
    expect(link.rows[0]!.sub).toBe(novoKc.id);
    // The invitation: Keycloak's e-mail, queued by the run and sent by the job.
    await filaVazia(t.database);
    const invite = kc.requests.find((r) => r.path === `/admin/realms/portal/users/${novoKc.id}/execute-actions-email`);
    expect(invite).toMatchObject({ method: 'PUT', body: ['UPDATE_PASSWORD'] });
    expect(Object.fromEntries(invite!.query)).toEqual({ lifespan: String(7 * 86_400), client_id: 'portal-web', redirect_uri: 'http://localhost:8080/' });

    // Updated: the whole representation written back with the new fields.
    const put = (id: string) => writes.filter((w) => w.method === 'PUT' && w.path === `/admin/realms/portal/users/${id}`).map((w) => w.body as Record<string, unknown>);
    expect(put('kc-renomeado')).toEqual([expect.objectContaining(splitName(renomeado.nome))]);
    expect(put('kc-mudou')).toEqual([expect.objectContaining({ email: mudouEmail.email })]);
    expect(put('kc-reativado')).toEqual([expect.objectContaining({ enabled: true })]);
    // Disabled, and its sessions ended.
    expect(put('kc-inativo')).toEqual([expect.objectContaining({ enabled: false })]);
    expect(writes.some((w) => w.method === 'POST' && w.path === '/admin/realms/portal/users/kc-inativo/logout')).toBe(true);
    expect(kc.users.get('kc-inativo')!.enabled).toBe(false);
    // The account found by e-mail is now the user's subject.
    const renLink = await t.database.pool.query<{ sub: string }>('select idp_subject as sub from usuarios where id = $1', [renomeado.id]);
    expect(renLink.rows[0]!.sub).toBe('kc-renomeado');
    // Nobody else's account was touched, and the demo users needed nothing.
    expect(writes.filter((w) => w.path.includes('kc-alheio') || w.path.includes('kc-extra'))).toEqual([]);

    // A second run has nothing left to do and writes nothing.
    const again = kc.requests.length;
    const second = await run(SINCRONIZAR_USUARIOS, 'sincronizarUsuarios');
    expect(second).toMatchObject({ criados: [], atualizados: [], desativados: [] });
    expect(kc.writes(again)).toEqual([]);
  });

  it('one user by e-mail: looked up by subject or e-mail only, not the whole realm', async () => {
    const u = await insertUsuario(t.database);
    const mark = kc.requests.length;
    const r = await run(SINCRONIZAR_IDP, 'sincronizarIdentityProvider', { e: u.email, d: true });
    expect(ids(r.criados)).toEqual([u.id]);
    const reads = kc.requests.slice(mark).filter((q) => q.path.startsWith('/admin'));
    expect(reads.map((q) => `${q.method} ${q.path}?${q.query.toString()}`)).toEqual([
      `GET /admin/realms/portal/users?email=${encodeURIComponent(u.email)}&exact=true&briefRepresentation=true`,
    ]);
  });

  it("stops at Keycloak's refusal, keeps what it did before, and says which call and why", async () => {
    const a = await insertUsuario(t.database);
    const b = await insertUsuario(t.database);
    // b's username is taken by an account with another e-mail: Keycloak answers 409.
    kc.users.set('kc-ocupado', kcUser({ id: 'kc-ocupado', email: 'outro-endereco@outro.test', username: b.email.toLowerCase() }));
    const res = await gql(t.app, SINCRONIZAR_USUARIOS, { token: adminToken, variables: { d: false } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'O provedor de identidade recusou Keycloak POST user (409: User exists with same username or email). O que foi feito antes foi mantido; corrija e sincronize de novo.',
      extensions: { code: 'CONFLICT' },
    });
    // a (before b) was created and stays linked; its invitation was queued and sent.
    const link = await t.database.pool.query<{ sub: string | null }>('select idp_subject as sub from usuarios where id = $1', [a.id]);
    expect(kc.users.get(link.rows[0]!.sub!)?.email).toBe(a.email);
    await filaVazia(t.database);
    expect(kc.requests.some((r) => r.path === `/admin/realms/portal/users/${link.rows[0]!.sub!}/execute-actions-email`)).toBe(true);
    const audit = await t.database.pool.query<{ depois: { criados: number[] } }>(`select depois from auditoria where entidade = 'sincronizacao' order by id desc limit 1`);
    expect(audit.rows[0]!.depois.criados).toContain(a.id);
    // Run again, the provider reads the same refusal in its own language.
    try {
      for (const [idioma, message] of [
        ['ES', 'El proveedor de identidad rechazó Keycloak POST user (409: User exists with same username or email). Lo hecho antes se mantuvo; corrija y sincronice de nuevo.'],
        ['EN', 'The identity provider refused Keycloak POST user (409: User exists with same username or email). What was done before it was kept; fix it and synchronise again.'],
      ] as const) {
        await t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.admin]);
        expect((await gql(t.app, SINCRONIZAR_USUARIOS, { token: adminToken, variables: { d: false } })).errors?.[0]?.message).toBe(message);
      }
    } finally {
      await t.database.pool.query('update usuarios set idioma = $1 where email = $2', ['PT_BR', DEMO_USERS.admin]);
    }
    kc.users.delete('kc-ocupado');
    await run(SINCRONIZAR_USUARIOS, 'sincronizarUsuarios');
  });
});

describe('sincronizarGrupos / sincronizarDealers with Keycloak', () => {
  it('a top-level group per dealer group and a subgroup per dealer, with their users as members; renamed, moved and emptied as the portal changes', async () => {
    const db = t.database.pool;
    const g1 = (await db.query<{ id: number }>(`insert into grupos (nome) values ('Grupo Sincronia Norte') returning id`)).rows[0]!.id;
    const g2 = (await db.query<{ id: number }>(`insert into grupos (nome) values ('Grupo Sincronia Sul') returning id`)).rows[0]!.id;
    const dealer = async (nome: string, codigo: string, grupoId: number | null, active = true) =>
      (
        await db.query<{ id: number }>(
          `insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, grupo_id, active) values ($1, $1, $2, $3, $4, $5) returning id`,
          [nome, freshCnpj(), codigo, grupoId, active],
        )
      ).rows[0]!.id;
    const d1 = await dealer('Dealer Sincronia Um', 'SYNC-1', g1);
    const d2 = await dealer('Dealer Sincronia Dois', 'SYNC-2', g1);
    const membro = await insertUsuario(t.database);
    const semConta = await insertUsuario(t.database);
    await run(SINCRONIZAR_USUARIOS, 'sincronizarUsuarios');
    await filaVazia(t.database);
    // semConta's account is removed from the link: a user with no account is no member.
    await db.query('update usuarios set idp_subject = null where id = $1', [semConta.id]);
    const sub = (await db.query<{ sub: string }>('select idp_subject as sub from usuarios where id = $1', [membro.id])).rows[0]!.sub;
    await db.query('insert into usuario_grupos_dealer (usuario_id, grupo_id) values ($1, $2), ($3, $2)', [membro.id, g1, semConta.id]);
    await db.query('insert into usuario_dealers (usuario_id, dealer_id) values ($1, $2)', [membro.id, d1]);
    // A group of someone else's, with a member of someone else's: left alone.
    kc.groups.set('kc-grupo-alheio', { id: 'kc-grupo-alheio', name: 'Administradores', parentId: null, attributes: {} });

    // Dealer groups first: dry run, then for real.
    let mark = kc.requests.length;
    const dry = await run(SINCRONIZAR_GRUPOS, 'sincronizarGrupos', { d: true });
    expect(kc.writes(mark)).toEqual([]);
    expect(dry.criados).toEqual(
      expect.arrayContaining([
        { id: String(g1), nome: 'Grupo Sincronia Norte', email: null, alteracoes: ['MEMBROS'] },
        { id: String(g2), nome: 'Grupo Sincronia Sul', email: null, alteracoes: [] },
      ]),
    );
    mark = kc.requests.length;
    const grupos = await run(SINCRONIZAR_GRUPOS, 'sincronizarGrupos');
    expect({ ...grupos, dryRun: true }).toEqual(dry);
    const created = kc.writes(mark).filter((w) => w.method === 'POST' && w.path === '/admin/realms/portal/groups');
    expect(created.map((w) => w.body)).toEqual(
      expect.arrayContaining([{ name: 'Grupo Sincronia Norte', attributes: { portalGrupoId: [String(g1)], portalAtivo: ['true'] } }]),
    );
    const kcG1 = [...kc.groups.values()].find((g) => g.attributes.portalGrupoId?.[0] === String(g1))!;
    expect(kcG1.parentId).toBeNull();
    // Its one linked member (semConta has no account); the seed's groups fill with the demo users too.
    expect(kc.writes(mark).filter((w) => w.path.startsWith('/admin/realms/portal/users/') && w.path.endsWith(`/groups/${kcG1.id}`))).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/admin/realms/portal/users/${sub}/groups/${kcG1.id}` }),
    ]);

    // Dealers: subgroups of their group's group.
    mark = kc.requests.length;
    const dealers = await run(SINCRONIZAR_DEALERS, 'sincronizarDealers');
    expect(dealers.criados).toEqual(
      expect.arrayContaining([
        { id: String(d1), nome: 'SYNC-1 Dealer Sincronia Um', email: null, alteracoes: ['MEMBROS'] },
        { id: String(d2), nome: 'SYNC-2 Dealer Sincronia Dois', email: null, alteracoes: [] },
      ]),
    );
    const child = kc.writes(mark).find((w) => w.method === 'POST' && w.path === `/admin/realms/portal/groups/${kcG1.id}/children` && (w.body as { name: string }).name.startsWith('SYNC-1'));
    expect(child?.body).toEqual({ name: 'SYNC-1 Dealer Sincronia Um', attributes: { portalDealerId: [String(d1)], portalAtivo: ['true'] } });
    const kcD1 = [...kc.groups.values()].find((g) => g.attributes.portalDealerId?.[0] === String(d1))!;
    expect(kc.users.get(sub)!.groups.has(kcD1.id)).toBe(true);

    // The portal changes: d1 renamed and moved to g2, membro leaves d1, g1 inactivated.
    await db.query(`update dealers set nome_exibicao = 'Dealer Sincronia Um Novo', grupo_id = $2 where id = $1`, [d1, g2]);
    await db.query('delete from usuario_dealers where usuario_id = $1', [membro.id]);
    await db.query('update grupos set active = false where id = $1', [g1]);
    kc.users.get(sub)!.groups.add('kc-grupo-alheio');

    mark = kc.requests.length;
    const grupos2 = await run(SINCRONIZAR_GRUPOS, 'sincronizarGrupos');
    expect(grupos2.desativados).toEqual([{ id: String(g1), nome: 'Grupo Sincronia Norte', alteracoes: ['MEMBROS'] }]);
    expect(kc.writes(mark)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'PUT', path: `/admin/realms/portal/groups/${kcG1.id}`, body: { name: 'Grupo Sincronia Norte', attributes: { portalGrupoId: [String(g1)], portalAtivo: ['false'] } } }),
        expect.objectContaining({ method: 'DELETE', path: `/admin/realms/portal/users/${sub}/groups/${kcG1.id}` }),
      ]),
    );

    mark = kc.requests.length;
    const dealers2 = await run(SINCRONIZAR_DEALERS, 'sincronizarDealers');
    expect(dealers2.atualizados).toContainEqual({ id: String(d1), nome: 'SYNC-1 Dealer Sincronia Um Novo', alteracoes: ['NOME', 'GRUPO', 'MEMBROS'] });
    const kcG2 = [...kc.groups.values()].find((g) => g.attributes.portalGrupoId?.[0] === String(g2))!;
    expect(kc.groups.get(kcD1.id)).toMatchObject({ name: 'SYNC-1 Dealer Sincronia Um Novo', parentId: kcG2.id });
    expect(kc.users.get(sub)!.groups.has(kcD1.id)).toBe(false);
    // Someone else's group and membership are untouched.
    expect(kc.users.get(sub)!.groups.has('kc-grupo-alheio')).toBe(true);
    expect(kc.writes(mark).some((w) => w.path.includes('kc-grupo-alheio'))).toBe(false);

    // Nothing left: a third run of each writes nothing.
    mark = kc.requests.length;
    await run(SINCRONIZAR_GRUPOS, 'sincronizarGrupos');
    await run(SINCRONIZAR_DEALERS, 'sincronizarDealers');
    expect(kc.writes(mark)).toEqual([]);
  });
});

function splitName(nome: string) {
  const [firstName = '', ...rest] = nome.split(' ');
  return { firstName, lastName: rest.join(' ') };
}
