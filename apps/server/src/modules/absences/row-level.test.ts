import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/identity/passwords.js';
import { signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql, outcome } from '../../test/graphql.js';
import { dia, insertAusencia, LISTAR_AUSENCIAS, MOTIVO, REMOVER_AUSENCIA, SALVAR_AUSENCIA, userId } from './testing.js';

/**
 * A dealer-group user WITH the feature manages only the absences of users linked to their own
 * dealer groups or dealers. Demo data: Grupo Horizonte has the dealers D0001 and D0002, Grupo
 * Litoral has D0003; the demo dealer user is in Grupo Horizonte and at D0001.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function id(q: string): Promise<number> {
  return (await t.database.db.execute<{ id: number }>(sql.raw(q))).rows[0]!.id;
}

/** A DEALER_GRUPO user linked to the given groups and dealers; with a password when `gestor`. */
async function dealerUser(email: string, links: { grupos?: number[]; dealers?: number[] }, gestor = false): Promise<number> {
  const hash = gestor ? await hashPassword(DEMO_PASSWORD) : null;
  const res = await t.database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, password_hash) values (${email}, ${email}, 'DEALER_GRUPO', ${hash}) returning id`);
  const uid = res.rows[0]!.id;
  await t.database.db.execute(sql`update usuarios set idp_subject = id::text where id = ${uid}`);
  for (const g of links.grupos ?? []) await t.database.db.execute(sql`insert into usuario_grupos_dealer values (${uid}, ${g})`);
  for (const d of links.dealers ?? []) await t.database.db.execute(sql`insert into usuario_dealers values (${uid}, ${d})`);
  if (gestor) {
    await t.database.db.execute(sql`
      insert into usuario_funcionalidades select ${uid}, id from funcionalidades where chave = 'PORTAL_AUSENCIA_TEMPORARIA'`);
  }
  return uid;
}

beforeAll(async () => {
  t = await buildTestApp();
  const horizonte = await id(`select id from grupos where nome = 'Grupo Horizonte'`);
  const litoral = await id(`select id from grupos where nome = 'Grupo Litoral'`);
  const d1 = await id(`select id from dealers where codigo_principal = 'D0001'`);
  const d2 = await id(`select id from dealers where codigo_principal = 'D0002'`);
  const d3 = await id(`select id from dealers where codigo_principal = 'D0003'`);
  ids.demoDealer = await userId(t.database, DEMO_USERS.dealer);
  ids.montadora = await userId(t.database, DEMO_USERS.montadora);
  // Works at D0002 only, a dealer of Grupo Horizonte, without being in the group itself.
  ids.horizonteSul = await dealerUser('sul@test.local', { dealers: [d2] });
  ids.litoral = await dealerUser('litoral@test.local', { grupos: [litoral], dealers: [d3] });
  await dealerUser('gestor-grupo@test.local', { grupos: [horizonte] }, true);
  await dealerUser('gestor-dealer@test.local', { dealers: [d1] }, true);
  for (const who of ['gestor-grupo', 'gestor-dealer']) {
    tokens[who] = (await signInForTest(t.app, { email: `${who}@test.local`, password: DEMO_PASSWORD })).accessToken;
  }
});
afterAll(() => t?.close());

let offset = 0;
async function calls(token: string, target: number) {
  const start = (offset += 3);
  const list = await gql(t.app, LISTAR_AUSENCIAS, { token, variables: { u: String(target) } });
  const save = await gql(t.app, SALVAR_AUSENCIA, {
    token,
    variables: { a: { usuarioId: String(target), dataInicio: dia(start), dataRetorno: dia(start + 1), motivo: MOTIVO } },
  });
  const existing = await insertAusencia(t.database, target, dia(start + 200), dia(start + 201));
  const remove = await gql(t.app, REMOVER_AUSENCIA, { token, variables: { id: String(existing) } });
  return [outcome(list), outcome(save), outcome(remove)];
}

const ALL_OK = ['OK', 'OK', 'OK'];
const ALL_FORBIDDEN = ['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'];

describe('row-level access of a dealer-group user holding PORTAL_AUSENCIA_TEMPORARIA', () => {
  const table: [string, string, string[]][] = [
    // Group manager (Grupo Horizonte, no dealer of their own).
    ['gestor-grupo', 'demoDealer', ALL_OK], // shares the group
    ['gestor-grupo', 'horizonteSul', ALL_OK], // works at a dealer of the group
    ['gestor-grupo', 'litoral', ALL_FORBIDDEN], // another group
    ['gestor-grupo', 'montadora', ALL_FORBIDDEN], // not a dealer-network user
    // Dealer manager (D0001 only, no group).
    ['gestor-dealer', 'demoDealer', ALL_OK], // shares the dealer
    ['gestor-dealer', 'horizonteSul', ALL_FORBIDDEN], // another dealer of the same group
    ['gestor-dealer', 'litoral', ALL_FORBIDDEN],
  ];
  for (const [caller, target, expected] of table) {
    it(`${caller} on ${target}: list, save, remove -> ${expected.join(', ')}`, async () => {
      expect(await calls(tokens[caller]!, ids[target]!)).toEqual(expected);
    });
  }

  it('a refused save or removal changes nothing', async () => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ausencias_temporarias where usuario_id = ${ids.litoral!}`,
    );
    const existing = await insertAusencia(t.database, ids.litoral!, dia(400), dia(401));
    await gql(t.app, REMOVER_AUSENCIA, { token: tokens['gestor-grupo'], variables: { id: String(existing) } });
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ausencias_temporarias where usuario_id = ${ids.litoral!}`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
  });
});
