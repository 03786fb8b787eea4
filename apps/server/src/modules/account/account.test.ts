import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalToday } from '@portal/domain';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole, type GqlResult } from '../../test/graphql.js';
import { ATUALIZAR, MINHA_CONTA } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

interface Conta {
  id: string;
  nome: string;
  email: string;
  telefones: string[];
  celulares: string[];
  avatarLink: string | null;
  idioma: string;
  tipo: string;
  ausente: boolean;
  podeAlterarSenha: boolean;
  marcas: { description: string }[];
  dealers: { nomeExibicao: string; codigoPrincipal: string }[];
  grupos: { nome: string }[];
  permissoes: { produto: { nome: string }; funcionalidades: { chave: string; nome: string; descricao: string }[] }[];
}

const conta = async (role: DemoRole) => (await gql<{ minhaConta: Conta }>(t.app, MINHA_CONTA, { token: tokens[role] })).data!.minhaConta;
const atualizar = (role: DemoRole, d: Record<string, unknown>) =>
  gql<{ atualizarMinhaConta: Conta }>(t.app, ATUALIZAR, { token: tokens[role], variables: { d } });

function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

async function row(email: string) {
  const res = await t.database.db.execute<{ nome: string; telefones: string[]; celulares: string[]; idioma: string }>(
    sql`select nome, telefones, celulares, idioma from usuarios where email = ${email}`,
  );
  return res.rows[0]!;
}

describe('minhaConta', () => {
  it("answers the signed-in user's own data, links and permissions, read-only", async () => {
    const dealer = await conta('dealer');
    expect(dealer).toMatchObject({
      nome: 'Diana Dealer',
      email: DEMO_USERS.dealer,
      tipo: 'DEALER_GRUPO',
      idioma: 'PT_BR',
      telefones: [],
      celulares: [],
      avatarLink: null,
      ausente: false,
      podeAlterarSenha: true,
      marcas: [{ description: 'Aurora' }],
      dealers: [{ nomeExibicao: 'Horizonte Centro', codigoPrincipal: 'D0001' }],
      grupos: [{ nome: 'Grupo Horizonte' }],
      permissoes: [],
    });
  });

  it('groups the permissions by product, with product name and feature name and description', async () => {
    await t.database.db.execute(
      sql`update funcionalidades set nome = 'Ausência temporária', descricao = 'Registrar ausências' where chave = 'PORTAL_AUSENCIA_TEMPORARIA'`,
    );
    const montadora = await conta('montadora');
    expect(montadora.permissoes.map((p) => p.produto.nome)).toEqual(['Peças', 'Portal']);
    const portal = montadora.permissoes.find((p) => p.produto.nome === 'Portal')!;
    expect(portal.funcionalidades).toContainEqual(
      expect.objectContaining({ chave: 'PORTAL_AUSENCIA_TEMPORARIA', nome: 'Ausência temporária', descricao: 'Registrar ausências' }),
    );
    expect(montadora.permissoes.find((p) => p.produto.nome === 'Peças')!.funcionalidades.map((f) => f.chave)).toEqual([
      'RELATORIOS_PORTAL_CONSULTA_PECAS',
    ]);
    expect((await conta('consulta')).permissoes).toEqual([
      { produto: expect.objectContaining({ nome: 'Portal' }), funcionalidades: [expect.objectContaining({ chave: 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS' })] },
    ]);
  });

  it('says whether the user is absent today', async () => {
    const today = portalToday();
    await t.database.db.execute(sql`
      insert into ausencias_temporarias (usuario_id, data_inicio, data_retorno, motivo)
      select id, ${today}::date, ${today}::date, 'Consulta médica agendada' from usuarios where email = ${DEMO_USERS.consulta}`);
    expect((await conta('consulta')).ausente).toBe(true);
    expect((await conta('montadora')).ausente).toBe(false);
  });
});

describe('atualizarMinhaConta', () => {
  it('changes name, phones (masked), mobiles and language of the caller only, audited', async () => {
    const before = await row(DEMO_USERS.montadora);
    const res = await atualizar('dealer', {
      nome: '  Diana   Dealer  Souza ',
      telefones: ['(11) 3333-4444', '1133334444', '21987654321'],
      celulares: ['(11) 98765-4321'],
      idioma: 'ES',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.atualizarMinhaConta).toMatchObject({
      nome: 'Diana Dealer Souza',
      telefones: ['(11) 3333-4444', '(21) 98765-4321'],
      celulares: ['(11) 98765-4321'],
      idioma: 'ES',
    });
    expect(await row(DEMO_USERS.dealer)).toMatchObject({ nome: 'Diana Dealer Souza', idioma: 'ES' });
    expect(await row(DEMO_USERS.montadora)).toEqual(before);
    const audit = await t.database.db.execute<{ acao: string; antes: { nome: string }; depois: { nome: string; idioma: string } }>(sql`
      select acao, antes, depois from auditoria a join usuarios u on a.entidade_id = u.id::text
       where a.entidade = 'usuario' and u.email = ${DEMO_USERS.dealer} and a.acao = 'ALTERAR_MINHA_CONTA'`);
    expect(audit.rows).toEqual([
      expect.objectContaining({ antes: expect.objectContaining({ nome: 'Diana Dealer' }), depois: expect.objectContaining({ nome: 'Diana Dealer Souza', idioma: 'ES' }) }),
    ]);
  });

  it('keeps phones, mobiles and language when they are not sent', async () => {
    await atualizar('admin', { nome: 'Admin', telefones: ['(11) 3333-4444'], celulares: ['(11) 98765-4321'], idioma: 'EN' });
    const res = await atualizar('admin', { nome: 'Administrador' });
    expect(res.data!.atualizarMinhaConta).toMatchObject({
      nome: 'Administrador',
      telefones: ['(11) 3333-4444'],
      celulares: ['(11) 98765-4321'],
      idioma: 'EN',
    });
    expect((await atualizar('admin', { nome: 'Administrador', telefones: [] })).data!.atualizarMinhaConta.telefones).toEqual([]);
  });

  it('requires the name', async () => {
    const before = await row(DEMO_USERS.consulta);
    expect(failure(await atualizar('consulta', { nome: '   ', telefones: ['(11) 3333-4444'] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['nome'],
    });
    expect(failure(await atualizar('consulta', { telefones: [] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(await row(DEMO_USERS.consulta)).toEqual(before);
  });

  it('rejects incomplete masks: phones take either mask, mobiles only the extended one', async () => {
    const before = await row(DEMO_USERS.consulta);
    const res = await atualizar('consulta', {
      nome: 'Carlos',
      telefones: ['(11) 3333-444', '(11) 3333-4444'],
      celulares: ['(11) 3333-4444'],
    });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['telefones', 'celulares'] });
    expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.message)).toEqual([
      'Formato inválido: (11) 3333-444. Use (xx) xxxx-xxxx ou (xx) xxxxx-xxxx.',
      'Formato inválido: (11) 3333-4444. Use (xx) xxxxx-xxxx.',
    ]);
    expect(await row(DEMO_USERS.consulta)).toEqual(before);
    const many = Array.from({ length: 11 }, (_, i) => `(11) 3333-${String(1000 + i)}`);
    expect(failure(await atualizar('consulta', { nome: 'Carlos', telefones: many }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['telefones'],
    });
  });

  it('takes no user id: the input has no such field', async () => {
    const res = await gql(t.app, 'mutation { atualizarMinhaConta(dados: { id: "1", nome: "X" }) { id } }', { token: tokens.dealer });
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
