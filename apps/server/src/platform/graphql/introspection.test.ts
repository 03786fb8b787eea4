import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';

/** The schema is for signed-in callers: no introspection and no suggestions for anyone else. */
let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const SCHEMA = '{ __schema { queryType { name } } }';

describe('introspection', () => {
  it('answers a signed-in caller, then still refuses the same document to an anonymous one', async () => {
    const signedIn = await gql<{ __schema: { queryType: { name: string } } }>(t.app, SCHEMA, { token: tokens.consulta });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.__schema.queryType.name).toBe('Query');
    // Mercurius caches the validated document: the refusal may not live in validation.
    const anonymous = await gql(t.app, SCHEMA, { lang: 'en' });
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Sign in to the portal to read the API schema.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('is refused to an anonymous caller however it is asked, and to a forged token', async () => {
    for (const doc of [
      '{ __type(name: "Usuario") { fields { name } } }',
      'query Q { ...F } fragment F on Query { __schema { types { name } } }',
      '{ a: __typename b: __schema { mutationType { name } } }',
    ]) {
      const res = await gql(t.app, doc);
      expect(res.errors?.[0]?.extensions?.code, doc).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(res)).not.toMatch(/Usuario"|types|mutationType"/);
    }
    expect((await gql(t.app, SCHEMA, { token: 'not.a.token' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // __typename is an ordinary field.
    expect((await gql<{ __typename: string }>(t.app, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('validation messages', () => {
  it('suggest field names to a signed-in caller only', async () => {
    const doc = '{ usuarioLogad { id } }';
    const anonymous = await gql(t.app, doc);
    expect(anonymous.errors?.[0]?.message).toBe('Cannot query field "usuarioLogad" on type "Query".');
    expect(JSON.stringify(anonymous)).not.toContain('usuarioLogado');
    const signedIn = await gql(t.app, doc, { token: tokens.consulta });
    expect(signedIn.errors?.[0]?.message).toMatch(/Did you mean "usuarioLogado"/);
    // Enum values in variables too.
    // Refused while the variables are read, before anything runs.
    const enumDoc = 'mutation($l: Idioma!) { mudarLinguaUsuario(id: "0", idioma: $l) { id } }';
    const byName = await gql(t.app, enumDoc, { variables: { l: 'PT_B' }, token: tokens.consulta });
    expect(JSON.stringify(byName)).toMatch(/Did you mean the enum value \\"PT_BR\\"/);
    const byNobody = await gql(t.app, enumDoc, { variables: { l: 'PT_B' } });
    expect(byNobody.errors?.[0]?.message).toMatch(/^Variable "\$l" got invalid value "PT_B"/);
    expect(JSON.stringify(byNobody)).not.toMatch(/Did you mean|PT_BR/);
  });
});
