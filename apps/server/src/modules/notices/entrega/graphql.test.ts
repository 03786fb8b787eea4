import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, pdf, upload } from '../../../platform/storage/testing.js';
import { gql, type GqlResult } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { AUDIENCIA, COMUNICADO, ENVIAR, ERRATA, SALVAR } from '../escrita/testing.js';
import { CIENCIA, ENVIO } from '../leitura/testing.js';
import { entregarAgendados } from './entregar.service.js';
import { emailsDo, entregues, novoGrupo, novoUsuario } from './testing.js';

// The delivery as the API drives it: saved with attachments and recipients, counted, sent (now or
// at its time), read by its recipients, corrected by an errata.

const CRIACAO = 'PORTAL_CRIACAO_COMUNICADOS';
const APROVACAO = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS';

let t: TestApp;
let autor: { id: number; token: string };
let outro: { id: number; token: string };
/** Recipients who can sign in (a group of them). */
let leitor: { id: number; token: string };
let colega: { id: number; token: string };
let grupo: string;

const call = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) => gql<T>(t.app, query, { token, variables });
function ok<T>(res: GqlResult<T>): T {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

async function anexo(token: string, nome: string, size = 10_000): Promise<string> {
  const res = await upload(t.app, token, [{ name: 'info', value: JSON.stringify({ fileType: 'COMUNICADO' }) }, filePart(nome, pdf(size))]);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

type Salvo = { id: string; numero: string | null; status: { id: string }; arquivos: { id: string; nome: string; link: string }[]; emailsAvulsos: { email: string; status: { name: string } }[] };

const salvar = (c: Record<string, unknown>) => call<{ salvarComunicado: Salvo }>(autor.token, SALVAR, { c });

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, [CRIACAO, APROVACAO]);
  outro = await tokenFor(t.app, t.database, [CRIACAO]);
  leitor = await tokenFor(t.app, t.database, []);
  colega = await tokenFor(t.app, t.database, []);
  grupo = String(await novoGrupo(t.database, autor.id, [leitor.id, colega.id]));
});
afterAll(() => t?.close());

