import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole, type GqlResult } from '../../test/graphql.js';
import { dealerInput, failure, grupoComDealer } from './testing.js';

/**
 * The reach of a dealer-group administrator over dealers and dealer groups (defects #1): Diana,
 * the demo dealer-group user (Grupo Horizonte), is given PORTAL_MANUTENCAO_DEALERS_GRUPO. Every
 * operation is tried by the manufacturer and the provider on another group's data (the whole
 * network is theirs), by Diana on a group of her own, and by Diana on another group's data.
 * Each try gets fresh data, and a refused try must leave that data as it was.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let diana: number;
let horizonte: string;
let aurora: string;
let cometa: string;
let n = 0;

const q = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.pool.query<R>(text, params);
const idOf = async (text: string) => String((await q<{ id: number }>(text)).rows[0]!.id);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  diana = Number(await idOf(`select id from usuarios where email = 'dealer@portal.test'`));
  horizonte = await idOf(`select id from grupos where nome = 'Grupo Horizonte'`);
  aurora = await idOf(`select id from marcas where nome = 'Aurora'`);
  cometa = await idOf(`select id from marcas where nome = 'Cometa'`);
  await q(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
    select $1, id from funcionalidades where chave = 'PORTAL_MANUTENCAO_DEALERS_GRUPO'`, [diana]);
});
afterAll(() => t?.close());

/** One try's data: a group with a dealer (Aurora when Diana's, Cometa otherwise) and a brand of its own. */
interface Fx {
  grupo: string;
  nome: string;
  dealer: string;
  marca: string;
  input: Record<string, unknown>;
}

async function fixture(own: boolean): Promise<Fx> {
  const nome = `${own ? 'Grupo Próprio' : 'Grupo Alheio'} ${++n}`;
  const marca = await idOf(`insert into marcas (nome) values ('Marca Alcance ${n}') returning id`);
  const made = await grupoComDealer(t.app, tokens.montadora, nome, { marcas: [own ? aurora : cometa, marca] });
  if (own) await q(`insert into usuario_grupos_dealer (usuario_id, grupo_id) values ($1, $2)`, [diana, made.grupo]);
  return { ...made, nome, marca };
}

/** What a refused try must not change: the group, the dealer and its brands. */
async function state(fx: Fx) {
  const res = await q(
    `select g.nome as grupo, g.active as grupo_active, d.nome_exibicao, d.grupo_id, d.active,
       array(select marca_id from dealer_marcas where dealer_id = d.id order by marca_id) as marcas,
       (select count(*)::int from dealers x where x.grupo_id = g.id) as dealers
     from grupos g join dealers d on d.id = $2 where g.id = $1`,
    [fx.grupo, fx.dealer],
  );
  return res.rows[0];
}

type Row = 'montadora' | 'admin' | 'own' | 'other';
interface Op {
  /** Sets the data up for the try (before the state a refusal must keep is taken); answers an id the try needs. */
  prepare?(fx: Fx): Promise<string>;
  run(fx: Fx, token: string, prepared: string): Promise<GqlResult>;
  /** What the answer means, when 'OK' or the error code is not enough (lists). */
  read?(res: GqlResult): string;
  want: Record<Row, string>;
}

const doc = (query: string, variables?: Record<string, unknown>) => (token: string) => gql(t.app, query, { token, variables });
const SALVAR = 'mutation($d: DealerInput!) { salvarDealer(dealer: $d) { id grupo { id } marcas { id } } }';
const save = (d: Record<string, unknown>) => doc(SALVAR, { d });
/** Reads and single-record writes: another group's record does not exist for Diana. */
const NOT_THERE = { montadora: 'OK', admin: 'OK', own: 'OK', other: 'NOT_FOUND' };

