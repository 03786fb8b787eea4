import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dia, SALVAR_AUSENCIA } from '../absences/testing.js';
import { grupoComDealer } from '../dealers/testing.js';

/*
 * The audit screen reads like the rest of the portal (defects #12): days and instants in the
 * reader's language and the portal's time zone, codes as their labels, other records by name,
 * and the page names the record it is about.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

interface Alteracao {
  campo: string;
  antes: string | null;
  depois: string | null;
}

const AUDITORIA = `query($id: ID!, $tipo: String!) {
  auditoria(id: $id, tipo: $tipo) { nome totalElements content { acao alteracoes { campo antes depois } } } }`;

async function auditoria(id: string | number, tipo: string, token = tokens.montadora) {
  return gql<{ auditoria: { nome: string | null; totalElements: number; content: { acao: string; alteracoes: Alteracao[] }[] } }>(
    t.app,
    AUDITORIA,
    { token, variables: { id: String(id), tipo } },
  );
}

/** Reads as the manufacturer demo user in each language (the reader's stored language). */
async function inEachLanguage<T>(read: () => Promise<T>): Promise<Record<'PT_BR' | 'ES' | 'EN', T>> {
  const set = (idioma: string) => t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.montadora]);
  const out = {} as Record<'PT_BR' | 'ES' | 'EN', T>;
  try {
    for (const idioma of ['PT_BR', 'ES', 'EN'] as const) {
      await set(idioma);
      out[idioma] = await read();
    }
  } finally {
    await set('PT_BR');
  }
  return out;
}

const field = (alteracoes: Alteracao[], campo: string) => alteracoes.find((a) => a.campo === campo);

