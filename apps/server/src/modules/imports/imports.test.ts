import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import pino from 'pino';
import { loadCurrentUser } from '../users/current-user.service.js';
import { userFormProperties } from '../users/dominio.service.js';
import { usuarioSnapshot } from '../users/usuario.view.js';
import { aplicarImportacao } from './aplicacao.js';
import { COLUNAS } from './colunas.js';
import {
  baixarModelo,
  CANCELAR,
  CONFIRMAR,
  contarUsuarios,
  enviar,
  ERROS,
  fresh,
  IMPORT_STATUS,
  IMPORTACOES,
  linhaDealer,
  linhaMontadora,
  modelo,
  planilha,
  processar,
  userId,
  type Linha,
} from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

interface Status {
  id: string;
  status: string;
  total: number;
  done: number;
  criar: number;
  atualizar: number;
  comErro: number;
  falhas: number;
  erro: string | null;
}

/** Uploads the rows (filled into the caller's template), runs the job, answers the import's status. */
async function importar(linhas: readonly Linha[], token = tokens.montadora): Promise<Status> {
  const res = await enviar(t.app, token, await planilha(t.app, token, linhas));
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  await processar(t);
  return status(String(id), token);
}

async function status(id: string, token = tokens.montadora): Promise<Status> {
  const res = await gql<{ importStatus: Status }>(t.app, IMPORT_STATUS, { token, variables: { id } });
  expect(res.errors).toBeUndefined();
  return res.data!.importStatus;
}

async function erros(id: string, token = tokens.montadora, lang?: string) {
  const res = await gql<{ errosImportacao: { content: { linha: number; coluna: string | null; mensagem: string }[] } }>(t.app, ERROS, {
    token,
    variables: { id, rows: 100 },
    ...(lang ? { lang } : {}),
  });
  expect(res.errors).toBeUndefined();
  return res.data!.errosImportacao.content;
}

const confirmar = (id: string, token = tokens.montadora) => gql<{ confirmarImportacao: Status }>(t.app, CONFIRMAR, { token, variables: { id } });