const OPS: Record<string, Op> = {
  'dealers (list)': {
    run: (fx, token) => doc('query($f: DealerFiltro) { dealers(filtro: $f) { totalElements } }', { f: { busca: fx.input.nomeExibicao } })(token),
    read: (res) => ((res.data as { dealers: { totalElements: number } }).dealers.totalElements === 1 ? 'LISTED' : 'ABSENT'),
    want: { montadora: 'LISTED', admin: 'LISTED', own: 'LISTED', other: 'ABSENT' },
  },
  'dealers (list by group)': {
    run: (fx, token) => doc('query($f: DealerFiltro) { dealers(filtro: $f) { totalElements } }', { f: { grupoId: fx.grupo } })(token),
    read: (res) => ((res.data as { dealers: { totalElements: number } }).dealers.totalElements === 1 ? 'LISTED' : 'ABSENT'),
    want: { montadora: 'LISTED', admin: 'LISTED', own: 'LISTED', other: 'ABSENT' },
  },
  dealer: { run: (fx, token) => doc(`{ dealer(id: "${fx.dealer}") { id } }`)(token), want: NOT_THERE },
  'gruposDealers (list)': {
    run: (fx, token) => doc('query($f: GrupoDealerFiltro) { gruposDealers(filtro: $f) { totalElements } }', { f: { busca: fx.nome } })(token),
    read: (res) => ((res.data as { gruposDealers: { totalElements: number } }).gruposDealers.totalElements === 1 ? 'LISTED' : 'ABSENT'),
    want: { montadora: 'LISTED', admin: 'LISTED', own: 'LISTED', other: 'ABSENT' },
  },
  grupoDealer: { run: (fx, token) => doc(`{ grupoDealer(id: "${fx.grupo}") { id } }`)(token), want: NOT_THERE },
  'auditoria (a dealer\'s history)': {
    run: (fx, token) => doc(`{ auditoria(id: "${fx.dealer}", tipo: "dealer") { totalElements } }`)(token),
    want: NOT_THERE,
  },
  'auditoria (a dealer group\'s history)': {
    run: (fx, token) => doc(`{ auditoria(id: "${fx.grupo}", tipo: "grupo") { totalElements } }`)(token),
    want: NOT_THERE,
  },
  'salvarDealer (edit, same group)': {
    run: (fx, token) => save({ ...fx.input, id: fx.dealer, nomeExibicao: `Renomeado ${n}` })(token),
    want: NOT_THERE,
  },
  'salvarDealer (new dealer in the group)': {
    run: (fx, token) => save(dealerInput({ grupo: fx.grupo }))(token),
    want: { montadora: 'OK', admin: 'OK', own: 'OK', other: 'FORBIDDEN' },
  },
  'salvarDealer (move into Grupo Horizonte, the caller\'s)': {
    run: (fx, token) => save({ ...fx.input, id: fx.dealer, grupo: horizonte })(token),
    want: NOT_THERE,
  },
  'salvarDealer (move into a group beyond the caller)': {
    prepare: async () => (await fixture(false)).grupo,
    run: (fx, token, grupo) => save({ ...fx.input, id: fx.dealer, grupo })(token),
    want: { montadora: 'OK', admin: 'OK', own: 'FORBIDDEN', other: 'NOT_FOUND' },
  },
  'salvarDealer (out of every group)': {
    run: (fx, token) => save({ ...fx.input, id: fx.dealer, grupo: null })(token),
    want: { montadora: 'OK', admin: 'OK', own: 'FORBIDDEN', other: 'NOT_FOUND' },
  },
  'salvarDealer (add a brand beyond the caller)': {
    prepare: () => idOf(`insert into marcas (nome) values ('Marca Nova ${++n}') returning id`),
    run: (fx, token, marca) => save({ ...fx.input, id: fx.dealer, marcas: [...(fx.input.marcas as string[]), marca] })(token),
    want: { montadora: 'OK', admin: 'OK', own: 'FORBIDDEN', other: 'NOT_FOUND' },
  },
  inativarDealer: { run: (fx, token) => doc(`mutation { inativarDealer(id: "${fx.dealer}") { id } }`)(token), want: NOT_THERE },
  ativarDealer: {
    prepare: async (fx) => (await q(`update dealers set active = false where id = $1`, [fx.dealer]), fx.dealer),
    run: (fx, token) => doc(`mutation { ativarDealer(id: "${fx.dealer}") { id } }`)(token),
    want: NOT_THERE,
  },
  'salvarGrupoDealer (rename)': {
    run: (fx, token) => doc(`mutation { salvarGrupoDealer(grupo: { id: "${fx.grupo}", nome: "Tomado ${n}" }) { id } }`)(token),
    want: NOT_THERE,
  },
  'salvarGrupoDealer (new group)': {
    run: (_fx, token) => doc(`mutation { salvarGrupoDealer(grupo: { nome: "Grupo Novo ${n}" }) { id } }`)(token),
    want: { montadora: 'OK', admin: 'OK', own: 'FORBIDDEN', other: 'FORBIDDEN' },
  },
  inativarGrupoDealer: {
    run: (fx, token) => doc(`mutation { inativarGrupoDealer(id: "${fx.grupo}") { dealersInativados } }`)(token),
    // Her own group's cascade would inactivate Diana herself: refused, as inactivating oneself is.
    want: { ...NOT_THERE, own: 'CONFLICT' },
  },
  ativarGrupoDealer: {
    prepare: async (fx) => (await q(`update grupos set active = false where id = $1`, [fx.grupo]), fx.grupo),
    run: (fx, token) => doc(`mutation { ativarGrupoDealer(id: "${fx.grupo}") { id } }`)(token),
    want: NOT_THERE,
  },
  'removerMarcaDealers (named dealers)': {
    run: (fx, token) => doc(`mutation { removerMarcaDealers(marcaId: "${fx.marca}", dealerIds: ["${fx.dealer}"]) { dealersDesvinculados } }`)(token),
    want: NOT_THERE,
  },
  'removerMarcaDealers (the whole network)': {
    run: (fx, token) => doc(`mutation { removerMarcaDealers(marcaId: "${fx.marca}") { dealersDesvinculados } }`)(token),
    want: { montadora: 'OK', admin: 'OK', own: 'FORBIDDEN', other: 'FORBIDDEN' },
  },
};

