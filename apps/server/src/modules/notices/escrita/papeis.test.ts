import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { demoTokens, gql, outcome } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { APROVADORES, APROVAR, CANCELAR, COMUNICADO, COMUNICADOS, ENVIAR, ERRATA, EXCLUIR, PARA_APROVACAO, REJEITAR, SALVAR, novoComunicado } from './testing.js';

/**
 * The role table of the author's and approver's side (issue #14): a creator without the approval
 * feature, an approver without the creation feature, a person holding both, a manufacturer user
 * holding neither, the dealer user, and nobody signed in. Each operation is tried on a notice the
 * role would act on (its own draft, a notice waiting for its approval, another author's notice),
 * so the table shows both the feature gate and the reach rule (another author's notice is
 * NOT_FOUND to a creator without approval).
 */
type Papel = 'criador' | 'aprovador' | 'ambos' | 'nenhum' | 'dealer' | 'anonimo';
const PAPEIS: Papel[] = ['criador', 'aprovador', 'ambos', 'nenhum', 'dealer', 'anonimo'];
const CRIACAO = 'PORTAL_CRIACAO_COMUNICADOS';
const APROVACAO = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS';

let t: TestApp;
let rede: number;
const pessoas = {} as Record<Exclude<Papel, 'anonimo'>, { id: number; token: string }>;
/** Another author holding both features, whose notices the roles reach or not. */
let outro: { id: number; token: string };

const idDe = (p: Papel) => (p === 'anonimo' ? pessoas.criador.id : pessoas[p].id);
const rascunhoDe = (autorId: number) => novoComunicado(t.database, { autorId, grupoIds: [rede] });
/** Waiting for the role's approval (its picked approver), written by `outro`. */
const esperando = (p: Papel) => novoComunicado(t.database, { autorId: outro.id, status: 'EM_APROVACAO', aprovadorId: idDe(p), grupoIds: [rede] });
async function enviadoDoOutro(): Promise<string> {
  const id = await rascunhoDe(outro.id);
  const res = await gql(t.app, ENVIAR, { token: outro.token, variables: { id: String(id) } });
  expect(res.errors).toBeUndefined();
  return String(id);
}

type Caso = { query: string; variables: Record<string, unknown> };
const OPS: Record<string, { build: (p: Papel) => Promise<Caso>; expected: Record<Papel, string> }> = {
  'salvarComunicado (a new draft)': {
    build: async () => ({ query: SALVAR, variables: { c: { titulo: 'Novo' } } }),
    expected: { criador: 'OK', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'comunicados (mine)': {
    build: async () => ({ query: COMUNICADOS, variables: { f: { caixa: 'MEUS' } } }),
    expected: { criador: 'OK', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'aprovadoresComunicado': {
    build: async () => ({ query: APROVADORES, variables: {} }),
    expected: { criador: 'OK', aprovador: 'FORBIDDEN', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'enviarComunicado (own draft)': {
    build: async (p) => ({ query: ENVIAR, variables: { id: String(await rascunhoDe(idDe(p))) } }),
    expected: { criador: 'FORBIDDEN', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'enviarComunicadoParaAprovacao (own draft)': {
    build: async (p) => ({ query: PARA_APROVACAO, variables: { id: String(await rascunhoDe(idDe(p))), a: String(outro.id) } }),
    expected: { criador: 'OK', aprovador: 'FORBIDDEN', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'aprovarComunicado (waiting for the caller)': {
    build: async (p) => ({ query: APROVAR, variables: { id: String(await esperando(p)) } }),
    expected: { criador: 'FORBIDDEN', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'rejeitarComunicado (waiting for the caller)': {
    build: async (p) => ({ query: REJEITAR, variables: { id: String(await esperando(p)), m: 'Motivo com mais de quinze letras.' } }),
    expected: { criador: 'FORBIDDEN', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  "comunicado (another author's draft)": {
    build: async () => ({ query: COMUNICADO, variables: { id: String(await rascunhoDe(outro.id)) } }),
    expected: { criador: 'NOT_FOUND', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  "excluirComunicado (another author's draft)": {
    build: async () => ({ query: EXCLUIR, variables: { id: String(await rascunhoDe(outro.id)) } }),
    // Drafts are their author's alone, whoever reads them.
    expected: { criador: 'NOT_FOUND', aprovador: 'NOT_FOUND', ambos: 'NOT_FOUND', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  'excluirComunicado (own draft)': {
    build: async (p) => ({ query: EXCLUIR, variables: { id: String(await rascunhoDe(idDe(p))) } }),
    expected: { criador: 'OK', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  "criarErrataComunicado (another author's sent notice)": {
    build: async () => ({ query: ERRATA, variables: { id: await enviadoDoOutro() } }),
    expected: { criador: 'NOT_FOUND', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
  "cancelarAgendamentoComunicado (another author's scheduled notice)": {
    build: async () => {
      const id = await novoComunicado(t.database, { autorId: outro.id, status: 'AGENDADO', grupoIds: [rede], dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000) });
      return { query: CANCELAR, variables: { id: String(id) } };
    },
    expected: { criador: 'NOT_FOUND', aprovador: 'OK', ambos: 'OK', nenhum: 'FORBIDDEN', dealer: 'FORBIDDEN', anonimo: 'UNAUTHENTICATED' },
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  rede = (await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id;
  pessoas.criador = await tokenFor(t.app, t.database, [CRIACAO]);
  pessoas.aprovador = await tokenFor(t.app, t.database, [APROVACAO]);
  pessoas.ambos = await tokenFor(t.app, t.database, [CRIACAO, APROVACAO]);
  pessoas.nenhum = await tokenFor(t.app, t.database, ['PORTAL_MANUTENCAO_USUARIOS']);
  const dealerId = (await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer])).rows[0]!.id;
  pessoas.dealer = { id: dealerId, token: (await demoTokens(t.app)).dealer };
  outro = await tokenFor(t.app, t.database, [CRIACAO, APROVACAO]);
});
afterAll(() => t?.close());

describe('role table of the notices author side', () => {
  for (const [op, { build, expected }] of Object.entries(OPS)) {
    for (const papel of PAPEIS) {
      it(`${op}: ${papel} -> ${expected[papel]}`, async () => {
        const { query, variables } = await build(papel);
        const res = await gql(t.app, query, { token: papel === 'anonimo' ? null : pessoas[papel].token, variables });
        expect(outcome(res), JSON.stringify(res.errors)).toBe(expected[papel]);
      });
    }
  }
});
