import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { gql, outcome } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { grupoInput, saveOk, tokenFor } from '../../user-groups/testing.js';
import { AUDIENCIA } from './testing.js';

/**
 * The form's audience count uses only groups the caller may use, as saving does: a creator never
 * learns the size of another person's private group.
 */
let t: TestApp;
let dono: { id: number; token: string };
let outro: { id: number; token: string };
let privado: string;

const count = (token: string, d: Record<string, unknown>) =>
  gql<{ audienciaComunicado: { usuarios: number; emails: number } }>(t.app, AUDIENCIA, { token, variables: { d } });

beforeAll(async () => {
  t = await buildTestApp();
  dono = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
  outro = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
  const dealer = (await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer])).rows[0]!.id;
  privado = (await saveOk(t.app, dono.token, grupoInput(String(dealer)))).id;
});
afterAll(() => t?.close());

describe('audienciaComunicado', () => {
  it("counts the caller's own private group (named twice, counted once)", async () => {
    const res = await count(dono.token, { idsGrupos: [privado, privado] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.audienciaComunicado).toEqual({ usuarios: 1, emails: 0 });
  });

  it("answers NOT_FOUND for another person's private group, as saving does", async () => {
    expect(outcome(await count(outro.token, { idsGrupos: [privado] }))).toBe('NOT_FOUND');
  });

  it('names a malformed id instead of ignoring it', async () => {
    const res = await count(dono.token, { idsGrupos: ['x'] });
    expect(outcome(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fields!.map((f) => f.field)).toEqual(['idsGrupos']);
  });
});
