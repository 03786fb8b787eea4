import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { demoIds, type DemoIds } from './testing.js';

/** The user form's lookups: usuarioDominio, usuariosPortalProperties, usuarioByCpf, usuarioByEmail. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [
    ids.usuario.dealer,
    ids.funcionalidade.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS,
  ]);
});
afterAll(() => t?.close());

interface Dominio {
  usuarioDominio: {
    marcas: { description: string }[];
    grupos: { nome: string }[];
    dealers: { nomeExibicao: string; grupo: { nome: string } }[];
    idiomas: { id: string }[];
    tiposUsuario: { id: string; nome: string }[];
    funcionalidades: { chave: string }[];
    produtos: { nome: string; tiposAcesso: { nome: string; funcionalidadesPadrao: string[] }[] }[];
  };
}
const DOMINIO = `query($m: [ID!], $g: [ID!]) { usuarioDominio(marcas: $m, grupos: $g) {
  marcas { id description } grupos { id nome } dealers { id nomeExibicao grupo { nome } } idiomas { id description }
  tiposUsuario { id nome } funcionalidades { id chave } produtos { id nome tiposAcesso { id nome funcionalidadesPadrao } } } }`;
const dominio = async (variables: Record<string, unknown>, token = tokens.consulta) => {
  const res = await gql<Dominio>(t.app, DOMINIO, { token, variables });
  expect(res.errors).toBeUndefined();
  return res.data!.usuarioDominio;
};

describe('usuarioDominio', () => {
  it('lists brands, groups, languages, user types, features and products; no dealers without a narrowing', async () => {
    const d = await dominio({});
    expect(d.marcas.map((m) => m.description)).toEqual(['Aurora', 'Boreal', 'Cometa']);
    expect(d.grupos.map((g) => g.nome)).toEqual(['Grupo Horizonte', 'Grupo Litoral']);
    expect(d.dealers).toEqual([]);
    expect(d.idiomas.map((i) => i.id)).toEqual(['PT_BR', 'ES', 'EN']);
    expect(d.tiposUsuario.map((x) => x.id).sort()).toEqual(['DEALER_GRUPO', 'MONTADORA', 'PROVEDOR']);
    expect(d.funcionalidades.map((f) => f.chave)).toContain('PORTAL_MANUTENCAO_USUARIOS');
    expect(d.produtos.find((p) => p.nome === 'Portal')!.tiposAcesso.map((x) => x.nome)).toEqual(['Administrador do portal', 'Consulta']);
  });

  it('narrows groups to the brands and dealers to the groups and brands', async () => {
    const boreal = await dominio({ m: [ids.marca.Boreal] });
    expect(boreal.grupos.map((g) => g.nome)).toEqual(['Grupo Horizonte']);
    expect(boreal.dealers.map((x) => x.nomeExibicao)).toEqual(['Horizonte Sul']);
    const horizonte = await dominio({ m: [ids.marca.Aurora], g: [ids.grupo.Horizonte] });
    expect(horizonte.dealers.map((x) => x.nomeExibicao)).toEqual(['Horizonte Centro', 'Horizonte Sul']);
    expect((await dominio({ g: [ids.grupo.Litoral] })).dealers.map((x) => x.nomeExibicao)).toEqual(['Litoral Praia']);
  });

  it('offers only active rows', async () => {
    await t.database.pool.query(`update dealers set active = false where id = $1`, [ids.dealer.Sul]);
    expect((await dominio({ g: [ids.grupo.Horizonte] })).dealers.map((x) => x.nomeExibicao)).toEqual(['Horizonte Centro']);
    await t.database.pool.query(`update dealers set active = true where id = $1`, [ids.dealer.Sul]);
  });

  it("gives a dealer-group caller only its own groups, dealers and their brands", async () => {
    const d = await dominio({ g: [ids.grupo.Horizonte, ids.grupo.Litoral] }, tokens.dealer);
    expect(d.grupos.map((g) => g.nome)).toEqual(['Grupo Horizonte']);
    expect(d.dealers.map((x) => x.nomeExibicao)).toEqual(['Horizonte Centro', 'Horizonte Sul']);
    expect(d.marcas.map((m) => m.description)).toEqual(['Aurora', 'Boreal']);
  });
});

describe('usuariosPortalProperties', () => {
  it('answers the properties that drive the form (defaults: dealer-group gives CPF, positions and management data)', async () => {
    const res = await gql(t.app, '{ usuariosPortalProperties { tiposUsuarioDocumentoObrigatorio tiposUsuarioInformarCargo tiposUsuarioInformarGestao informarDepartamentoCargo } }', { token: tokens.consulta });
    expect(res.data).toEqual({
      usuariosPortalProperties: {
        tiposUsuarioDocumentoObrigatorio: ['DEALER_GRUPO'],
        tiposUsuarioInformarCargo: ['DEALER_GRUPO'],
        tiposUsuarioInformarGestao: ['DEALER_GRUPO'],
        informarDepartamentoCargo: true,
      },
    });
  });
});

describe('usuarioByCpf and usuarioByEmail', () => {
  const byCpf = (cpf: string) => gql<{ usuarioByCpf: unknown }>(t.app, `{ usuarioByCpf(cpf: "${cpf}") { id nome } }`, { token: tokens.montadora });
  const byEmail = (email: string) => gql<{ usuarioByEmail: unknown }>(t.app, `{ usuarioByEmail(email: "${email}") { id nome } }`, { token: tokens.montadora });

  it('find the holder of a CPF (masked or not) or an e-mail (any case), else null', async () => {
    const diana = { id: ids.usuario.dealer, nome: 'Diana Dealer' };
    expect((await byCpf(demoCpf(3))).data).toEqual({ usuarioByCpf: diana });
    expect((await byCpf(demoCpf(3).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))).data).toEqual({ usuarioByCpf: diana });
    expect((await byCpf(demoCpf(999))).data).toEqual({ usuarioByCpf: null });
    expect((await byCpf(' ')).data).toEqual({ usuarioByCpf: null });
    expect((await byEmail(' Dealer@Portal.TEST ')).data).toEqual({ usuarioByEmail: diana });
    expect((await byEmail('ninguem@portal.test')).data).toEqual({ usuarioByEmail: null });
  });
});