describe('the template', () => {
  it('has a column per field of the wizard with notes, drop-down lists from the catalogs on a hidden sheet, in the caller\'s language', async () => {
    const wb = await modelo(t.app, tokens.montadora);
    const [ws, listas] = wb.worksheets;
    expect(listas!.state).toBe('hidden');
    const headers = COLUNAS.map((_, i) => ws!.getRow(1).getCell(i + 1).value);
    expect(headers).toEqual([
      'Nome', 'E-mail', 'CPF', 'Telefones', 'Celulares', 'Tipo de usuário', 'Idioma', 'Marcas', 'Grupos', 'Concessionárias', 'Cargo',
      'Departamento do cargo', 'Início no cargo', 'Tipos de acesso', 'Funcionalidades', 'Data de admissão', 'E-mail do superior',
      'Data de desligamento', 'Motivo do desligamento',
    ]);
    expect(String(ws!.getCell('B1').note && (typeof ws!.getCell('B1').note === 'string' ? ws!.getCell('B1').note : JSON.stringify(ws!.getCell('B1').note)))).toContain('convite');
    // The dealers' column offers the dealers by code and name, from the hidden sheet.
    const dealers = ws!.getCell(2, COLUNAS.findIndex((c) => c.chave === 'dealers') + 1).dataValidation;
    expect(dealers).toMatchObject({ type: 'list' });
    const range = String(dealers.formulae[0]);
    const col = /!\$([A-Z]+)\$2/.exec(range)![1]!;
    const valores = [2, 3, 4].map((r) => listas!.getCell(`${col}${r}`).value);
    expect(valores).toEqual(['D0001 — Horizonte Centro', 'D0002 — Horizonte Sul', 'D0003 — Litoral Praia']);
    const tipo = ws!.getCell(2, COLUNAS.findIndex((c) => c.chave === 'tipo') + 1).dataValidation;
    expect(tipo.showErrorMessage).toBe(true);
  });

  it('is in English for an English reader, and refused without the feature', async () => {
    const montadora = await userId(t.database, DEMO_USERS.montadora);
    await t.database.db.execute(sql`update usuarios set idioma = 'EN' where id = ${montadora}`);
    try {
      const wb = await modelo(t.app, tokens.montadora);
      expect(wb.worksheets[0]!.name).toBe('Users');
      expect(wb.worksheets[0]!.getCell('F1').value).toBe('User type');
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${montadora}`);
    }
    expect((await baixarModelo(t.app, tokens.dealer)).statusCode).toBe(403);
    expect((await baixarModelo(t.app, null)).statusCode).toBe(401);
  });
});

describe('the upload', () => {
  it('takes an .xlsx only, judged by its bytes, and says so', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'.padEnd(5000, ' '));
    const res = await enviar(t.app, tokens.montadora, pdf, 'usuarios.xlsx');
    expect(res.statusCode).toBe(415);
    const csv = await enviar(t.app, tokens.montadora, Buffer.from('nome;email\n'), 'usuarios.csv');
    expect(csv.statusCode).toBe(415);
    expect(csv.json<{ message: string }>().message).toContain('.xlsx');
    expect((await enviar(t.app, tokens.dealer, pdf)).statusCode).toBe(403);
  });
});

describe('the dry run', () => {
  it('counts rows to create, to update and in error, and writes nothing to users', async () => {
    const nova = linhaMontadora();
    const existente = linhaDealer({ email: DEMO_USERS.dealer, cpf: undefined, nome: 'Diana Dealer Renomeada' });
    const ruim = linhaMontadora({ email: 'sem-arroba' });
    const antes = await t.database.db.execute<{ n: number; a: number }>(sql`select (select count(*)::int from usuarios) as n, (select count(*)::int from auditoria) as a`);
    const s = await importar([nova, existente, ruim]);
    expect(s).toMatchObject({ status: 'VALIDATED', criar: 1, atualizar: 1, comErro: 1, total: 3, done: 3 });
    const depois = await t.database.db.execute<{ n: number; a: number }>(sql`select (select count(*)::int from usuarios) as n, (select count(*)::int from auditoria where entidade = 'usuario') as a`);
    expect(depois.rows[0]!.n).toBe(antes.rows[0]!.n);
    expect(await contarUsuarios(t.database, [nova.email as string])).toBe(0);
    const diana = await t.database.db.execute<{ nome: string }>(sql`select nome from usuarios where email = ${DEMO_USERS.dealer}`);
    expect(diana.rows[0]!.nome).toBe('Diana Dealer');
    expect(await erros(s.id)).toEqual([{ linha: 4, coluna: 'E-mail', mensagem: expect.any(String) }]);
  });

  it('names row, column and reason of every kind of problem, translated (pt-BR, es, en)', async () => {
    const repetido = linhaMontadora();
    const s = await importar([
      linhaMontadora({ nome: '' }), // 2: name required (salvarUsuario's rule)
      linhaMontadora({ tipo: 'Astronauta' }), // 3: unknown list value
      linhaMontadora({ cpf: '111.111.111-11' }), // 4: invalid CPF
      repetido, // 5
      { ...linhaMontadora(), email: repetido.email }, // 6: repeated in the sheet
      linhaDealer({ dealers: undefined, cargo: undefined, departamento: undefined, dataInicioCargo: undefined }), // 7: a dealer-group user needs a dealer
      linhaDealer({ dataInicioCargo: '31/02/2024' }), // 8: a date that does not exist
      linhaMontadora({ email: DEMO_USERS.consulta, cpf: '' , nome: 'x' , tipo: 'MONTADORA', marcas: 'Inexistente' }), // 9: unknown brand
    ]);
    expect(s).toMatchObject({ status: 'VALIDATED', comErro: 7, criar: 1 });
    const pt = await erros(s.id);
    const by = (linha: number) => pt.filter((e) => e.linha === linha);
    expect(by(2)).toEqual([{ linha: 2, coluna: 'Nome', mensagem: expect.stringMatching(/nome/i) }]);
    expect(by(3)).toEqual([expect.objectContaining({ coluna: 'Tipo de usuário', mensagem: expect.stringContaining('"Astronauta"') })]);
    expect(by(4)).toEqual([expect.objectContaining({ coluna: 'CPF' })]);
    expect(by(5)).toEqual([]);
    expect(by(6)).toEqual([expect.objectContaining({ coluna: 'E-mail', mensagem: expect.stringContaining('linha 5') })]);
    expect(by(7).map((e) => e.coluna)).toContain('Concessionárias');
    // The date as the sheet has it (dd/mm/yyyy), not as the rules saw it (2024-02-31).
    expect(by(8)).toEqual([{ linha: 8, coluna: 'Início no cargo', mensagem: 'Data inválida: 31/02/2024.' }]);
    expect(by(9)).toEqual([expect.objectContaining({ coluna: 'Marcas', mensagem: expect.stringContaining('"Inexistente"') })]);
    // The reader's own language (not the request's): each problem names its column by the header
    // the reader's template has, never by a key, and the message by its label too.
    const montadora = await userId(t.database, DEMO_USERS.montadora);
    const leitor = {
      EN: { repetida: 'already appears in row 5', nome: 'Name', tipo: 'User type', email: 'E-mail', inicio: 'Position start', marcas: 'Brands', data: 'Invalid date: 31/02/2024.' },
      ES: { repetida: 'ya aparece en la fila 5', nome: 'Nombre', tipo: 'Tipo de usuario', email: 'Correo electrónico', inicio: 'Inicio en el cargo', marcas: 'Marcas', data: 'Fecha inválida: 31/02/2024.' },
    } as const;
    try {
      for (const [idioma, w] of Object.entries(leitor)) {
        await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${montadora}`);
        const lidos = await erros(s.id, tokens.montadora, 'pt-BR');
        expect(lidos).toHaveLength(pt.length);
        const de = (linha: number) => lidos.find((e) => e.linha === linha)!;
        expect(de(2).coluna).toBe(w.nome);
        expect(de(3)).toMatchObject({ coluna: w.tipo, mensagem: expect.stringContaining('"Astronauta"') });
        expect(de(6)).toMatchObject({ coluna: w.email, mensagem: expect.stringContaining(w.repetida) });
        expect(de(8)).toMatchObject({ coluna: w.inicio, mensagem: w.data });
        expect(de(9)).toMatchObject({ coluna: w.marcas, mensagem: expect.stringContaining('"Inexistente"') });
        for (const e of lidos) expect(`${e.coluna} ${e.mensagem}`).not.toMatch(/\b(error|field|imports)\.|dataInicio|tiposAcesso|idsDealers|\{/);
      }
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${montadora}`);
    }
  });

  it('a file that is no workbook ends in ERROR with the reason', async () => {
    // A zip that is not a spreadsheet passes the byte check (.xlsx is a zip) and fails the reading.
    const { zipSync, strToU8 } = await import('fflate');
    const zip = Buffer.from(zipSync({ 'a.txt': strToU8('hello') }, { level: 0 }));
    const res = await enviar(t.app, tokens.montadora, zip);
    expect(res.statusCode).toBe(201);
    await processar(t);
    const s = await status(String(res.json<{ id: number }>().id));
    expect(s.status).toBe('ERROR');
    expect(s.erro).toContain('.xlsx');
  });
});

describe('the error workbook', () => {
  it('has the refused rows as read, with an error column naming row, column and reason', async () => {
    const s = await importar([linhaMontadora(), linhaMontadora({ nome: '', telefones: '(11) 3333-4444' })]);
    const res = await t.app.inject({ method: 'GET', url: `/import/users/${s.id}/erros`, headers: { authorization: `Bearer ${tokens.montadora}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(1).getCell(COLUNAS.length + 1).value).toBe('Erros');
    expect(ws.getRow(2).getCell(COLUNAS.findIndex((c) => c.chave === 'telefones') + 1).value).toBe('(11) 3333-4444');
    expect(String(ws.getRow(2).getCell(COLUNAS.length + 1).value)).toMatch(/^Linha 3 · Nome: .*nome/i);
    // Someone else's import's workbook does not exist for the caller.
    const alheio = await t.app.inject({ method: 'GET', url: `/import/users/${s.id}/erros`, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(alheio.statusCode).toBe(404);
  });
});

describe('confirm and apply', () => {
  it('creates and updates the valid rows, leaves the bad ones, queues the invitations, notifies the author', async () => {
    const nova = linhaDealer();
    const s = await importar([nova, linhaMontadora({ nome: '' }), linhaDealer({ email: DEMO_USERS.dealer, cpf: undefined, nome: 'Diana Importada' })]);
    expect(s).toMatchObject({ criar: 1, atualizar: 1, comErro: 1 });
    const res = await confirmar(s.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmarImportacao).toMatchObject({ status: 'PROCESSING', total: 2, done: 0 });
    await processar(t);
    expect(await status(s.id)).toMatchObject({ status: 'DONE', total: 2, done: 2, falhas: 0 });
    const criado = await t.database.db.execute<{ id: number; tipo: string; dealers: number }>(
      sql`select u.id, u.tipo, (select count(*)::int from usuario_dealers d where d.usuario_id = u.id) as dealers from usuarios u where email = ${nova.email as string}`,
    );
    expect(criado.rows).toEqual([{ id: expect.any(Number), tipo: 'DEALER_GRUPO', dealers: 1 }]);
    const diana = await t.database.db.execute<{ nome: string }>(sql`select nome from usuarios where email = ${DEMO_USERS.dealer}`);
    expect(diana.rows[0]!.nome).toBe('Diana Importada');
    // The new user's invitation (one), none for the updated one.
    const convites = await t.database.db.execute<{ destinatario: string }>(
      sql`select destinatario from email_outbox where destinatario in (${nova.email as string}, ${DEMO_USERS.dealer})`,
    );
    expect(convites.rows).toEqual([{ destinatario: nova.email }]);
    const nota = await t.database.db.execute<{ titulo: string }>(
      sql`select l.titulo from lotes_notificacao l join notificacoes n on n.lote_id = l.id where l.origem = 'IMPORTACAO' and l.origem_id = ${Number(s.id)}`,
    );
    expect(nota.rows).toEqual([{ titulo: 'Importação de usuários concluída' }]);
    // Confirmed once: a second confirmation and a cancellation are refused.
    expect((await confirmar(s.id)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await gql(t.app, CANCELAR, { token: tokens.montadora, variables: { id: s.id } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('after a crash half-way (rows applied, the run gone), the next run finishes with no duplicate and right counts', async () => {
    const linhas = [linhaMontadora(), linhaMontadora(), linhaMontadora()];
    const s = await importar(linhas);
    await confirmar(s.id);
    // The dead run: one batch of one row committed (the user and its outcome together), then
    // killed (a batch cut half-way rolls back whole, which is the same as not applied), its lease left behind.
    const montadora = await userId(t.database, DEMO_USERS.montadora);
    const deps = { database: t.database, config: t.config, log: pino({ level: 'silent' }) };
    const caller = await loadCurrentUser(t.database.db, montadora);
    await aplicarImportacao(deps, { id: Number(s.id), caller, props: await userFormProperties(t.database.db) }, { lote: 1, maxLotes: 1 });
    await t.database.db.execute(sql`update importacoes set updated_at = now() - interval '5 minutes' where id = ${Number(s.id)}`);
    expect(await status(s.id)).toMatchObject({ status: 'PROCESSING', done: 1, total: 3 });
    await processar(t);
    await processar(t);
    expect(await status(s.id)).toMatchObject({ status: 'DONE', done: 3, total: 3, falhas: 0 });
    expect(await contarUsuarios(t.database, linhas.map((l) => l.email as string))).toBe(3);
    const aplicadas = await t.database.db.execute<{ resultado: string; n: number }>(
      sql`select resultado, count(*)::int as n from importacao_linhas where importacao_id = ${Number(s.id)} group by resultado`,
    );
    expect(aplicadas.rows).toEqual([{ resultado: 'APLICADA', n: 3 }]);
    const audit = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from auditoria where request_id = ${`importacao-${s.id}`}`);
    expect(audit.rows[0]!.n).toBe(3);
  });

  it('a run leaves alone an import whose lease is fresh (another run is working on it)', async () => {
    const linhas = [linhaMontadora()];
    const s = await importar(linhas);
    await confirmar(s.id);
    await t.database.db.execute(sql`update importacoes set updated_at = now() where id = ${Number(s.id)}`);
    await processar(t);
    expect(await status(s.id)).toMatchObject({ status: 'PROCESSING', done: 0 });
    expect(await contarUsuarios(t.database, [linhas[0]!.email as string])).toBe(0);
  });

  it('a row that fails at apply time fails alone with its reason', async () => {
    const a = linhaMontadora();
    const b = linhaMontadora();
    const s = await importar([a, b]);
    // Between the dry run and the confirmation someone takes b's CPF-less e-mail's brand away: inactivate nothing;
    // instead b's e-mail is taken by a user the importer may not manage (a provider user).
    await t.database.db.execute(sql`insert into usuarios (nome, email, tipo) values ('Provedor Novo', ${b.email as string}, 'PROVEDOR')`);
    await confirmar(s.id);
    await processar(t);
    expect(await status(s.id)).toMatchObject({ status: 'DONE', done: 2, falhas: 1 });
    const lista = await erros(s.id);
    expect(lista).toEqual([expect.objectContaining({ linha: 3, mensagem: expect.stringContaining('permissão') })]);
    expect(await contarUsuarios(t.database, [a.email as string])).toBe(1);
  });
});

describe('the batch write', () => {
  it('writes new users together as salvarUsuario writes one: subject, links, permissions, position, management data, audit row, one invitation', async () => {
    const nova = linhaDealer({ tiposAcesso: 'Consulta' });
    const s = await importar([nova, linhaMontadora()]);
    expect(s).toMatchObject({ criar: 2, comErro: 0 });
    await confirmar(s.id);
    await processar(t);
    expect(await status(s.id)).toMatchObject({ status: 'DONE', done: 2, falhas: 0 });
    const id = await userId(t.database, nova.email as string);
    const gravado = await t.database.db.execute<Record<string, unknown>>(sql`
      select u.idp_subject = u.id::text as sujeito,
        (select count(*)::int from usuario_marcas where usuario_id = u.id) as marcas,
        (select count(*)::int from usuario_grupos_dealer where usuario_id = u.id) as grupos,
        (select count(*)::int from usuario_dealers where usuario_id = u.id) as dealers,
        (select count(*)::int from usuario_tipos_acesso where usuario_id = u.id) as "tiposAcesso",
        (select array_agg(f.chave) from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id where uf.usuario_id = u.id) as funcionalidades,
        (select to_char(data_inicio, 'YYYY-MM-DD') from usuario_cargos where usuario_id = u.id) as cargo,
        (select email_superior from usuario_infos where usuario_id = u.id) as superior
      from usuarios u where u.id = ${id}`);
    expect(gravado.rows[0]).toEqual({
      sujeito: true, marcas: 1, grupos: 1, dealers: 1, tiposAcesso: 1, funcionalidades: ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'],
      cargo: '2024-01-10', superior: 'chefe@rede.test',
    });
    // Its audit row: CRIAR by the importer, the user as it is now (relations included).
    const montadora = await userId(t.database, DEMO_USERS.montadora);
    const audit = await t.database.db.execute<{ acao: string; usuario_id: number; antes: unknown; depois: { cargos: { nome: string }[]; tiposAcesso: unknown[] } }>(
      sql`select acao, usuario_id, antes, depois from auditoria where entidade = 'usuario' and entidade_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([expect.objectContaining({ acao: 'CRIAR', usuario_id: montadora, antes: null })]);
    expect(audit.rows[0]!.depois).toEqual(JSON.parse(JSON.stringify(await usuarioSnapshot(t.database.db, id))));
    expect(audit.rows[0]!.depois.cargos[0]!.nome).toBe('Vendedor — Horizonte Centro (Vendas), 2024-01-10');
    // Invited once, through the outbox, marked sent.
    const convite = await t.database.db.execute<{ n: number; marcadas: number }>(sql`
      select (select count(*)::int from email_outbox where destinatario = ${nova.email as string}) as n,
        (select count(*)::int from importacao_linhas where importacao_id = ${Number(s.id)} and convite_enviado_em is not null and not convite_pendente) as marcadas`);
    expect(convite.rows[0]).toEqual({ n: 1, marcadas: 2 });
  });

  it('updates stored users together as salvarUsuario updates one: blank columns keep, a position held keeps its row, ALTERAR with before and after', async () => {
    const original = linhaDealer();
    const s1 = await importar([original]);
    await confirmar(s1.id);
    await processar(t);
    const id = await userId(t.database, original.email as string);
    const cargoAntes = await t.database.db.execute<{ id: number }>(sql`select id from usuario_cargos where usuario_id = ${id}`);
    // The same e-mail again: a new name, CPF and management columns blank (kept), the position at a new start.
    const s2 = await importar([
      { email: original.email, nome: 'Nome Atualizado', tipo: 'DEALER_GRUPO', marcas: 'Aurora', grupos: 'Grupo Horizonte', dealers: 'D0001', cargo: 'Vendedor', departamento: 'Vendas', dataInicioCargo: '01/03/2024' },
      linhaMontadora(),
    ]);
    expect(s2).toMatchObject({ criar: 1, atualizar: 1, comErro: 0 });
    await confirmar(s2.id);
    await processar(t);
    expect(await status(s2.id)).toMatchObject({ status: 'DONE', done: 2, falhas: 0 });
    const depois = await t.database.db.execute<Record<string, unknown>>(sql`
      select u.nome, u.cpf, (select array_agg(id) from usuario_cargos where usuario_id = u.id) as cargos,
        (select to_char(data_inicio, 'YYYY-MM-DD') from usuario_cargos where usuario_id = u.id) as inicio,
        (select email_superior from usuario_infos where usuario_id = u.id) as superior
      from usuarios u where u.id = ${id}`);
    expect(depois.rows[0]).toEqual({ nome: 'Nome Atualizado', cpf: original.cpf, cargos: [cargoAntes.rows[0]!.id], inicio: '2024-03-01', superior: 'chefe@rede.test' });
    const audit = await t.database.db.execute<{ acao: string; antes: { nome: string }; depois: unknown }>(
      sql`select acao, antes, depois from auditoria where entidade = 'usuario' and entidade_id = ${String(id)} and request_id = ${`importacao-${s2.id}`}`,
    );
    expect(audit.rows).toEqual([expect.objectContaining({ acao: 'ALTERAR', antes: expect.objectContaining({ nome: original.nome }) })]);
    expect(audit.rows[0]!.depois).toEqual(JSON.parse(JSON.stringify(await usuarioSnapshot(t.database.db, id))));
    // No invitation for an update.
    const convites = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox where destinatario = ${original.email as string}`);
    expect(convites.rows[0]!.n).toBe(1);
  });

  it('an update that moves links writes exactly the new ones: a dealer and a brand changed, the position moved', async () => {
    const original = linhaDealer();
    const s1 = await importar([original]);
    await confirmar(s1.id);
    await processar(t);
    const s2 = await importar([{ ...original, cpf: undefined, marcas: 'Aurora; Boreal', dealers: 'D0002' }]);
    expect(s2).toMatchObject({ atualizar: 1, comErro: 0 });
    await confirmar(s2.id);
    await processar(t);
    expect(await status(s2.id)).toMatchObject({ status: 'DONE', done: 1, falhas: 0 });
    const id = await userId(t.database, original.email as string);
    const depois = await t.database.db.execute<Record<string, unknown>>(sql`
      select array(select m.nome from usuario_marcas x join marcas m on m.id = x.marca_id where x.usuario_id = u.id order by m.nome) as marcas,
        array(select d.codigo_principal from usuario_dealers x join dealers d on d.id = x.dealer_id where x.usuario_id = u.id) as dealers,
        array(select d.codigo_principal from usuario_cargos c join dealers d on d.id = c.dealer_id where c.usuario_id = u.id) as cargos
      from usuarios u where u.id = ${id}`);
    expect(depois.rows[0]).toEqual({ marcas: ['Aurora', 'Boreal'], dealers: ['D0002'], cargos: ['D0002'] });
  });

  it('a batch whose write fails is applied row by row: the row at fault fails alone, the others are written', async () => {
    const [a, b, c] = [linhaMontadora(), linhaMontadora(), linhaMontadora()];
    const s = await importar([a, b, c]);
    expect(s).toMatchObject({ criar: 3 });
    // The database refuses b's user (as a constraint or a trigger no check foresaw would).
    await t.database.db.execute(sql.raw(`create function importacao_teste_recusa() returns trigger language plpgsql as $$
      begin if new.email = '${b.email as string}' then raise exception 'recusado pelo banco'; end if; return new; end $$`));
    await t.database.db.execute(sql`create trigger importacao_teste_recusa before insert on usuarios for each row execute function importacao_teste_recusa()`);
    try {
      await confirmar(s.id);
      await processar(t);
    } finally {
      await t.database.db.execute(sql`drop trigger importacao_teste_recusa on usuarios`);
      await t.database.db.execute(sql`drop function importacao_teste_recusa()`);
    }
    expect(await status(s.id)).toMatchObject({ status: 'DONE', done: 3, falhas: 1 });
    expect(await erros(s.id)).toEqual([{ linha: 3, coluna: null, mensagem: expect.stringContaining('Erro inesperado ao gravar esta linha') }]);
    expect(await contarUsuarios(t.database, [a.email as string, c.email as string])).toBe(2);
    expect(await contarUsuarios(t.database, [b.email as string])).toBe(0);
    const audit = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from auditoria where request_id = ${`importacao-${s.id}`}`);
    expect(audit.rows[0]!.n).toBe(2);
  });
});

describe('reach', () => {
  // Diana (dealer group Grupo Horizonte) with the import's feature: she imports within her group only.
  beforeAll(async () => {
    const diana = await userId(t.database, DEMO_USERS.dealer);
    await t.database.db.execute(sql`insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
      select ${diana}, id from funcionalidades where chave = 'PORTAL_IMPORTACAO_USUARIOS' on conflict do nothing`);
  });

  it("a dealer-group importer's template offers its own group's dealers, group and brands only", async () => {
    const wb = await modelo(t.app, tokens.dealer);
    const [ws, listas] = wb.worksheets;
    // A column's drop-down: the values of its range on the hidden sheet.
    const oferecidos = (chave: string) => {
      const formula = String(ws!.getCell(2, COLUNAS.findIndex((c) => c.chave === chave) + 1).dataValidation.formulae[0]);
      const [, col, de, ate] = /!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)/.exec(formula)!;
      return Array.from({ length: Number(ate) - Number(de) + 1 }, (_, i) => listas!.getCell(`${col}${Number(de) + i}`).value);
    };
    expect(oferecidos('dealers')).toEqual(['D0001 — Horizonte Centro', 'D0002 — Horizonte Sul']);
    expect(oferecidos('grupos')).toEqual(['Grupo Horizonte']);
    // Her brand and her dealers' (Boreal at Horizonte); not Litoral's Cometa.
    expect(oferecidos('marcas')).toEqual(['Aurora', 'Boreal']);
  });

  it('a dealer-group importer cannot create users at another group\'s dealers', async () => {
    const fora = linhaDealer({ grupos: 'Grupo Litoral', dealers: 'D0003', marcas: 'Cometa' });
    const dentro = linhaDealer();
    const s = await importar([fora, dentro], tokens.dealer);
    expect(s).toMatchObject({ status: 'VALIDATED', criar: 1, comErro: 1 });
    const lista = await erros(s.id, tokens.dealer);
    expect(lista.filter((e) => e.linha === 2).map((e) => e.mensagem).join(' ')).toMatch(/Litoral|Praia|Cometa/);
    // Another author's import does not exist for it: its status, its errors, its confirmation, its cancellation.
    for (const doc of [IMPORT_STATUS, ERROS, CONFIRMAR, CANCELAR]) {
      const outra = await gql(t.app, doc, { token: tokens.montadora, variables: { id: s.id } });
      expect(outra.errors?.[0]?.extensions?.code, doc).toBe('NOT_FOUND');
    }
    const deMarina = await gql<{ importacoes: { content: { id: string }[] } }>(t.app, IMPORTACOES, { token: tokens.montadora });
    expect(deMarina.data!.importacoes.content.map((i) => i.id)).not.toContain(s.id);
    expect(await status(s.id, tokens.dealer)).toMatchObject({ status: 'VALIDATED' });
  });

  it("a dealer-group importer's row naming another group's user (by e-mail or by CPF) is refused, that user untouched and unnamed", async () => {
    // Lia: a dealer-group user of Grupo Litoral at Litoral Praia (D0003), outside Diana's reach.
    const n = fresh();
    const lia = { nome: `Lia Litoral ${n}`, email: `lia.litoral.${n}@rede.test`, cpf: demoCpf(n) };
    const [{ id: liaId }] = (
      await t.database.db.execute<{ id: number }>(sql`insert into usuarios (nome, email, tipo, cpf) values (${lia.nome}, ${lia.email}, 'DEALER_GRUPO', ${lia.cpf}) returning id`)
    ).rows as [{ id: number }];
    await t.database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) select ${liaId}, id from grupos where nome = 'Grupo Litoral'`);
    await t.database.db.execute(sql`insert into usuario_dealers (usuario_id, dealer_id) select ${liaId}, id from dealers where codigo_principal = 'D0003'`);
    const lida = sql`select u.nome, u.email, u.cpf, array(select grupo_id from usuario_grupos_dealer where usuario_id = u.id) as grupos,
      array(select dealer_id from usuario_dealers where usuario_id = u.id) as dealers from usuarios u where u.id = ${liaId}`;
    const antes = await t.database.db.execute(lida);
    expect(antes.rows[0]).toMatchObject({ grupos: [expect.any(Number)], dealers: [expect.any(Number)] });

    // Both rows name only Diana's own group, dealer and brand: the refusal is about the user they reach.
    const porEmail = linhaDealer({ email: lia.email, cpf: undefined, nome: 'Lia Movida por E-mail' });
    const porCpf = linhaDealer({ cpf: lia.cpf, nome: 'Lia Movida por CPF' });
    const s = await importar([porEmail, porCpf], tokens.dealer);
    expect(s).toMatchObject({ status: 'VALIDATED', criar: 0, atualizar: 0, comErro: 2 });
    const lista = await erros(s.id, tokens.dealer);
    expect(lista).toEqual([
      { linha: 2, coluna: null, mensagem: expect.stringContaining('permissão') },
      { linha: 3, coluna: null, mensagem: expect.stringContaining('permissão') },
    ]);
    // Nothing of Lia reaches the importer: neither her name nor her group or dealer.
    for (const e of lista) expect(e.mensagem).not.toMatch(/Lia|Litoral|Praia/);
    // Nothing to apply, and Lia is as she was.
    expect((await confirmar(s.id, tokens.dealer)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const depois = await t.database.db.execute(lida);
    expect(depois.rows).toEqual(antes.rows);
  });
});
