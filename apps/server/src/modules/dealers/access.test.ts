import { afterAll, beforeAll, describe } from 'vitest';
import { accessTable } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { dealerInput } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: { dealer: string; grupo: string; marca: string };

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const q = (text: string) => t.database.pool.query<{ id: number }>(text).then((r) => String(r.rows[0]!.id));
  // Rows of their own, so the allowed calls change nothing the other rows rely on.
  ids = {
    grupo: await q(`insert into grupos (nome) values ('Grupo Acesso') returning id`),
    marca: await q(`insert into marcas (nome) values ('Marca Acesso') returning id`),
    dealer: await q(`select id from dealers where codigo_principal = 'D0003'`),
  };
});
afterAll(() => t?.close());

/** Every operation of the area, as a document and its variables. */
const OPS: Record<string, () => { query: string; variables?: Record<string, unknown> }> = {
  dealers: () => ({ query: '{ dealers { totalElements } }' }),
  dealer: () => ({ query: `{ dealer(id: "${ids.dealer}") { id } }` }),
  gruposDealers: () => ({ query: '{ gruposDealers { totalElements } }' }),
  grupoDealer: () => ({ query: `{ grupoDealer(id: "${ids.grupo}") { id } }` }),
  salvarDealer: () => ({ query: 'mutation($d: DealerInput!) { salvarDealer(dealer: $d) { id } }', variables: { d: dealerInput() } }),
  ativarDealer: () => ({ query: `mutation { ativarDealer(id: "${ids.dealer}") { id } }` }),
  inativarDealer: () => ({ query: `mutation { inativarDealer(id: "${ids.dealer}") { id } }` }),
  salvarGrupoDealer: () => ({ query: 'mutation { salvarGrupoDealer(grupo: { nome: "Grupo Novo" }) { id } }' }),
  ativarGrupoDealer: () => ({ query: `mutation { ativarGrupoDealer(id: "${ids.grupo}") { id } }` }),
  inativarGrupoDealer: () => ({ query: `mutation { inativarGrupoDealer(id: "${ids.grupo}") { dealersInativados } }` }),
  removerMarcaDealers: () => ({ query: `mutation { removerMarcaDealers(marcaId: "${ids.marca}") { dealersInativados } }` }),
};

const EXPECTED: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  // A dealer-group user and a manufacturer user without PORTAL_MANUTENCAO_DEALERS_GRUPO.
  dealer: 'FORBIDDEN',
  consulta: 'FORBIDDEN',
  // The manufacturer with the feature, and the technical provider (passes any feature check).
  montadora: 'OK',
  admin: 'OK',
};

describe('access table of the dealers operations (every demo role, anonymous included)', () => {
  accessTable(() => ({ app: t.app, tokens }), OPS, EXPECTED);
});