describe('sending a notice through the API', () => {
  it('delivers to the counted audience; its recipients read it with its attachments', async () => {
    const externo = await novoUsuario(t.database);
    const arquivo = await anexo(autor.token, 'circular.pdf');
    const destinatarios = { idsGrupos: [grupo], idsUsuariosRemovidos: [String(colega.id)], emailsAvulsos: [externo.email, 'fornecedor@externo.test'] };
    // The form's count: the reader, and the portal user behind an address; two e-mails.
    expect(ok(await call<{ audienciaComunicado: unknown }>(autor.token, AUDIENCIA, { d: destinatarios })).audienciaComunicado).toEqual({ usuarios: 2, emails: 2 });

    const salvo = ok(await salvar({ titulo: 'Campanha de revisão', mensagem: '<p>Agende já.</p>', idsArquivos: [arquivo], ...destinatarios })).salvarComunicado;
    expect(salvo.arquivos.map((a) => a.nome)).toEqual(['circular.pdf']);
    expect(salvo.emailsAvulsos.map((e) => e.status.name)).toEqual(['PENDENTE', 'PENDENTE']);

    const enviado = ok(await call<{ enviarComunicado: { status: { id: string }; numero: string; destinatarios: number } }>(autor.token, ENVIAR, { id: salvo.id })).enviarComunicado;
    expect(enviado).toMatchObject({ status: { id: 'ENVIADO' }, destinatarios: 2, numero: expect.stringMatching(/^\d+\/\d{4}$/) });
    expect(await entregues(t.database, Number(salvo.id))).toEqual([leitor.id, externo.id].sort((a, b) => a - b));
    const lido = ok(await call<{ comunicado: Salvo }>(autor.token, COMUNICADO, { id: salvo.id })).comunicado;
    expect(lido.emailsAvulsos.map((e) => e.status.name)).toEqual(['NA_FILA', 'NA_FILA']);

    const envio = ok(await call<{ comunicadoEnvio: { comunicado: { titulo: string; arquivos: { nome: string; link: string }[] } } }>(leitor.token, ENVIO, { id: salvo.id }))
      .comunicadoEnvio;
    expect(envio.comunicado.titulo).toBe('Campanha de revisão');
    expect(envio.comunicado.arquivos.map((a) => a.nome)).toEqual(['circular.pdf']);
    const download = await t.app.inject({ method: 'GET', url: envio.comunicado.arquivos[0]!.link });
    expect(download.statusCode).toBe(200);
    // Removed before sending: nothing to read.
    expect((await call(colega.token, ENVIO, { id: salvo.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses someone else's upload and the same file twice, naming the attachments", async () => {
    const alheio = await anexo(outro.token, 'alheio.pdf');
    const res = await salvar({ titulo: 'x', idsArquivos: [alheio] });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'arquivos' }] });
    expect(res.errors?.[0]?.message).toBe(`O anexo ${alheio} não existe ou não foi enviado por você para um comunicado.`);

    const [a, b] = [await anexo(autor.token, 'tabela.pdf', 20_000), await anexo(autor.token, 'tabela.pdf', 20_000)];
    const twice = await salvar({ titulo: 'x', idsArquivos: [a, b] });
    expect(twice.errors?.[0]?.message).toBe('O arquivo tabela.pdf foi anexado mais de uma vez.');
  });

  it('a scheduled notice is delivered by the scheduler at its time, once', async () => {
    const quando = new Date(Date.now() + 2 * 3600_000);
    const salvo = ok(await salvar({ titulo: 'Agendado', mensagem: '<p>x</p>', idsGrupos: [grupo], dataHoraAgendamento: quando.toISOString() })).salvarComunicado;
    expect(ok(await call<{ enviarComunicado: { status: { id: string }; numero: string | null } }>(autor.token, ENVIAR, { id: salvo.id })).enviarComunicado).toMatchObject({
      status: { id: 'AGENDADO' },
      numero: null,
    });
    expect(await entregues(t.database, Number(salvo.id))).toEqual([]);
    const [a, b] = await Promise.all([entregarAgendados(t.database.db, new Date(quando.getTime() + 1000)), entregarAgendados(t.database.db, new Date(quando.getTime() + 1000))]);
    expect(a.entregues + b.entregues).toBe(1);
    expect(ok(await call<{ comunicado: Salvo }>(autor.token, COMUNICADO, { id: salvo.id })).comunicado).toMatchObject({ status: { id: 'ENVIADO' }, numero: expect.any(String) });
    expect(await entregues(t.database, Number(salvo.id))).toEqual([leitor.id, colega.id].sort((x, y) => x - y));
  });

  it('an errata reaches the same people and makes the original unread and unacknowledged again', async () => {
    const salvo = ok(await salvar({ titulo: 'Original', mensagem: '<p>Preço: 10</p>', idsGrupos: [grupo], requerCiencia: true, emailsAvulsos: ['errata@externo.test'] }))
      .salvarComunicado;
    ok(await call(autor.token, ENVIAR, { id: salvo.id }));
    ok(await call(leitor.token, CIENCIA, { id: salvo.id }));
    const antes = ok(await call<{ comunicadoEnvio: { lido: boolean; ciente: boolean } }>(leitor.token, ENVIO, { id: salvo.id })).comunicadoEnvio;
    expect(antes).toMatchObject({ lido: true, ciente: true });

    const errata = ok(await call<{ criarErrataComunicado: { id: string } }>(autor.token, ERRATA, { id: salvo.id })).criarErrataComunicado;
    ok(await salvar({ id: errata.id, titulo: 'Original (corrigido)', mensagem: '<p>Preço: 12</p>' }));
    ok(await call(autor.token, ENVIAR, { id: errata.id }));
    const depois = ok(await call<{ comunicadoEnvio: { lido: boolean; ciente: boolean } }>(leitor.token, ENVIO, { id: salvo.id })).comunicadoEnvio;
    expect(depois).toMatchObject({ lido: false, ciente: false });
    expect(await entregues(t.database, Number(errata.id))).toEqual(await entregues(t.database, Number(salvo.id)));
    const numeros = await t.database.db.execute<{ id: number; numero: number }>(sql`select id, numero from comunicados where id in (${Number(salvo.id)}, ${Number(errata.id)}) order by id`);
    expect(numeros.rows[1]!.numero).toBeGreaterThan(numeros.rows[0]!.numero);
    expect((await emailsDo(t.database, Number(salvo.id))).map((e) => e.status)).toEqual(['NA_FILA']);
  });
});
