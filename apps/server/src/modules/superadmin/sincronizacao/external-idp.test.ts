import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalTokenFor, startExternalIssuer, type ExternalIssuer } from '../../../platform/identity/testing.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { SINCRONIZAR_USUARIOS, writeCounts } from '../testing.js';

/**
 * With an external identity provider (OIDC_ISSUER, Keycloak) but no admin credentials
 * (KEYCLOAK_ADMIN_CLIENT_ID/SECRET), a synchronisation refuses with a message naming what to set
 * and writes nothing, rather than reconciling the portal against the embedded provider it does not
 * use. A real HTTP peer plays the issuer (discovery + JWKS). With the credentials:
 * keycloak.test.ts.
 */
let kc: ExternalIssuer;
let t: TestApp;

beforeAll(async () => {
  kc = await startExternalIssuer();
  t = await buildTestApp(kc.env);
});

afterAll(async () => {
  await t?.close();
  await kc?.close();
});

describe('synchronisation with an external identity provider', () => {
  it('without admin credentials, is refused with a message naming them and writes nothing', async () => {
    await t.database.db.execute(sql`insert into usuarios (nome, email, tipo) values ('Sem Conta', 'sem-conta@portal.test', 'MONTADORA')`);
    const before = await writeCounts(t.database);
    const res = await gql(t.app, SINCRONIZAR_USUARIOS, { token: await externalTokenFor(kc, t.database, DEMO_USERS.admin), variables: { d: false } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'A sincronização com o Keycloak não está configurada: defina KEYCLOAK_ADMIN_CLIENT_ID e KEYCLOAK_ADMIN_CLIENT_SECRET no servidor.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await writeCounts(t.database)).toEqual(before);
  });

  it('says so in the caller’s language (es, en)', async () => {
    const token = await externalTokenFor(kc, t.database, DEMO_USERS.admin);
    try {
      for (const [idioma, message] of [
        ['ES', 'La sincronización con Keycloak no está configurada: defina KEYCLOAK_ADMIN_CLIENT_ID y KEYCLOAK_ADMIN_CLIENT_SECRET en el servidor.'],
        ['EN', 'Synchronisation with Keycloak is not configured: set KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET on the server.'],
      ] as const) {
        await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where email = ${DEMO_USERS.admin}`);
        const res = await gql(t.app, SINCRONIZAR_USUARIOS, { token, variables: { d: true } });
        expect(res.errors?.[0]?.message).toBe(message);
      }
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where email = ${DEMO_USERS.admin}`);
    }
  });
});
