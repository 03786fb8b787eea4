import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from './executable-schema.js';
import { signedInFields } from './signed-in-fields.js';

// The fields whose generated resolver types get SignedInContext (codegen.ts): exactly those whose
// policy keeps anonymous callers out before the resolver runs.
const schema = makeExecutableSchema(`
  directive @auth(policy: Policy!, features: [String!], userTypes: [TipoUsuario!]) on FIELD_DEFINITION
  enum Policy { PUBLIC SIGNED_IN ACCESS }
  enum TipoUsuario { PROVEDOR MONTADORA DEALER_GRUPO }
  type Query {
    aberto: Boolean @auth(policy: PUBLIC)
    conta: Boolean @auth(policy: SIGNED_IN)
    gestao: Boolean @auth(policy: ACCESS, userTypes: [PROVEDOR])
    semPolitica: Boolean
  }
  type Mutation {
    entrar: Boolean @auth(policy: PUBLIC)
    salvar: Boolean @auth(policy: ACCESS, features: ["PORTAL_MANUTENCAO_USUARIOS"])
  }
`);

describe('signedInFields', () => {
  it('lists the SIGNED_IN and ACCESS root fields, not PUBLIC ones nor fields without a valid policy', () => {
    expect(signedInFields(schema)).toEqual(['Query.conta', 'Query.gestao', 'Mutation.salvar']);
  });
});
