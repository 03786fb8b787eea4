import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshForTest, signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql, outcome, type GqlResult } from '../../test/graphql.js';
import { ALTERAR_SENHA, MINHA_CONTA } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const signIn = (email: string, password = DEMO_PASSWORD) => signInForTest(t.app, { email, password });
const alterar = (token: string, a: string, n: string) => gql<{ alterarMinhaSenha: boolean }>(t.app, ALTERAR_SENHA, { token, variables: { a, n } });

function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field), message: res.errors?.[0]?.message };
}

describe('alterarMinhaSenha (embedded sign-in)', () => {
  it('checks the current password and the length rules of the reset page', async () => {
    const { accessToken } = await signIn(DEMO_USERS.dealer);
    expect(failure(await alterar(accessToken, 'wrong-password', 'Nova#Senha2026'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['senhaAtual'],
      message: 'A senha atual não confere.',
    });
    // 11 characters: one short of the rule (packages/domain passwords.ts).
    expect(failure(await alterar(accessToken, DEMO_PASSWORD, 'Curta-senha'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['novaSenha'],
      message: 'A nova senha deve ter entre 12 e 1024 caracteres.',
    });
    // The common-password check of the reset page, in the reader's language.
    expect(failure(await alterar(accessToken, DEMO_PASSWORD, 'Password1234'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: ['novaSenha'],
      message: 'Esta senha é fácil demais de adivinhar: é comum, já apareceu em vazamentos de dados ou é uma sequência. Escolha outra.',
    });
    expect(failure(await alterar(accessToken, DEMO_PASSWORD, 'x'.repeat(1025))).fields).toEqual(['novaSenha']);
    expect(failure(await alterar(accessToken, DEMO_PASSWORD, DEMO_PASSWORD)).fields).toEqual(['novaSenha']);
    // Nothing changed: the old password still signs in.
    await signIn(DEMO_USERS.dealer);
  });

  it('changes it, ends the other sessions (this one stays) and audits without password material', async () => {
    const other = await signIn(DEMO_USERS.consulta);
    const current = await signIn(DEMO_USERS.consulta);
    const hashBefore = await t.database.db.execute<{ h: string }>(
      sql`select password_hash as h from usuarios where email = ${DEMO_USERS.consulta}`,
    );
    const res = await alterar(current.accessToken, DEMO_PASSWORD, 'Nova#Senha2026');
    expect(res.data?.alterarMinhaSenha).toBe(true);

    await expect(signIn(DEMO_USERS.consulta)).rejects.toThrow(/sign-in refused/);
    await signIn(DEMO_USERS.consulta, 'Nova#Senha2026');
    expect(outcome(await gql(t.app, MINHA_CONTA, { token: current.accessToken }))).toBe('OK');
    expect(outcome(await gql(t.app, MINHA_CONTA, { token: other.accessToken }))).toBe('UNAUTHENTICATED');
    expect((await refreshForTest(t.app, other.refreshToken)).statusCode).toBe(400);
    expect((await refreshForTest(t.app, current.refreshToken)).statusCode).toBe(200);

    const audit = await t.database.db.execute<{ row: string }>(sql`
      select row_to_json(a)::text as row from auditoria a join usuarios u on a.entidade_id = u.id::text
       where a.entidade = 'usuario' and u.email = ${DEMO_USERS.consulta} and a.acao = 'ALTERAR_SENHA'`);
    expect(audit.rows).toHaveLength(1);
    const text = audit.rows[0]!.row;
    for (const secret of [DEMO_PASSWORD, 'Nova#Senha2026', hashBefore.rows[0]!.h, '$argon2']) expect(text).not.toContain(secret);
  });

  it('counts wrong current passwords as failed sign-ins and stops after the limit', async () => {
    const { accessToken } = await signIn(DEMO_USERS.montadora);
    for (let i = 0; i < 5; i++) expect(failure(await alterar(accessToken, `wrong-${i}`, 'Nova#Senha2026')).fields).toEqual(['senhaAtual']);
    const blocked = await alterar(accessToken, DEMO_PASSWORD, 'Nova#Senha2026');
    expect(failure(blocked)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.',
    });
    // The same throttle guards the sign-in page: guessing here cannot be continued there.
    await expect(signIn(DEMO_USERS.montadora)).rejects.toThrow(/429/);
  });
});
