import { afterAll, beforeAll, describe } from 'vitest';
import { accessTable, type Role } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { demoIds, montadoraUser, saveOk, SALVAR_USUARIO, type DemoIds } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;
let alvo: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  // A user of its own, so the allowed calls change nothing the other rows rely on.
  alvo = (await saveOk(t.app, tokens.admin, montadoraUser(ids))).id;
});
afterAll(() => t?.close());

type Op = () => { query: string; variables?: Record<string, unknown> };
const cargo = () => ({ cargoId: ids.cargo.Vendedor, dataInicio: '2024-01-10', dealerId: ids.dealer.Centro, departamentoId: ids.departamento.Vendas });

/** Read operations: user maintenance or user consultation. */
const READS: Record<string, Op> = {
  usuarios: () => ({ query: '{ usuarios { totalElements content { id marcas { id } } } }' }),
  usuario: () => ({ query: `{ usuario(id: "${alvo}") { id } }` }),
  infoUsuario: () => ({ query: `{ infoUsuario(usuarioId: "${alvo}") { dataAdmissao } }` }),
  usuarioDominio: () => ({ query: '{ usuarioDominio { tiposUsuario { id } } }' }),
  usuariosPortalProperties: () => ({ query: '{ usuariosPortalProperties { informarDepartamentoCargo } }' }),
  departamentosCargosUsuarios: () => ({ query: '{ departamentosCargosUsuarios { id } }' }),
  produtosByDealersAndTipoUsuario: () => ({ query: '{ produtosByDealersAndTipoUsuario(tipoUsuario: MONTADORA) { id } }' }),
  usuarioByCpf: () => ({ query: '{ usuarioByCpf(cpf: "52998224725") { id } }' }),
  usuarioByEmail: () => ({ query: '{ usuarioByEmail(email: "dealer@portal.test") { id } }' }),
  cargos: () => ({ query: `{ cargos(usuarioId: "${alvo}") { id } }` }),
};

/** Write operations: user maintenance (special activation: its own feature). */
const WRITES: Record<string, Op> = {
  salvarUsuario: () => {
    const s = montadoraUser(ids);
    return { query: SALVAR_USUARIO, variables: { u: s.usuario, c: s.cargos, i: s.infos } };
  },
  podeAdicionarCargo: () => ({
    query: 'mutation($c: CargoUsuarioInput!) { podeAdicionarCargo(cargoAdicionadoInput: $c) }',
    variables: { c: cargo() },
  }),
  inativarUsuario: () => ({ query: `mutation { inativarUsuario(id: "${alvo}") { id } }` }),
  ativarUsuario: () => ({ query: `mutation { ativarUsuario(id: "${alvo}") { id } }` }),
  liberarAtivacaoEspecial: () => ({ query: `mutation { liberarAtivacaoEspecial(id: "${alvo}") { id } }` }),
  removerAtivacaoEspecial: () => ({ query: `mutation { removerAtivacaoEspecial(id: "${alvo}") { id } }` }),
};

const EXPECTED_READ: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  // A dealer-group user without any users feature.
  dealer: 'FORBIDDEN',
  // The manufacturer with PORTAL_CONSULTA_VISUALIZACAO_USUARIOS only.
  consulta: 'OK',
  // The manufacturer with every portal feature, and the technical provider (passes any feature check).
  montadora: 'OK',
  admin: 'OK',
};
const EXPECTED_WRITE = { ...EXPECTED_READ, consulta: 'FORBIDDEN' };

const table = (ops: Record<string, Op>, expected: Record<Role, string>) => accessTable(() => ({ app: t.app, tokens }), ops, expected);

describe('access table of the users operations (every demo role, anonymous included)', () => {
  describe('reads', () => table(READS, EXPECTED_READ));
  describe('writes', () => table(WRITES, EXPECTED_WRITE));
});
