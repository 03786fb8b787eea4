import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { pdf } from '../../../platform/storage/testing.js';
import { demoTokens, gql, type DemoRole } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_USERS, demoCpf } from '../../../seed/demo.js';
import { grupoComDealer } from '../../dealers/testing.js';
import { dealerUser, demoIds, montadoraUser, saveOk as saveUser, type DemoIds, type UsuarioOut } from '../../users/testing.js';
import { fresh, saveOk, tokenFor } from '../testing.js';
import { enviarLista, importar, listaXlsx, type Previa } from './testing.js';

/**
 * The import of a group's manual members (importarGrupoUsuarios): the upload is a dry run that
 * resolves each line within the caller's reach and writes nothing of the group; the confirmation
 * adds exactly the previewed users through the group's save (its rules, its audit row).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let d: DemoIds;
/** People: two to add, one already a member, one inactive, and one of another dealer group. */
let ana: UsuarioOut;
let bruno: UsuarioOut;
let membro: UsuarioOut;
let inativo: UsuarioOut;
let alheia: UsuarioOut;
/** A maintainer of user groups in that other dealer group. */
let gestorAlheio: { id: number; token: string };

const counts = async () => {
  const r = await t.database.db.execute<{ membros: number; audit: number }>(sql`select
    (select count(*)::int from grupo_usuarios_usuarios) as membros,
    (select count(*)::int from auditoria where entidade = 'grupoUsuarios') as audit`);
  return r.rows[0]!;
};
const manuais = async (grupoId: string) =>
  (await t.database.db.execute<{ id: number }>(sql`select usuario_id as id from grupo_usuarios_usuarios where grupo_usuarios_id = ${Number(grupoId)} order by 1`)).rows.map((r) => r.id);
const atualizado = async (grupoId: string) =>
  (await t.database.db.execute<{ em: string }>(sql`select updated_at::text as em from grupos_usuarios where id = ${Number(grupoId)}`)).rows[0]!.em;
const setIdioma = (email: string, idioma: string) => t.database.db.execute(sql`update usuarios set idioma = ${idioma} where email = ${email}`);
const grupoManual = (token: string, membros: string[], over: Record<string, unknown> = {}) =>
  saveOk(t.app, token, { nome: `Importação ${fresh()}`, possuiUsuariosManuais: true, usuariosManuais: membros, ...over });

