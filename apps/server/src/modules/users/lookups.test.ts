import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { grupoComDealer } from '../dealers/testing.js';
import { dealerUser, demoIds, saveOk, type DemoIds, type UsuarioOut } from './testing.js';

/**
 * The form's uniqueness look-ups (usuarioByEmail, usuarioByCpf) must not reveal people beyond
 * the caller's reach (defects #2): Diana, the demo dealer-group user (Grupo Horizonte), is given
 * PORTAL_MANUTENCAO_USUARIOS; another group's user, the provider and a user of her own group are
 * looked up by the manufacturer, the provider and Diana. A value held beyond her reach answers
 * "taken" without id or name.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
let dealerAlheio: string;
const people: Record<'propria' | 'alheia' | 'provedor', { id: string; nome: string; email: string; cpf: string }> = {} as never;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [
    ids.usuario.dealer,
    ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS,
  ]);
  const alheio = await grupoComDealer(t.app, tokens.montadora, 'Grupo Alheio', { marcas: [ids.marca.Cometa] });
  dealerAlheio = alheio.dealer;
  const fora = dealerUser(ids, { marcas: [ids.marca.Cometa], grupos: [alheio.grupo], idsDealers: [alheio.dealer] });
  const ref = (u: UsuarioOut) => ({ id: u.id, nome: u.nome, email: u.email, cpf: u.cpf! });
  people.alheia = ref(await saveOk(t.app, tokens.admin, { ...fora, cargos: [{ ...fora.cargos[0]!, dealerId: alheio.dealer }] }));
  people.propria = ref(await saveOk(t.app, tokens.admin, dealerUser(ids)));
  // The provider's demo user has no CPF: one is given here so both look-ups can find it.
  const cpf = demoCpf(990);
  await t.database.pool.query(`update usuarios set cpf = $1 where id = $2`, [cpf, ids.usuario.admin]);
  people.provedor = { id: ids.usuario.admin, nome: 'Administrador do Provedor', email: 'admin@portal.test', cpf };
});
afterAll(() => t?.close());

type Answer = { id: string | null; nome: string | null } | null;

/** NAMED (id and name of that person), TAKEN (held, holder not said) or FREE. */
async function lookUp(op: 'usuarioByEmail' | 'usuarioByCpf', value: string, token: string, expectedId: string | null): Promise<string> {
  const arg = op === 'usuarioByEmail' ? 'email' : 'cpf';
  const res = await gql<Record<string, Answer>>(t.app, `query($v: String!) { ${op}(${arg}: $v) { id nome } }`, { token, variables: { v: value } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const answer = res.data![op]!;
  if (answer === null) return 'FREE';
  if (answer.id === null && answer.nome === null) return 'TAKEN';
  expect(answer.id).toBe(expectedId);
  return 'NAMED';
}

type Target = keyof typeof people | 'livre';
const EXPECTED: Record<'montadora' | 'admin' | 'dealer', Record<Target, string>> = {
  // The manufacturer and the provider reach the whole network.
  montadora: { propria: 'NAMED', alheia: 'NAMED', provedor: 'NAMED', livre: 'FREE' },
  admin: { propria: 'NAMED', alheia: 'NAMED', provedor: 'NAMED', livre: 'FREE' },
  // The dealer-group administrator: its own group's user by name, anyone else only as "taken".
  dealer: { propria: 'NAMED', alheia: 'TAKEN', provedor: 'TAKEN', livre: 'FREE' },
};

describe('usuarioByEmail and usuarioByCpf answer only within the caller\'s reach', () => {
  for (const op of ['usuarioByEmail', 'usuarioByCpf'] as const) {
    for (const [role, row] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, Record<Target, string>][]) {
      for (const [target, want] of Object.entries(row) as [Target, string][]) {
        it(`${op}: ${role === 'dealer' ? 'dealer-group administrator' : role} looking up ${target} -> ${want}`, async () => {
          const p = target === 'livre' ? { id: null, email: 'ninguem@rede.test', cpf: demoCpf(991) } : people[target];
          const value = op === 'usuarioByEmail' ? p.email : p.cpf;
          expect(await lookUp(op, value, tokens[role], p.id)).toBe(want);
        });
      }
    }
  }
});

describe('produtosByDealersAndTipoUsuario takes only dealers within the caller\'s reach', () => {
  const Q = 'query($d: [ID!]) { produtosByDealersAndTipoUsuario(idsDealer: $d, tipoUsuario: DEALER_GRUPO) { id } }';
  const code = async (token: string, dealer: string) =>
    (await gql(t.app, Q, { token, variables: { d: [dealer] } })).errors?.[0]?.extensions?.code ?? 'OK';

  it('another group\'s dealer does not exist for a dealer-group administrator; its own does', async () => {
    expect(await code(tokens.montadora, dealerAlheio)).toBe('OK');
    expect(await code(tokens.dealer, ids.dealer.Centro)).toBe('OK');
    expect(await code(tokens.dealer, dealerAlheio)).toBe('BAD_USER_INPUT');
  });
});
