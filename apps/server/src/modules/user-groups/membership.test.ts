import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCnpj } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { gruposDoUsuario, liveAudienceSql } from './audience.service.js';
import { insertUser, saveOk } from './testing.js';

/**
 * gruposDoUsuario is the inverse of the audience: for every user, the groups it answers (from the
 * stored audiences) are exactly the groups whose live audience holds the user. Users and groups of varied shapes on a hand-built
 * network of their own (plus the demo's groups and users); this equivalence is the guard that the
 * two statements keep the same semantics.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
const id: Record<string, number> = {};
const u: Record<string, number> = {};

const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query<{ id: number }>(text, params)).rows[0]?.id;
const s = (n: number | undefined) => String(n);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  id.marca = (await q(`insert into marcas (nome) values ('Marca Pertença') returning id`))!;
  id.marca2 = (await q(`insert into marcas (nome) values ('Marca Pertença 2') returning id`))!;
  id.grupo = (await q(`insert into grupos (nome) values ('Grupo Pertença') returning id`))!;
  id.grupo2 = (await q(`insert into grupos (nome) values ('Grupo Pertença 2') returning id`))!;
  const dealer = (n: number, grupo: number | null) =>
    q(`insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, active, grupo_id) values ($1, $1, $2, $3, true, $4) returning id`, [
      `Pertença ${n}`, demoCnpj(950 + n), `PER${n}`, grupo,
    ]);
  id.d1 = (await dealer(1, id.grupo))!;
  id.d2 = (await dealer(2, null))!; // inactivated after the groups are saved
  id.d3 = (await dealer(3, null))!;
  id.d4 = (await dealer(4, id.grupo2))!;
  id.setor = (await q(`insert into setores (nome) values ('Setor Pertença') returning id`))!;
  id.c1 = (await q(`insert into cargos (nome, setor_id) values ('Cargo Pertença 1', $1) returning id`, [id.setor]))!;
  id.c2 = (await q(`insert into cargos (nome, setor_id) values ('Cargo Pertença 2', $1) returning id`, [id.setor]))!;
  id.c3 = (await q(`insert into cargos (nome) values ('Cargo Pertença 3') returning id`))!;
  id.acesso = (await q(`insert into tipos_acesso (nome, produto_id) select 'Acesso Pertença', id from produtos where codigo = 'PORTAL' returning id`))!;

  const person = async (
    key: string,
    tipo: string,
    links: { marcas?: number[]; dealers?: number[]; grupos?: number[]; acessos?: number[]; cargos?: [number, number][] } = {},
  ) => {
    u[key] = await insertUser(t.database, { tipo, nome: `Pert ${key}`, email: `pert-${key}@grupos.test` });
    for (const m of links.marcas ?? []) await t.database.pool.query(`insert into usuario_marcas values ($1, $2)`, [u[key], m]);
    for (const d of links.dealers ?? []) await t.database.pool.query(`insert into usuario_dealers values ($1, $2)`, [u[key], d]);
    for (const g of links.grupos ?? []) await t.database.pool.query(`insert into usuario_grupos_dealer values ($1, $2)`, [u[key], g]);
    for (const a of links.acessos ?? []) await t.database.pool.query(`insert into usuario_tipos_acesso values ($1, $2)`, [u[key], a]);
    for (const [cargo, d] of links.cargos ?? []) {
      await t.database.pool.query(`insert into usuario_cargos (usuario_id, cargo_id, dealer_id, data_inicio) values ($1, $2, $3, '2024-01-01')`, [
        u[key], cargo, d,
      ]);
    }
  };
  await person('montadora', 'MONTADORA', { marcas: [id.marca] });
  await person('montadoraAcesso', 'MONTADORA', { marcas: [id.marca], acessos: [id.acesso] });
  await person('montadora2', 'MONTADORA', { marcas: [id.marca2] });
  await person('dealerD1', 'DEALER_GRUPO', { marcas: [id.marca], dealers: [id.d1], acessos: [id.acesso] });
  await person('dealerD3', 'DEALER_GRUPO', { marcas: [id.marca, id.marca2], dealers: [id.d3] });
  await person('dealerSoInativo', 'DEALER_GRUPO', { marcas: [id.marca], dealers: [id.d2], cargos: [[id.c1, id.d2]] });
  await person('dealerInativoEAtivo', 'DEALER_GRUPO', { marcas: [id.marca], dealers: [id.d2, id.d4] });
  await person('dealerSemDealer', 'DEALER_GRUPO', { marcas: [id.marca], grupos: [id.grupo] });
  await person('cargoC1', 'MONTADORA', { dealers: [id.d3], cargos: [[id.c1, id.d3]] });
  await person('cargoC2', 'MONTADORA', { cargos: [[id.c2, id.d3], [id.c3, id.d1]] });
  await person('grupoViaDealer', 'MONTADORA', { dealers: [id.d4] });
  await person('manual', 'MONTADORA');
  await person('manualInativo', 'MONTADORA', { marcas: [id.marca] });
  await person('provedor', 'PROVEDOR', { marcas: [id.marca, id.marca2] });
  await person('nada', 'MONTADORA');

  const perfil = (over: Record<string, unknown>) => ({ possuiPerfil: true, marcas: [s(id.marca)], ...over });
  const groups: Record<string, unknown>[] = [
    perfil({ tiposUsuarios: ['MONTADORA'] }),
    perfil({ marcas: [s(id.marca), s(id.marca2)], tiposUsuarios: ['MONTADORA', 'PROVEDOR'] }),
    perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true }),
    perfil({ tiposUsuarios: ['DEALER_GRUPO'], dealers: [s(id.d1)] }),
    perfil({ marcas: [s(id.marca2)], tiposUsuarios: ['MONTADORA', 'DEALER_GRUPO'], dealers: [s(id.d3), s(id.d2)] }),
    perfil({ tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true, tiposAcesso: [s(id.acesso)] }),
    perfil({ tiposUsuarios: ['MONTADORA', 'DEALER_GRUPO'], todosDealers: true, tiposAcesso: [s(id.acesso)] }),
    perfil({ tiposUsuarios: ['DEALER_GRUPO'], dealers: [s(id.d4)] }),
    { possuiCargos: true, cargos: [s(id.c1)] },
    { possuiCargos: true, cargos: [s(id.c3)] },
    { possuiSetores: true, setores: [s(id.setor)] },
    { possuiGrupos: true, grupos: [s(id.grupo)] },
    { possuiGrupos: true, grupos: [s(id.grupo2)] },
    { possuiUsuariosManuais: true, usuariosManuais: [s(u.manual), s(u.manualInativo)] },
    perfil({ tiposUsuarios: ['MONTADORA'], possuiCargos: true, cargos: [s(id.c2)], possuiUsuariosManuais: true, usuariosManuais: [s(u.nada)] }),
  ];
  let n = 0;
  for (const g of groups) await saveOk(t.app, tokens.admin, { nome: `Pertença ${n++}`, publico: true, ...g });
  // An inactive group resolves to nobody: its manual user must not get it back.
  const inativo = await saveOk(t.app, tokens.admin, { nome: 'Pertença inativo', possuiUsuariosManuais: true, usuariosManuais: [s(u.manual)] });
  await t.database.pool.query(`update grupos_usuarios set active = false where id = $1`, [inativo.id]);
  // States that change after saving: a dealer goes inactive, a user goes inactive.
  await t.database.pool.query(`update dealers set active = false where id = $1`, [id.d2]);
  await t.database.pool.query(`update usuarios set active = false where id = $1`, [u.manualInativo]);
});
afterAll(() => t?.close());

/** { g : user ∈ audience(g) } over every group of the database, from the definition resolved live. */
async function expectedMembership(): Promise<Map<number, number[]>> {
  const all = await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios order by id`);
  const byUser = new Map<number, number[]>();
  for (const { id: g } of all.rows) {
    const res = await t.database.db.execute<{ id: number }>(sql`select id from (${liveAudienceSql({ grupoIds: [g] })}) a`);
    for (const r of res.rows) byUser.set(r.id, [...(byUser.get(r.id) ?? []), g]);
  }
  return byUser;
}

describe('gruposDoUsuario', () => {
  it('answers, for every user, exactly the groups whose audience holds the user', async () => {
    const expected = await expectedMembership();
    const everyone = await t.database.pool.query<{ id: number }>(`select id from usuarios order by id`);
    expect(everyone.rows.length).toBeGreaterThan(Object.keys(u).length);
    for (const { id: usuario } of everyone.rows) {
      const got = await gruposDoUsuario(t.database.db, usuario);
      expect(got, `usuario ${usuario}`).toEqual(expected.get(usuario) ?? []);
    }
  });

  it('is not vacuous: the hand-built users land in the groups their shapes select', async () => {
    const count = async (key: string) => (await gruposDoUsuario(t.database.db, u[key]!)).length;
    expect(await count('montadora')).toBeGreaterThanOrEqual(2);
    expect(await count('dealerD1')).toBeGreaterThanOrEqual(4);
    expect(await count('grupoViaDealer')).toBe(1);
    expect(await count('dealerInativoEAtivo')).toBeGreaterThanOrEqual(3);
    // Inactive user, user whose every dealer is inactive, user matching nothing but the inactive group.
    expect(await count('manualInativo')).toBe(0);
    expect(await count('dealerSoInativo')).toBe(0);
    expect(await count('nada')).toBe(1);
    expect(await count('manual')).toBe(1);
  });
});
