import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { loadCurrentUser, userForToken } from './current-user.service.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function insertUser(email: string, opts: { subject?: string; active?: boolean } = {}): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, idp_subject, active)
    values ('Keycloak User', ${email}, 'MONTADORA', ${opts.subject ?? null}, ${opts.active ?? true}) returning id`);
  return res.rows[0]!.id;
}

describe('the portal user behind a token', () => {
  it('embedded IdP: the subject is the user id; inactive users have none', async () => {
    const id = await insertUser('embedded@test.local');
    expect(await userForToken(database.db, { sub: String(id), exp: 0 }, true)).toMatchObject({ id, tipo: 'MONTADORA' });
    await database.db.execute(sql`update usuarios set active = false where id = ${id}`);
    expect(await userForToken(database.db, { sub: String(id), exp: 0 }, true)).toBeNull();
    expect(await userForToken(database.db, { sub: 'not-a-number', exp: 0 }, true)).toBeNull();
  });

  it('external IdP: first sign-in matches the e-mail and remembers the subject; later ones match the subject', async () => {
    const id = await insertUser('Someone@Dealer.test');
    const first = await userForToken(database.db, { sub: 'kc-123', email: 'someone@dealer.test', exp: 0 }, false);
    expect(first?.id).toBe(id);
    const stored = await database.db.execute<{ idp_subject: string }>(sql`select idp_subject from usuarios where id = ${id}`);
    expect(stored.rows[0]?.idp_subject).toBe('kc-123');
    // The e-mail changed at the IdP: the subject still finds the same person.
    expect((await userForToken(database.db, { sub: 'kc-123', email: 'other@dealer.test', exp: 0 }, false))?.id).toBe(id);
  });

  it('external IdP: a request records last access, at most once an hour (the inactivity sweep reads it)', async () => {
    const id = await insertUser('returning@dealer.test', { subject: 'kc-returning' });
    const lastAccess = async () =>
      (await database.db.execute<{ age: number }>(sql`
        select extract(epoch from now() - ultimo_acesso)::int as age from usuarios where id = ${id}`)).rows[0]?.age;
    await database.db.execute(sql`update usuarios set ultimo_acesso = now() - interval '2 hours' where id = ${id}`);
    await userForToken(database.db, { sub: 'kc-returning', exp: 0 }, false);
    expect(await lastAccess()).toBeLessThan(60);
    await database.db.execute(sql`update usuarios set ultimo_acesso = now() - interval '30 minutes' where id = ${id}`);
    await userForToken(database.db, { sub: 'kc-returning', exp: 0 }, false);
    expect(await lastAccess()).toBeGreaterThanOrEqual(29 * 60);
  });

  it('external IdP: an e-mail already linked to another subject is not taken over', async () => {
    await insertUser('linked@dealer.test', { subject: 'kc-original' });
    expect(await userForToken(database.db, { sub: 'kc-intruder', email: 'linked@dealer.test', exp: 0 }, false)).toBeNull();
  });

  it('external IdP: unknown subject without e-mail, or unknown e-mail, finds nobody', async () => {
    expect(await userForToken(database.db, { sub: 'kc-none', exp: 0 }, false)).toBeNull();
    expect(await userForToken(database.db, { sub: 'kc-none', email: 'nobody@dealer.test', exp: 0 }, false)).toBeNull();
  });

  it('loads the feature keys with the user', async () => {
    const montadora = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = 'montadora@portal.test'`);
    const user = await loadCurrentUser(database.db, montadora.rows[0]!.id);
    expect(user?.funcionalidades).toContain('PORTAL_MANUTENCAO_USUARIOS');
    expect(user?.funcionalidades.length).toBeGreaterThan(10);
  });
});