async function novoUsuario(nome: string, email: string): Promise<number> {
  const res = await t.database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo) values (${nome}, ${email}, 'DEALER_GRUPO') returning id`);
  return res.rows[0]!.id;
}

/** A day as a person reads it in each language (the API answers YYYY-MM-DD). */
const br = (iso: string) => iso.split('-').reverse().join('/');
const us = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

describe('a user history reads as a person would say it', () => {
  it('names the user in the page and in an absence, with days and the situation in the reader language', async () => {
    const id = await novoUsuario('Maria Souza', 'maria.souza.audit@test.local');
    const inicio = dia(10);
    const retorno = dia(20);
    const saved = await gql(t.app, SALVAR_AUSENCIA, {
      token: tokens.montadora,
      variables: { a: { usuarioId: String(id), dataInicio: inicio, dataRetorno: retorno, motivo: 'Férias regulamentares do colaborador' } },
    });
    expect(saved.errors).toBeUndefined();

    const read = await inEachLanguage(async () => (await auditoria(id, 'usuario')).data!.auditoria);
    expect(read.PT_BR.nome).toBe('Maria Souza');
    const [pt, es, en] = [read.PT_BR, read.ES, read.EN].map((a) => a.content[0]!.alteracoes);
    // The absence's user is a name, never "5".
    expect(field(pt!, 'usuarioId')).toEqual({ campo: 'usuarioId', antes: null, depois: 'Maria Souza' });
    expect(field(pt!, 'dataInicio')!.depois).toBe(br(inicio));
    expect(field(pt!, 'dataRetorno')!.depois).toBe(br(retorno));
    expect(field(es!, 'dataInicio')!.depois).toBe(br(inicio));
    expect(field(en!, 'dataInicio')!.depois).toBe(us(inicio));
    // FUTURA never shows: its label in each language.
    expect([pt, es, en].map((a) => field(a!, 'situacao')!.depois)).toEqual(['Programada', 'Programada', 'Scheduled']);
  });

  it('reads instants in the portal time zone, codes as labels, features by name, and a removed record as such', async () => {
    const id = await novoUsuario('Rafael Lima', 'rafael.lima.audit@test.local');
    const feature = (await t.database.db.execute<{ id: number; nome: string; nome_en: string }>(
      sql`select id, nome, nome_en from funcionalidades where chave = 'PORTAL_MANUTENCAO_USUARIOS'`,
    )).rows[0]!;
    await t.database.db.execute(sql`
      insert into auditoria (usuario_id, entidade, entidade_id, acao, antes, depois)
      values (null, 'usuario', ${String(id)}, 'ALTERAR',
        ${JSON.stringify({ tipo: 'PROVEDOR', idioma: 'PT_BR', ultimoAcesso: '2026-03-10T14:05:00.000Z', funcionalidades: [], criador: 1 })}::jsonb,
        ${JSON.stringify({
          tipo: 'DEALER_GRUPO',
          idioma: 'EN',
          // 02:30 UTC on the 11th is still the 10th in São Paulo.
          ultimoAcesso: '2026-03-11T02:30:00.000Z',
          funcionalidades: [{ id: feature.id, chave: 'PORTAL_MANUTENCAO_USUARIOS' }],
          usuarioId: 987654,
        })}::jsonb)`);

    const read = await inEachLanguage(async () => (await auditoria(id, 'usuario')).data!.auditoria.content[0]!.alteracoes);
    expect(field(read.PT_BR, 'ultimoAcesso')).toMatchObject({ antes: '10/03/2026, 11:05', depois: '10/03/2026, 23:30' });
    expect(field(read.ES, 'ultimoAcesso')).toMatchObject({ antes: '10/03/2026, 11:05', depois: '10/03/2026, 23:30' });
    expect(field(read.EN, 'ultimoAcesso')).toMatchObject({ antes: '03/10/2026, 11:05 AM', depois: '03/10/2026, 11:30 PM' });

    // The user type by its label (the portal's own label for the dealer-group type).
    expect(field(read.PT_BR, 'tipo')).toMatchObject({ antes: 'Provedor técnico', depois: 'Concessionária/Grupo' });
    expect(field(read.ES, 'tipo')!.antes).toBe('Proveedor técnico');
    expect(field(read.EN, 'tipo')!.antes).toBe('Technical provider');
    expect(field(read.PT_BR, 'idioma')).toMatchObject({ antes: 'Português (Brasil)', depois: 'Inglês' });
    expect(field(read.EN, 'idioma')).toMatchObject({ antes: 'Portuguese (Brazil)', depois: 'English' });

    // A feature by its name in the reader's language, never its key.
    expect(field(read.PT_BR, 'funcionalidades')).toEqual({ campo: 'funcionalidades', antes: null, depois: feature.nome });
    expect(feature.nome_en).not.toBe('');
    expect(field(read.EN, 'funcionalidades')!.depois).toBe(feature.nome_en);
    expect(field(read.PT_BR, 'usuarioId')!.depois).toBe('Registro excluído (nº 987654)');
    expect(field(read.EN, 'usuarioId')!.depois).toBe('Deleted record (no. 987654)');
  });
});

describe('other records by name', () => {
  it("a dealer group's inactivation lists the dealers it inactivated by name, and the page names the group", async () => {
    const { grupo, input } = await grupoComDealer(t.app, tokens.montadora, 'Grupo Auditoria Nomes', { nomeExibicao: 'Auditada Centro' });
    const res = await gql(t.app, 'mutation($id: ID!) { inativarGrupoDealer(id: $id) { dealersInativados } }', {
      token: tokens.montadora,
      variables: { id: grupo },
    });
    expect(res.errors).toBeUndefined();
    const page = (await auditoria(grupo, 'grupo')).data!.auditoria;
    expect(page.nome).toBe('Grupo Auditoria Nomes');
    expect(field(page.content[0]!.alteracoes, 'dealersInativados')).toEqual({ campo: 'dealersInativados', antes: null, depois: input.nomeExibicao });
  });

  it('names the records of a whole page in one query per kind, however many revisions refer to them', async () => {
    const { grupo, dealer } = await grupoComDealer(t.app, tokens.montadora, 'Grupo Muitas Revisões', { nomeExibicao: 'Revisada Norte' });
    for (let i = 0; i < 4; i++) {
      await t.database.db.execute(sql`
        insert into auditoria (usuario_id, entidade, entidade_id, acao, antes, depois)
        values (null, 'grupo', ${grupo}, 'INATIVAR', '{}'::jsonb, ${JSON.stringify({ dealersInativados: [Number(dealer)], usuariosInativados: [] })}::jsonb)`);
    }
    const texts: string[] = [];
    const original = t.database.pool.query.bind(t.database.pool);
    const spy = vi.spyOn(t.database.pool, 'query').mockImplementation(((q: unknown, ...rest: unknown[]) => {
      texts.push(typeof q === 'string' ? q : String((q as { text?: string }).text ?? ''));
      return (original as (...a: unknown[]) => unknown)(q, ...rest);
    }) as never);
    try {
      const page = (await auditoria(grupo, 'grupo')).data!.auditoria;
      expect(page.content.filter((r) => field(r.alteracoes, 'dealersInativados')?.depois === 'Revisada Norte')).toHaveLength(4);
    } finally {
      spy.mockRestore();
    }
    expect(texts.filter((q) => /from dealers where id = any/.test(q))).toHaveLength(1);
  });

  it("someone else's private user group has no history to read (as in every other query)", async () => {
    const dealer = (await t.database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${DEMO_USERS.dealer}`)).rows[0]!.id;
    const grupo = (await t.database.db.execute<{ id: number }>(sql`
      insert into grupos_usuarios (nome, publico, criador_id) values ('Privado do dealer', false, ${dealer}) returning id`)).rows[0]!.id;
    const res = await auditoria(grupo, 'grupoUsuarios');
    expect(res.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});
