import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/identity/passwords.js';
import { signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerInput, saveDealer, saveGrupo } from '../dealers/testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
/** A manufacturer user holding only PORTAL_MANUTENCAO_DEALERS_GRUPO. */
let dealersOnly: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const hash = await hashPassword(DEMO_PASSWORD);
  const res = await t.database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, password_hash) values ('Só Dealers', 'so-dealers@test.local', 'MONTADORA', ${hash}) returning id`);
  const id = res.rows[0]!.id;
  await t.database.db.execute(sql`update usuarios set idp_subject = id::text where id = ${id}`);
  await t.database.db.execute(sql`
    insert into usuario_funcionalidades select ${id}, id from funcionalidades where chave = 'PORTAL_MANUTENCAO_DEALERS_GRUPO'`);
  dealersOnly = (await signInForTest(t.app, { email: 'so-dealers@test.local', password: DEMO_PASSWORD })).accessToken;
});
afterAll(() => t?.close());

interface Revisao {
  id: string;
  em: string;
  usuario: { id: string; nome: string } | null;
  acao: string;
  acaoDescricao: string;
  alteracoes: { campo: string; antes: string | null; depois: string | null }[];
}

const AUDITORIA = `query($id: ID!, $tipo: String!, $page: Int, $rows: Int) {
  auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rows) {
    totalElements content { id em usuario { id nome } acao acaoDescricao alteracoes { campo antes depois } } } }`;

async function auditoria(id: string, tipo: string, token = tokens.montadora, paging: { page?: number; rows?: number } = {}) {
  return gql<{ auditoria: { totalElements: number; content: Revisao[] } }>(t.app, AUDITORIA, { token, variables: { id, tipo, ...paging } });
}

const byCampo = (r: Revisao) => [...r.alteracoes].sort((a, b) => a.campo.localeCompare(b.campo));
const marcaId = async (nome: string) =>
  String((await t.database.pool.query<{ id: number }>('select id from marcas where nome = $1', [nome])).rows[0]!.id);

describe('auditoria of a dealer: revisions written by the dealers API', () => {
  it('lists the revisions newest first, with who, the action in words and the field-by-field changes', async () => {
    const input = dealerInput({ telefones: ['(41) 3333-4444'], marcas: [await marcaId('Aurora')] });
    const criado = await saveDealer(t.app, tokens.montadora, input);
    await saveDealer(t.app, tokens.montadora, {
      ...input,
      id: criado.id,
      nomeExibicao: 'Nome novo',
      endereco: { cidade: 'Curitiba', uf: 'PR' },
      marcas: [await marcaId('Aurora'), await marcaId('Boreal')],
    });
    const res = await auditoria(criado.id, 'dealer');
    expect(res.errors).toBeUndefined();
    const { totalElements, content } = res.data!.auditoria;
    expect(totalElements).toBe(2);
    const [alteracao, criacao] = content as [Revisao, Revisao];
    expect(alteracao).toMatchObject({ acao: 'ALTERAR', acaoDescricao: 'Alteração', usuario: { nome: 'Marina Montadora' } });
    expect(new Date(alteracao.em).getTime()).toBeGreaterThanOrEqual(new Date(criacao.em).getTime());
    expect(byCampo(alteracao)).toEqual([
      { campo: 'endereco.cidade', antes: null, depois: 'Curitiba' },
      { campo: 'endereco.uf', antes: null, depois: 'PR' },
      { campo: 'marcas', antes: 'Aurora', depois: 'Aurora, Boreal' },
      { campo: 'nomeExibicao', antes: input.nomeExibicao, depois: 'Nome novo' },
    ]);
    // A creation shows every filled field with an empty before (the id and empty lists are left out).
    expect(criacao).toMatchObject({ acao: 'CRIAR', acaoDescricao: 'Criação' });
    expect(byCampo(criacao)).toEqual([
      { campo: 'active', antes: null, depois: 'Sim' },
      { campo: 'cnpj', antes: null, depois: input.cnpj },
      { campo: 'codigoPrincipal', antes: null, depois: input.codigoPrincipal },
      { campo: 'marcas', antes: null, depois: 'Aurora' },
      { campo: 'nomeExibicao', antes: null, depois: input.nomeExibicao },
      { campo: 'razaoSocial', antes: null, depois: input.razaoSocial },
      { campo: 'telefones', antes: null, depois: '(41) 3333-4444' },
    ]);
    // Paged on the server.
    const second = await auditoria(criado.id, 'dealer', tokens.montadora, { page: 1, rows: 1 });
    expect(second.data!.auditoria).toMatchObject({ totalElements: 2, content: [{ id: criacao.id, acao: 'CRIAR' }] });
    expect((await auditoria(criado.id, 'dealer', tokens.montadora, { rows: 101 })).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it("inactivation reads as a flag change, in the reader's language", async () => {
    const d = await saveDealer(t.app, tokens.montadora, dealerInput());
    await gql(t.app, 'mutation($id: ID!) { inativarDealer(id: $id) { id } }', { token: tokens.montadora, variables: { id: d.id } });
    const set = (idioma: string) => t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.montadora]);
    await set('EN');
    try {
      const [latest] = (await auditoria(d.id, 'dealer')).data!.auditoria.content;
      expect(latest).toMatchObject({ acao: 'INATIVAR', acaoDescricao: 'Inactivated', alteracoes: [{ campo: 'active', antes: 'Yes', depois: 'No' }] });
    } finally {
      await set('PT_BR');
    }
    const [pt] = (await auditoria(d.id, 'dealer')).data!.auditoria.content;
    expect(pt).toMatchObject({ acaoDescricao: 'Inativação', alteracoes: [{ campo: 'active', antes: 'Sim', depois: 'Não' }] });
  });

  it('another entity, or an entity without revisions, has its own (possibly empty) history', async () => {
    const grupo = await saveGrupo(t.app, tokens.montadora, 'Grupo Auditado');
    const res = await auditoria(grupo, 'grupo');
    expect(res.data!.auditoria).toMatchObject({ totalElements: 1, content: [{ acao: 'CRIAR', alteracoes: expect.arrayContaining([{ campo: 'nome', antes: null, depois: 'Grupo Auditado' }]) }] });
    // The same id under another tipo is another entity.
    expect((await auditoria(grupo, 'usuario')).data!.auditoria).toEqual({ totalElements: 0, content: [] });
  });
});

describe('who may read which audit', () => {
  it('each tipo needs its own feature: the dealers maintainer reads dealers and groups, not users', async () => {
    const d = await saveDealer(t.app, tokens.montadora, dealerInput());
    const user = String((await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.consulta])).rows[0]!.id);
    expect((await auditoria(d.id, 'dealer', dealersOnly)).data!.auditoria.totalElements).toBe(1);
    expect((await auditoria(d.id, 'grupo', dealersOnly)).errors).toBeUndefined();
    for (const tipo of ['usuario', 'grupoUsuarios', 'slide', 'anuncio']) {
      const res = await auditoria(user, tipo, dealersOnly);
      expect(res.errors![0]!.extensions!.code, tipo).toBe('FORBIDDEN');
    }
    expect((await auditoria(user, 'usuario', tokens.montadora)).errors).toBeUndefined();
  });

  it("a user's history follows the users area's read rule: a dealer-group maintainer reads only its own groups' users", async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    const q = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.pool.query<T>(text, params).then((r) => r.rows);
    const [gestor] = await q<{ id: number }>(
      `insert into usuarios (nome, email, tipo, password_hash) values ('Gestor Horizonte', 'gestor-horizonte@test.local', 'DEALER_GRUPO', $1) returning id`,
      [hash],
    );
    await q(`update usuarios set idp_subject = id::text where id = $1`, [gestor!.id]);
    await q(`insert into usuario_grupos_dealer select $1, id from grupos where nome = 'Grupo Horizonte'`, [gestor!.id]);
    await q(`insert into usuario_funcionalidades select $1, id from funcionalidades where chave = 'PORTAL_MANUTENCAO_USUARIOS'`, [gestor!.id]);
    const token = (await signInForTest(t.app, { email: 'gestor-horizonte@test.local', password: DEMO_PASSWORD })).accessToken;
    // The demo dealer user is in Grupo Horizonte; the consultation user (manufacturer) is in no group.
    const [own] = await q<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer]);
    const [outside] = await q<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.consulta]);
    expect((await auditoria(String(own!.id), 'usuario', token)).errors).toBeUndefined();
    expect((await auditoria(String(outside!.id), 'usuario', token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await auditoria('abc', 'usuario', token)).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'id' }] });
  });

  it('an unknown tipo is bad input naming the field', async () => {
    for (const tipo of ['marca', 'toString', '']) {
      const res = await auditoria('1', tipo);
      expect(res.errors![0]!.extensions, tipo).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'tipo' }] });
    }
    expect((await auditoria('1', 'x')).errors![0]!.message).toBe('Tipo de auditoria desconhecido: x.');
  });
});

describe('revisions written by the system and by any area', () => {
  it('shows no author for system changes, an unknown action as words, and never a secret', async () => {
    const user = (await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer])).rows[0]!.id;
    await t.database.pool.query(
      `insert into auditoria (usuario_id, entidade, entidade_id, acao, antes, depois)
       values (null, 'usuario', $1, 'SINCRONIZAR_IDENTITY_PROVIDER', $2, $3)`,
      [String(user), { nome: 'Diana', passwordHash: 'old', idpSubject: 'a' }, { nome: 'Diana D.', passwordHash: 'new', idpSubject: 'a' }],
    );
    const [latest] = (await auditoria(String(user), 'usuario')).data!.auditoria.content;
    expect(latest).toMatchObject({
      usuario: null,
      acao: 'SINCRONIZAR_IDENTITY_PROVIDER',
      acaoDescricao: 'Sincronizar identity provider',
      alteracoes: [{ campo: 'nome', antes: 'Diana', depois: 'Diana D.' }],
    });
  });
});