/** An upload that must be answered 201; its preview. */
async function previa(token: string, grupoId: string, file: Buffer, filename?: string): Promise<Previa> {
  const res = await enviarLista(t.app, token, grupoId, file, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Previa>();
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  d = await demoIds(t.database);
  ana = await saveUser(t.app, tokens.admin, montadoraUser(d, { nome: 'Ana Importada', cpf: demoCpf(9101) }));
  bruno = await saveUser(t.app, tokens.admin, dealerUser(d, { nome: 'Bruno Importado' }));
  membro = await saveUser(t.app, tokens.admin, montadoraUser(d, { nome: 'Membro Antigo' }));
  inativo = await saveUser(t.app, tokens.admin, montadoraUser(d, { nome: 'Ivo Inativo' }));
  await t.database.db.execute(sql`update usuarios set active = false where id = ${Number(inativo.id)}`);
  // Another dealer group's person, beyond the demo dealer-group user's reach.
  const outro = await grupoComDealer(t.app, tokens.montadora, 'Grupo Importação Alheio', { marcas: [d.marca.Aurora] });
  const fora = dealerUser(d, { nome: 'Alheia Importação', grupos: [outro.grupo], idsDealers: [outro.dealer] });
  alheia = await saveUser(t.app, tokens.admin, { ...fora, cargos: [{ ...fora.cargos[0]!, dealerId: outro.dealer }] });
  gestorAlheio = await tokenFor(t.app, t.database, [FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS], 'DEALER_GRUPO');
  await t.database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${gestorAlheio.id}, ${Number(outro.grupo)})`);
  await t.database.db.execute(sql`insert into usuario_dealers (usuario_id, dealer_id) values (${gestorAlheio.id}, ${Number(outro.dealer)})`);
  // Diana, the demo dealer-group user, maintains user groups.
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [d.usuario.dealer, d.funcionalidade.PORTAL_MANUTENCAO_GRUPOS_USUARIOS]);
});
afterAll(() => t?.close());

const cpfMascarado = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('the dry run', () => {
  it('resolves every line (e-mail or CPF, formatted or not, header optional) and writes nothing of the group', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const antes = await counts();
    const carimbo = await atualizado(grupo.id);
    const p = await previa(
      tokens.montadora,
      grupo.id,
      await listaXlsx(['E-mail ou CPF', ana.email.toUpperCase(), cpfMascarado(bruno.cpf!), membro.email, 'ninguem@rede.test', '123.456.789-00', 'fulano', inativo.email, ana.cpf!, 'sem-arroba@']),
    );
    expect(p.grupo.nome).toBe(grupo.nome);
    expect({ adicionar: p.adicionar, membros: p.membros, erros: p.erros }).toEqual({ adicionar: 2, membros: 1, erros: 6 });
    expect(p.linhas.map((l) => [l.linha, l.situacao, l.usuario?.nome ?? l.mensagem])).toEqual([
      [2, 'ADICIONAR', 'Ana Importada'],
      [3, 'ADICIONAR', 'Bruno Importado'],
      [4, 'MEMBRO', 'Membro Antigo'],
      [5, 'ERRO', 'Nenhum usuário encontrado com ninguem@rede.test.'],
      [6, 'ERRO', 'CPF inválido: 123.456.789-00.'],
      [7, 'ERRO', 'fulano não é um e-mail nem um CPF.'],
      [8, 'ERRO', 'O usuário Ivo Inativo está inativo.'],
      [9, 'ERRO', 'O usuário Ana Importada já aparece na linha 2.'],
      [10, 'ERRO', 'E-mail inválido: sem-arroba@.'],
    ]);
    // Nothing of the group written: its members, audit rows and updated_at are as they were.
    expect(await counts()).toEqual(antes);
    expect(await atualizado(grupo.id)).toBe(carimbo);
    expect(await manuais(grupo.id)).toEqual([Number(membro.id)]);
  });

  it('reads a plain .csv or .txt list too, a CPF typed as a number, and the e-mail or CPF cell of a row with a name beside it', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const csv = await previa(tokens.montadora, grupo.id, Buffer.from(`email;nome\r\n"${ana.email}";Ana\r\n\r\n${bruno.cpf};Bruno\r\n`), 'membros.csv');
    expect(csv.linhas.map((l) => [l.linha, l.situacao, l.usuario?.nome])).toEqual([
      [2, 'ADICIONAR', 'Ana Importada'],
      [4, 'ADICIONAR', 'Bruno Importado'],
    ]);
    const txt = await previa(tokens.montadora, grupo.id, Buffer.from(`${membro.email}\n`), 'membros.txt');
    expect(txt.linhas.map((l) => [l.linha, l.situacao])).toEqual([[1, 'MEMBRO']]);
    const numerico = await previa(tokens.montadora, grupo.id, await listaXlsx([Number(ana.cpf)]));
    expect(numerico.linhas.map((l) => l.usuario?.nome)).toEqual(['Ana Importada']);
    // A list exported with the name beside each address: the cell that is an e-mail or a CPF counts.
    const comNome = await previa(tokens.montadora, grupo.id, await listaXlsx([['Nome', 'E-mail'], ['Ana', ana.email], ['Bruno', cpfMascarado(bruno.cpf!)]]));
    expect(comNome.linhas.map((l) => [l.linha, l.usuario?.nome])).toEqual([
      [2, 'Ana Importada'],
      [3, 'Bruno Importado'],
    ]);
  });

  it('says every line problem in Spanish and English (the reader’s language)', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const file = await listaXlsx(['nadie@rede.test', '111.111.111-11', 'fulano', inativo.email, membro.email, membro.email]);
    const mensagens = async () => (await previa(tokens.montadora, grupo.id, file)).linhas.map((l) => l.mensagem ?? l.situacao);
    try {
      await setIdioma('montadora@portal.test', 'ES');
      expect(await mensagens()).toEqual([
        'Ningún usuario encontrado con nadie@rede.test.',
        'CPF inválido: 111.111.111-11.',
        'fulano no es un correo electrónico ni un CPF.',
        'El usuario Ivo Inativo está inactivo.',
        'MEMBRO',
        'El usuario Membro Antigo ya aparece en la línea 5.',
      ]);
      await setIdioma('montadora@portal.test', 'EN');
      expect(await mensagens()).toEqual([
        'No user found with nadie@rede.test.',
        'Invalid CPF: 111.111.111-11.',
        'fulano is neither an e-mail nor a CPF.',
        'The user Ivo Inativo is inactive.',
        'MEMBRO',
        'The user Membro Antigo already appears on line 5.',
      ]);
    } finally {
      await setIdioma('montadora@portal.test', 'PT_BR');
    }
  });
});

describe('the confirmation', () => {
  it('adds exactly the previewed users in one audited save, once', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const p = await previa(tokens.montadora, grupo.id, await listaXlsx([ana.email, membro.email, 'ninguem@rede.test', bruno.cpf!]));
    const antes = await counts();
    const res = await importar(t.app, tokens.montadora, p.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importarGrupoUsuarios.adicionados).toBe(2);
    expect(await manuais(grupo.id)).toEqual([Number(ana.id), Number(bruno.id), Number(membro.id)].sort((a, b) => a - b));
    const depois = await counts();
    expect(depois).toEqual({ membros: antes.membros + 2, audit: antes.audit + 1 });
    const audit = await t.database.db.execute<{ acao: string; antes: { usuariosManuais: { id: number }[] }; depois: { usuariosManuais: { id: number }[] } }>(
      sql`select acao, antes, depois from auditoria where entidade = 'grupoUsuarios' and entidade_id = ${grupo.id} order by id desc limit 1`,
    );
    expect(audit.rows[0]!.acao).toBe('ALTERAR');
    expect(audit.rows[0]!.depois.usuariosManuais.map((u) => u.id).sort()).toEqual([ana.id, bruno.id, membro.id].map(Number).sort());
    // A second confirmation is refused, and adds nothing.
    const again = await importar(t.app, tokens.montadora, p.id);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Esta importação já foi confirmada.');
    expect(await counts()).toEqual(depois);
  });

  it('applies once when two confirmations race, and refuses an expired preview', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const p = await previa(tokens.montadora, grupo.id, await listaXlsx([ana.email, bruno.email]));
    const both = await Promise.all([importar(t.app, tokens.montadora, p.id), importar(t.app, tokens.montadora, p.id)]);
    expect(both.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await manuais(grupo.id)).toEqual([Number(ana.id), Number(bruno.id), Number(membro.id)].sort((a, b) => a - b));

    const velha = await previa(tokens.montadora, grupo.id, await listaXlsx([inativo.email, 'x@rede.test']));
    await t.database.db.execute(sql`update grupo_usuarios_importacoes set created_at = now() - interval '25 hours' where id = ${velha.id}`);
    const expirada = await importar(t.app, tokens.montadora, velha.id);
    expect(expirada.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(expirada.errors?.[0]?.message).toBe('A pré-visualização expirou. Envie o arquivo novamente.');
  });

  it('turns the manual-users criterion on for a group that had none', async () => {
    const grupo = await saveOk(t.app, tokens.montadora, { nome: `Por perfil ${fresh()}`, possuiPerfil: true, marcas: [d.marca.Cometa], tiposUsuarios: ['MONTADORA'] });
    const p = await previa(tokens.montadora, grupo.id, await listaXlsx([ana.email]));
    const res = await importar(t.app, tokens.montadora, p.id);
    expect(res.data!.importarGrupoUsuarios.grupo.possuiUsuariosManuais).toBe(true);
    expect(res.data!.importarGrupoUsuarios.grupo.usuariosManuais.map((u) => u.id)).toEqual([ana.id]);
  });

  it('refuses a preview of a group saved since (upload again), and another user’s preview', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const p = await previa(tokens.montadora, grupo.id, await listaXlsx([ana.email]));
    const alheio = await importar(t.app, tokens.admin, p.id);
    expect(alheio.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await saveOk(t.app, tokens.montadora, { id: grupo.id, nome: grupo.nome, possuiUsuariosManuais: true, usuariosManuais: [membro.id, bruno.id] });
    const stale = await importar(t.app, tokens.montadora, p.id);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe('O grupo foi alterado depois da pré-visualização. Envie o arquivo novamente.');
    expect(await manuais(grupo.id)).toEqual([Number(membro.id), Number(bruno.id)].sort((a, b) => a - b));
  });
});

describe('reach of a dealer-group maintainer', () => {
  it('reports a user of another dealer group exactly as an unknown one, and never adds it', async () => {
    const grupo = await grupoManual(tokens.dealer, [bruno.id]);
    const p = await previa(tokens.dealer, grupo.id, await listaXlsx([alheia.email, alheia.cpf!, 'ninguem@rede.test', ana.email]));
    expect(p.linhas.map((l) => [l.situacao, l.mensagem])).toEqual([
      ['ERRO', `Nenhum usuário encontrado com ${alheia.email}.`],
      ['ERRO', `Nenhum usuário encontrado com ${alheia.cpf}.`],
      ['ERRO', 'Nenhum usuário encontrado com ninguem@rede.test.'],
      // The manufacturer's user is beyond a dealer-group caller's reach too.
      ['ERRO', `Nenhum usuário encontrado com ${ana.email}.`],
    ]);
    expect(p.adicionar).toBe(0);
  });

  it('confirms its own preview, which a maintainer of another dealer group can neither upload to nor confirm; said in es and en', async () => {
    const colega = await saveUser(t.app, tokens.admin, dealerUser(d, { nome: 'Colega Importação' }));
    const grupo = await grupoManual(tokens.dealer, [bruno.id]);
    const p = await previa(tokens.dealer, grupo.id, await listaXlsx([colega.email]));
    expect(p.linhas.map((l) => [l.situacao, l.usuario?.nome])).toEqual([['ADICIONAR', 'Colega Importação']]);
    // The other dealer group's maintainer: Diana's private group is not found, nor is her preview.
    const upload = await enviarLista(t.app, gestorAlheio.token, grupo.id, await listaXlsx([colega.email]));
    expect(upload.statusCode).toBe(404);
    const alheio = await importar(t.app, gestorAlheio.token, p.id);
    expect(alheio.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await manuais(grupo.id)).toEqual([Number(bruno.id)]);

    const res = await importar(t.app, tokens.dealer, p.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importarGrupoUsuarios.adicionados).toBe(1);
    expect(await manuais(grupo.id)).toEqual([Number(bruno.id), Number(colega.id)].sort((a, b) => a - b));
    try {
      await setIdioma(DEMO_USERS.dealer, 'ES');
      expect((await importar(t.app, tokens.dealer, p.id)).errors?.[0]?.message).toBe('Esta importación ya fue confirmada.');
      await setIdioma(DEMO_USERS.dealer, 'EN');
      expect((await importar(t.app, tokens.dealer, p.id)).errors?.[0]?.message).toBe('This import has already been confirmed.');
    } finally {
      await setIdioma(DEMO_USERS.dealer, 'PT_BR');
    }
  });

  it('cannot import into another user’s private group (404) nor a group the save would refuse it (a member beyond its reach)', async () => {
    const privado = await grupoManual(tokens.montadora, [bruno.id]);
    const res = await enviarLista(t.app, tokens.dealer, privado.id, await listaXlsx([bruno.email]));
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Grupo de usuários não encontrado.');
    // A public group naming a person of another dealer group: the group's save refuses Diana, so the preview does.
    const publico = await grupoManual(tokens.montadora, [alheia.id], { publico: true });
    const outro = await saveUser(t.app, tokens.admin, dealerUser(d, { nome: 'Colega Própria' }));
    const antes = await counts();
    const refused = await enviarLista(t.app, tokens.dealer, publico.id, await listaXlsx([outro.email]));
    expect(refused.statusCode).toBe(400);
    // Said as the save says it: the person beyond Diana's reach is counted, not named.
    expect(refused.json<{ message: string; fields: { field: string; message: string }[] }>()).toMatchObject({
      message: 'Há 1 pessoa(s) fora do seu alcance em usuários manuais: remova-a(s) ou peça a um administrador que altere o grupo.',
      fields: [{ field: 'usuariosManuais' }],
    });
    expect(refused.body).not.toContain('Alheia Importação');
    expect(await counts()).toEqual(antes);
  });
});

describe('the upload', () => {
  it('refuses what is not an xlsx (by content) or a text list, stating the limit, and callers without the feature', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const limite = 'Envie uma planilha .xlsx (ou uma lista .csv ou .txt) de até 2 MB, com uma coluna de e-mails ou CPFs.';
    const disfarcado = await enviarLista(t.app, tokens.montadora, grupo.id, pdf(), 'membros.xlsx');
    expect(disfarcado.statusCode).toBe(415);
    expect(disfarcado.json<{ message: string }>().message).toBe(limite);
    const pdfFile = await enviarLista(t.app, tokens.montadora, grupo.id, pdf(), 'membros.pdf');
    expect(pdfFile.statusCode).toBe(415);
    expect(pdfFile.json<{ message: string }>().message).toBe(limite);
    const vazio = await enviarLista(t.app, tokens.montadora, grupo.id, Buffer.from('E-mail\n'), 'membros.csv');
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json<{ message: string }>().message).toBe('O arquivo não tem nenhum e-mail ou CPF.');
    expect((await enviarLista(t.app, null, grupo.id, Buffer.from('a@b.c'), 'm.txt')).statusCode).toBe(401);
    expect((await enviarLista(t.app, tokens.consulta, grupo.id, Buffer.from('a@b.c'), 'm.txt')).statusCode).toBe(403);
    const ingles = await t.app.inject({ method: 'POST', url: `/import/user-groups/${grupo.id}/members`, headers: { 'accept-language': 'en' } });
    expect(ingles.statusCode).toBe(401);
  });

  it('refuses a list longer than 5,000 lines, saying so', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    const linhas = Array.from({ length: 5001 }, (_, i) => `pessoa.${i}@rede.test`).join('\n');
    const res = await enviarLista(t.app, tokens.montadora, grupo.id, Buffer.from(linhas), 'membros.txt');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('O arquivo tem mais de 5000 linhas. Divida-o em arquivos menores.');
  });

  it('states the limit in the caller’s language (a body too large in es, a wrong type in en)', async () => {
    const grupo = await grupoManual(tokens.montadora, [membro.id]);
    await setIdioma('montadora@portal.test', 'ES');
    try {
      const res = await enviarLista(t.app, tokens.montadora, grupo.id, Buffer.alloc(2_100_000, 'a'), 'membros.txt');
      expect(res.statusCode).toBe(413);
      expect(res.json<{ message: string }>().message).toBe(
        'Envíe una hoja de cálculo .xlsx (o una lista .csv o .txt) de hasta 2 MB, con una columna de correos electrónicos o CPF.',
      );
      await setIdioma('montadora@portal.test', 'EN');
      const en = await enviarLista(t.app, tokens.montadora, grupo.id, pdf(), 'membros.pdf');
      expect(en.statusCode).toBe(415);
      expect(en.json<{ message: string }>().message).toBe('Send an .xlsx spreadsheet (or a .csv or .txt list) of up to 2 MB, with one column of e-mails or CPFs.');
    } finally {
      await setIdioma('montadora@portal.test', 'PT_BR');
    }
  });
});

// Used by the access table's fixture too: the group's maintenance feature gates the confirmation.
describe('importarGrupoUsuarios without the feature', () => {
  it('is FORBIDDEN to the consultation user', async () => {
    const res = await gql(t.app, `mutation { importarGrupoUsuarios(importacaoId: "1") { adicionados } }`, { token: tokens.consulta });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
