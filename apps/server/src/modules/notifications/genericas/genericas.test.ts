import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { demoTokens, gql, type DemoRole, type GqlResult } from '../../../test/graphql.js';
import { enviarAgendadas } from './genericas.service.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let redeAurora: string;
let minhaEquipe: string;
let next = 0;
let montadoraId: string;

const MODELO_FIELDS = 'id nome titulo texto link active placeholders produto { id nome baseUri }';
const GENERICA_FIELDS = 'id titulo texto link status agendadaPara enviadaEm entregues lidas criador grupos { id nome } modelo { id nome }';
const SALVAR_MODELO = `mutation($m: ModeloNotificacaoInput!) { salvarModeloNotificacao(modelo: $m) { ${MODELO_FIELDS} } }`;
const SALVAR = `mutation($n: NotificacaoGenericaInput!) { salvarNotificacaoGenerica(notificacao: $n) { ${GENERICA_FIELDS} } }`;
const CANCELAR = `mutation($id: ID!) { cancelarNotificacaoGenerica(id: $id) { ${GENERICA_FIELDS} } }`;
const PREVIEW = 'query($n: NotificacaoGenericaInput!) { previewNotificacaoGenerica(notificacao: $n) { titulo texto destinatarios } }';

interface Modelo {
  id: string;
  nome: string;
  titulo: string;
  texto: string;
  link: string | null;
  active: boolean;
  placeholders: string[];
}
interface Generica {
  id: string;
  titulo: string;
  texto: string;
  status: string;
  agendadaPara: string | null;
  enviadaEm: string | null;
  entregues: number | null;
  lidas: number | null;
  criador: string;
  grupos: { id: string; nome: string }[];
  modelo: { id: string; nome: string } | null;
}

const groupId = async (nome: string) =>
  String((await t.database.db.execute<{ id: number }>(sql`select id from grupos_usuarios where nome = ${nome}`)).rows[0]!.id);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  redeAurora = await groupId('Rede Aurora');
  minhaEquipe = await groupId('Minha equipe');
  montadoraId = String((await t.database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${DEMO_USERS.montadora}`)).rows[0]!.id);
});
afterAll(() => t?.close());

function failure(res: GqlResult) {
  const e = res.errors?.[0];
  return { code: e?.extensions?.code, message: e?.message, fields: (e?.extensions?.fields ?? []).map((f) => f.field) };
}

async function ok<T>(res: Promise<GqlResult<T>>): Promise<T> {
  const r = await res;
  expect(r.errors).toBeUndefined();
  return r.data!;
}

/** Messages follow the caller's stored language: the manufacturer switches it (the API's own call) for one call. */
async function inLanguage<T>(idioma: 'PT_BR' | 'ES' | 'EN' | undefined, call: () => Promise<T>): Promise<T> {
  if (!idioma) return call();
  const mudar = (to: string) =>
    ok(gql(t.app, 'mutation($id: ID!, $idioma: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $idioma) { id } }', { token: tokens.montadora, variables: { id: montadoraId, idioma: to } }));
  await mudar(idioma);
  try {
    return await call();
  } finally {
    await mudar('PT_BR');
  }
}

const salvarModelo = (m: Record<string, unknown>, opts: { token?: string; idioma?: 'PT_BR' | 'ES' | 'EN' } = {}) =>
  inLanguage(opts.idioma, () => gql<{ salvarModeloNotificacao: Modelo }>(t.app, SALVAR_MODELO, { token: opts.token ?? tokens.montadora, variables: { m } }));
const salvar = (n: Record<string, unknown>, opts: { token?: string; idioma?: 'PT_BR' | 'ES' | 'EN' } = {}) =>
  inLanguage(opts.idioma, () => gql<{ salvarNotificacaoGenerica: Generica }>(t.app, SALVAR, { token: opts.token ?? tokens.montadora, variables: { n } }));

/** Notifications a demo user holds from one generic notification, with the text they read. */
async function recebidas(email: string, genericaId: string) {
  const res = await t.database.db.execute<{ titulo: string; texto: string }>(sql`
    select coalesce(n.titulo, l.titulo) as titulo, coalesce(n.texto, l.texto) as texto
      from notificacoes n join lotes_notificacao l on l.id = n.lote_id join usuarios u on u.id = n.usuario_id
     where l.origem = 'GENERICA' and l.origem_id = ${Number(genericaId)} and u.email = ${email}`);
  return res.rows;
}

const countGenericas = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from notificacoes_genericas`)).rows[0]!.n;

