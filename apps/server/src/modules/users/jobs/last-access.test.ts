import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSignIn, signInForTest } from '../../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { userForToken } from '../current-user.service.js';

/** The inactivity sweep measures from ultimo_acesso: it must be written on every way in. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function lastAccess(email: string): Promise<Date | null> {
  const res = await t.database.db.execute<{ ultimo_acesso: string | null }>(
    sql`select ultimo_acesso from usuarios where email = ${email}`,
  );
  const at = res.rows[0]?.ultimo_acesso;
  return at ? new Date(at) : null;
}

describe('last access (usuarios.ultimo_acesso)', () => {
  it('embedded sign-in records it; a refused sign-in does not', async () => {
    await t.database.db.execute(sql`update usuarios set ultimo_acesso = null where email = ${DEMO_USERS.consulta}`);
    const refused = await beginSignIn(t.app);
    expect((await refused.submit(DEMO_USERS.consulta, 'wrong-password')).statusCode).toBe(401);
    expect(await lastAccess(DEMO_USERS.consulta)).toBeNull();

    const before = Date.now();
    await signInForTest(t.app, { email: DEMO_USERS.consulta, password: DEMO_PASSWORD });
    const at = await lastAccess(DEMO_USERS.consulta);
    expect(at).not.toBeNull();
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("external identity provider: the first sign-in (linking the subject by e-mail) records it", async () => {
    const res = await t.database.db.execute<{ id: number }>(sql`
      insert into usuarios (nome, email, tipo) values ('Keycloak', 'kc-last@test.local', 'MONTADORA') returning id`);
    expect(await lastAccess('kc-last@test.local')).toBeNull();
    const user = await userForToken(t.database.db, { sub: 'kc-last', email: 'kc-last@test.local', exp: 0 }, false);
    expect(user?.id).toBe(res.rows[0]!.id);
    expect(await lastAccess('kc-last@test.local')).not.toBeNull();
  });
});