const TOKEN: Record<Row, () => string> = {
  montadora: () => tokens.montadora,
  admin: () => tokens.admin,
  own: () => tokens.dealer,
  other: () => tokens.dealer,
};

describe('a dealer-group administrator reaches only its own groups\' dealers and groups', () => {
  for (const [name, op] of Object.entries(OPS)) {
    for (const [row, want] of Object.entries(op.want) as [Row, string][]) {
      it(`${name}: ${row === 'own' || row === 'other' ? `dealer-group admin on ${row} group` : `${row} on another group`} -> ${want}`, async () => {
        const fx = await fixture(row === 'own');
        const prepared = (await op.prepare?.(fx)) ?? '';
        const before = await state(fx);
        const res = await op.run(fx, TOKEN[row](), prepared);
        expect(op.read && !res.errors ? op.read(res) : outcome(res), JSON.stringify(res.errors)).toBe(want);
        if (want === 'NOT_FOUND' || want === 'FORBIDDEN') expect(await state(fx)).toEqual(before);
        // Inactivating her own group inactivates Diana too (its users): back for the next try.
        await q(`update usuarios set active = true where id = $1`, [diana]);
      });
    }
  }
});

describe('a refused dealer save names the field that would widen the reach', () => {
  it('grupo for a move out of the caller\'s groups, marcas for a brand beyond them', async () => {
    const fx = await fixture(true);
    const away = await save({ ...fx.input, id: fx.dealer, grupo: null })(tokens.dealer);
    expect(failure(away)).toEqual({ code: 'FORBIDDEN', fields: ['grupo'] });
    const marca = await idOf(`insert into marcas (nome) values ('Marca Distante') returning id`);
    const brand = await save({ ...fx.input, id: fx.dealer, marcas: [aurora, marca] })(tokens.dealer);
    expect(failure(brand)).toEqual({ code: 'FORBIDDEN', fields: ['marcas'] });
    expect(brand.errors![0]!.message).toContain('Marca Distante');
    // A brand of another dealer it reaches (Boreal, at Horizonte Sul) is within its reach.
    const boreal = await idOf(`select id from marcas where nome = 'Boreal'`);
    expect(failure(await save({ ...fx.input, id: fx.dealer, marcas: [aurora, boreal] })(tokens.dealer)).code).toBeUndefined();
  });
});