describe('notification models', () => {
  it('keeps a model with its placeholders, its text sanitized', async () => {
    const { salvarModeloNotificacao: m } = await ok(
      salvarModelo({ nome: `Boas-vindas ${next++}`, titulo: 'Olá, {{nome}}', texto: '<p>Bem-vindo à {{marca}}</p><script>alert(1)</script>' }),
    );
    expect(m.placeholders).toEqual(['NOME', 'MARCA']);
    expect(m.texto).toContain('<p>Bem-vindo à {{marca}}</p>');
    expect(m.texto).not.toContain('script');
    expect(m.active).toBe(true);
  });

  it('refuses a name in use (any case), naming the field in the reader language', async () => {
    const nome = `Recall ${next++}`;
    await ok(salvarModelo({ nome, titulo: 'Recall', texto: 'Texto' }));
    const res = await salvarModelo({ nome: nome.toUpperCase(), titulo: 'Recall', texto: 'Texto' }, { idioma: 'EN' });
    expect(failure(res)).toMatchObject({ code: 'CONFLICT', fields: ['nome'] });
    expect(res.errors?.[0]?.extensions?.fields?.[0]?.message).toBe(`A notification model named ${nome.toUpperCase()} already exists.`);
  });

  it('refuses an unknown placeholder, naming it and the field, in Portuguese and Spanish', async () => {
    const input = { nome: `X ${next++}`, titulo: 'Olá {{nmoe}}', texto: 'ok' };
    const pt = await salvarModelo(input, { idioma: 'PT_BR' });
    expect(failure(pt).fields).toEqual(['titulo']);
    expect(pt.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('O campo título usa {{nmoe}}, que não é um campo conhecido do modelo.');
    const es = await salvarModelo(input, { idioma: 'ES' });
    expect(es.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('El campo título usa {{nmoe}}, que no es un campo conocido del modelo.');
  });

  it('refuses a link outside the portal and its products', async () => {
    const res = await salvarModelo({ nome: `L ${next++}`, titulo: 't', texto: 'x', link: 'javascript:alert(1)' });
    expect(failure(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['link'] });
  });

  it('an inactive model is not used for a new generic notification', async () => {
    const { salvarModeloNotificacao: m } = await ok(salvarModelo({ nome: `Inativo ${next++}`, titulo: 't', texto: 'x' }));
    await ok(gql(t.app, 'mutation($id: ID!) { inativarModeloNotificacao(id: $id) { id } }', { token: tokens.montadora, variables: { id: m.id } }));
    const res = await salvar({ idModelo: m.id, idsGrupos: [redeAurora] });
    expect(failure(res)).toMatchObject({ code: 'CONFLICT', fields: ['idModelo'] });
  });
});

describe('generic notifications', () => {
  it('sent now from a model reaches the group members, each reading their own name', async () => {
    const { salvarModeloNotificacao: m } = await ok(
      salvarModelo({ nome: `Campanha ${next++}`, titulo: 'Olá, {{nome}}', texto: '<p>{{nome}}, veja o recall</p>' }),
    );
    const { salvarNotificacaoGenerica: g } = await ok(salvar({ idModelo: m.id, idsGrupos: [redeAurora] }));
    expect(g).toMatchObject({ status: 'ENVIADA', criador: 'Marina Montadora', grupos: [{ id: redeAurora, nome: 'Rede Aurora' }], lidas: 0 });
    expect(g.entregues).toBeGreaterThan(0);
    expect(g.modelo?.id).toBe(m.id);
    expect(await recebidas(DEMO_USERS.dealer, g.id)).toEqual([{ titulo: 'Olá, Diana Dealer', texto: '<p>Diana Dealer, veja o recall</p>' }]);
    expect(await recebidas(DEMO_USERS.montadora, g.id)).toEqual([{ titulo: 'Olá, Marina Montadora', texto: '<p>Marina Montadora, veja o recall</p>' }]);
  });

  it("refuses a private group of someone else as if it did not exist", async () => {
    const res = await salvar({ titulo: 't', texto: 'x', idsGrupos: [minhaEquipe] }, { token: tokens.admin });
    expect(failure(res).code).toBe('NOT_FOUND');
  });

  it('names every missing field at once, and saves nothing', async () => {
    const before = await countGenericas();
    const res = await salvar({ titulo: '', texto: '', idsGrupos: [] }, { idioma: 'EN' });
    expect(failure(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['titulo', 'texto', 'idsGrupos'] });
    expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.message)).toEqual([
      'The field title is required.',
      'The field text is required.',
      'The field user groups is required.',
    ]);
    expect(await countGenericas()).toBe(before);
  });

  it('scheduled: nothing until its time, then sent exactly once even by two senders at once', async () => {
    const when = new Date(Date.now() + 60 * 60 * 1000);
    const { salvarNotificacaoGenerica: g } = await ok(salvar({ titulo: `Agendada ${next++}`, texto: 'x', idsGrupos: [redeAurora], agendadaPara: when.toISOString() }));
    expect(g).toMatchObject({ status: 'AGENDADA', entregues: null, enviadaEm: null });
    expect(await recebidas(DEMO_USERS.dealer, g.id)).toEqual([]);
    await enviarAgendadas(t.database.db, new Date(when.getTime() - 1000));
    expect(await recebidas(DEMO_USERS.dealer, g.id)).toEqual([]);
    const later = new Date(when.getTime() + 1000);
    const runs = await Promise.all([enviarAgendadas(t.database.db, later), enviarAgendadas(t.database.db, later)]);
    expect(runs.reduce((s, r) => s + r.enviadas, 0)).toBeGreaterThanOrEqual(1);
    const lotes = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from lotes_notificacao where origem = 'GENERICA' and origem_id = ${Number(g.id)}`,
    );
    expect(lotes.rows[0]!.n).toBe(1);
    expect(await recebidas(DEMO_USERS.dealer, g.id)).toHaveLength(1);
    const sent = await ok(gql<{ notificacaoGenerica: Generica }>(t.app, `query($id: ID!) { notificacaoGenerica(id: $id) { ${GENERICA_FIELDS} } }`, { token: tokens.montadora, variables: { id: g.id } }));
    expect(sent.notificacaoGenerica.status).toBe('ENVIADA');
    // Sent: no change, no cancel.
    const change = await salvar({ id: g.id, titulo: 'Outra', texto: 'x', idsGrupos: [redeAurora], agendadaPara: new Date(Date.now() + 7200_000).toISOString() });
    expect(failure(change).code).toBe('CONFLICT');
    const cancel = await gql(t.app, CANCELAR, { token: tokens.montadora, variables: { id: g.id } });
    expect(failure(cancel).code).toBe('CONFLICT');
  });

  it('a cancelled one is never sent', async () => {
    const when = new Date(Date.now() + 60 * 60 * 1000);
    const { salvarNotificacaoGenerica: g } = await ok(salvar({ titulo: `Cancelada ${next++}`, texto: 'x', idsGrupos: [redeAurora], agendadaPara: when.toISOString() }));
    const { cancelarNotificacaoGenerica: c } = await ok(gql<{ cancelarNotificacaoGenerica: Generica }>(t.app, CANCELAR, { token: tokens.montadora, variables: { id: g.id } }));
    expect(c.status).toBe('CANCELADA');
    await enviarAgendadas(t.database.db, new Date(when.getTime() + 1000));
    expect(await recebidas(DEMO_USERS.dealer, g.id)).toEqual([]);
  });

  it('refuses a schedule in the past', async () => {
    const res = await salvar({ titulo: 't', texto: 'x', idsGrupos: [redeAurora], agendadaPara: new Date(Date.now() - 60_000).toISOString() }, { idioma: 'EN' });
    expect(failure(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['agendadaPara'], message: 'The schedule must be in the future.' });
  });

  it('previews the text for one recipient and counts the audience', async () => {
    const { salvarModeloNotificacao: m } = await ok(salvarModelo({ nome: `Prévia ${next++}`, titulo: 'Olá, {{nome}}', texto: 'x' }));
    const res = await ok(
      gql<{ previewNotificacaoGenerica: { titulo: string; texto: string; destinatarios: number } }>(t.app, PREVIEW, {
        token: tokens.montadora,
        variables: { n: { idModelo: m.id, idsGrupos: [minhaEquipe] } },
      }),
    );
    // Minha equipe: Marina and Carlos by hand; the sample is the first by name.
    expect(res.previewNotificacaoGenerica).toEqual({ titulo: 'Olá, Carlos Consulta', texto: 'x', destinatarios: 2 });
  });
});

describe('a dealer-group caller holding the feature', () => {
  it('previews with a sample among the people it may see, never someone of another dealer group', async () => {
    // Diana (DEALER_GRUPO) is given the feature as an administrator would; the trigger of
    // migration 0016 drops her cached user.
    await t.database.pool.query(
      `insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
       select u.id, f.id from usuarios u, funcionalidades f where u.email = $1 and f.chave = 'PORTAL_NOTIFICACOES_GENERICAS' on conflict do nothing`,
      [DEMO_USERS.dealer],
    );
    const n = { titulo: 'Olá, {{nome}} <{{email}}>', texto: 'x', idsGrupos: [redeAurora] };
    const preview = async (token: string) =>
      (await ok(gql<{ previewNotificacaoGenerica: { titulo: string; destinatarios: number } }>(t.app, PREVIEW, { token, variables: { n } })))
        .previewNotificacaoGenerica;
    const manufacturer = await preview(tokens.montadora);
    const dealer = await preview(tokens.dealer);
    // The same audience counted for both; the manufacturer's sample is the first by name of the
    // whole network, the dealer's the first of its own reach (here, Diana herself).
    expect(dealer.destinatarios).toBe(manufacturer.destinatarios);
    expect(manufacturer.titulo).not.toContain('Diana Dealer');
    expect(dealer.titulo).toBe(`Olá, Diana Dealer <${DEMO_USERS.dealer}>`);
    // A private group of the manufacturer stays out of the dealer's reach altogether.
    const res = await gql(t.app, PREVIEW, { token: tokens.dealer, variables: { n: { ...n, idsGrupos: [minhaEquipe] } } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.database.pool.query(
      `delete from usuario_funcionalidades where usuario_id = (select id from usuarios where email = $1)
          and funcionalidade_id = (select id from funcionalidades where chave = 'PORTAL_NOTIFICACOES_GENERICAS')`,
      [DEMO_USERS.dealer],
    );
  });
});

describe('audit of models and generic notifications', () => {
  const AUDITORIA = `query($id: ID!, $tipo: String!) { auditoria(id: $id, tipo: $tipo) { nome totalElements
    content { acao acaoDescricao alteracoes { campo antes depois } } } }`;
  type Page = { auditoria: { nome: string | null; totalElements: number; content: { acao: string; acaoDescricao: string; alteracoes: { campo: string; antes: string | null; depois: string | null }[] }[] } };

  it('keeps each change of a model, named, with the product by name and in the reader language', async () => {
    const nome = `Auditado ${next++}`;
    const { salvarModeloNotificacao: m } = await ok(salvarModelo({ nome, titulo: 'Antes', texto: 'x' }));
    const produto = (await t.database.db.execute<{ id: number }>(sql`select id from produtos where codigo = 'PECAS'`)).rows[0]!.id;
    await ok(salvarModelo({ id: m.id, nome, titulo: 'Depois', texto: 'x', idProduto: String(produto) }));
    const page = await inLanguage('EN', () => ok(gql<Page>(t.app, AUDITORIA, { token: tokens.montadora, variables: { id: m.id, tipo: 'modeloNotificacao' } })));
    expect(page.auditoria.nome).toBe(nome);
    expect(page.auditoria.totalElements).toBe(2);
    const [change] = page.auditoria.content;
    expect(change!.acaoDescricao).toBe('Changed');
    expect(change!.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: 'titulo', antes: 'Antes', depois: 'Depois' },
        { campo: 'produto', antes: null, depois: 'Peças' },
      ]),
    );
  });

  it('is read only with the feature that keeps the kind', async () => {
    const res = await gql(t.app, AUDITORIA, { token: tokens.dealer, variables: { id: '1', tipo: 'notificacaoGenerica' } });
    expect(failure(res).code).toBe('FORBIDDEN');
  });
});
