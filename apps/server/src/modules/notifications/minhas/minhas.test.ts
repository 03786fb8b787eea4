import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { NOTIFICACOES_CHANNEL, notificar } from '../notificar.service.js';
import { COUNT_NAO_LIDAS, inserirNotificacoes, MARCAR, NOTIFICACOES, NOTIFICACOES_MENU } from './testing.js';

/**
 * The signed-in user's own notifications through the API: a user reads, counts and marks only
 * their own, whatever ids they send. Each test signs in fresh users (no notification yet).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

interface Notificacao {
  id: string;
  titulo: string;
  texto: string;
  link: string | null;
  data: string;
  lida: boolean;
  recente: boolean;
  produto: { id: string; nome: string; baseUri: string } | null;
}

async function ok<T>(token: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(t.app, query, { token, variables });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}
const count = async (token: string) => (await ok<{ countNotificacoesNaoLidas: number }>(token, COUNT_NAO_LIDAS)).countNotificacoesNaoLidas;
const menu = async (token: string) => (await ok<{ notificacoesMenu: { recentes: Notificacao[]; antigas: Notificacao[] } }>(token, NOTIFICACOES_MENU)).notificacoesMenu;
const pagina = async (token: string, variables: Record<string, unknown> = {}) =>
  (await ok<{ notificacoes: { totalElements: number; content: Notificacao[] } }>(token, NOTIFICACOES, variables)).notificacoes;
const marcar = async (token: string, ids?: (string | number)[]) =>
  (await ok<{ marcarNotificacoesComoVisualizadas: number }>(token, MARCAR, ids ? { ids: ids.map(String) } : {})).marcarNotificacoesComoVisualizadas;

describe('own notifications: reading', () => {
  it('count, panel and list show the caller\'s own notifications only', async () => {
    const ana = await tokenFor(t.app, t.database, []);
    const bia = await tokenFor(t.app, t.database, []);
    await inserirNotificacoes(t.database, [ana.id, bia.id], { titulo: 'Para as duas' });
    await inserirNotificacoes(t.database, [bia.id], { titulo: 'Só da Bia' });
    expect(await count(ana.token)).toBe(1);
    expect(await count(bia.token)).toBe(2);
    const m = await menu(ana.token);
    expect([...m.recentes, ...m.antigas].map((n) => n.titulo)).toEqual(['Para as duas']);
    const p = await pagina(ana.token);
    expect(p).toMatchObject({ totalElements: 1, content: [{ titulo: 'Para as duas' }] });
  });

  it('the panel: the newest 20, recent (last 7 days) first group, older second, newest first in each', async () => {
    const u = await tokenFor(t.app, t.database, []);
    for (const dias of [30, 8, 6, 0]) await inserirNotificacoes(t.database, [u.id], { titulo: `${dias} dias`, diasAtras: dias });
    let m = await menu(u.token);
    expect(m.recentes.map((n) => [n.titulo, n.recente])).toEqual([['0 dias', true], ['6 dias', true]]);
    expect(m.antigas.map((n) => [n.titulo, n.recente])).toEqual([['8 dias', false], ['30 dias', false]]);
    for (let i = 0; i < 20; i++) await inserirNotificacoes(t.database, [u.id], { titulo: `nova ${i}` });
    m = await menu(u.token);
    expect(m.recentes).toHaveLength(20);
    expect(m.antigas).toEqual([]);
    expect(m.recentes[0]!.titulo).toBe('nova 19');
  });

  it("a notification as its reader sees it: the lote's product (id, name, base address), link, ISO date, read flag; a personalised row's own title and text", async () => {
    const u = await tokenFor(t.app, t.database, []);
    const produto = (await t.database.pool.query<{ id: number; nome: string; base_uri: string }>(`select id, nome, base_uri from produtos order by id limit 1`)).rows[0]!;
    await inserirNotificacoes(t.database, [u.id], { titulo: 'Com produto', texto: '<p>t</p>', produtoId: produto.id, link: '/biblioteca' });
    await notificar(t.database.db, { origem: 'GENERICA', titulo: 'Oi {{nome}}', texto: '<p>{{email}}</p>', personalizar: true }, { usuarioIds: [u.id] });
    const [personalizada, comProduto] = (await pagina(u.token)).content;
    const email = (await t.database.pool.query<{ email: string }>('select email::text from usuarios where id = $1', [u.id])).rows[0]!.email;
    expect(personalizada).toMatchObject({ titulo: expect.stringMatching(/^Oi Pessoa \d+$/), texto: `<p>${email}</p>`, produto: null, link: null, lida: false, recente: true });
    expect(comProduto).toMatchObject({
      titulo: 'Com produto',
      texto: '<p>t</p>',
      link: '/biblioteca',
      produto: { id: String(produto.id), nome: produto.nome, baseUri: produto.base_uri },
    });
    expect(new Date(comProduto!.data).toISOString()).toBe(comProduto!.data);
    expect(Date.now() - Date.parse(comProduto!.data)).toBeLessThan(60_000);
  });

  it('the list: pages newest first, all / read / unread with their totals', async () => {
    const u = await tokenFor(t.app, t.database, []);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(...(await inserirNotificacoes(t.database, [u.id], { titulo: `n${i}` })).ids);
    await marcar(u.token, [ids[0]!, ids[1]!]);
    const todas = await pagina(u.token, { page: 1, rowsPerPage: 2 });
    expect(todas.totalElements).toBe(5);
    expect(todas.content.map((n) => n.titulo)).toEqual(['n2', 'n1']);
    const lidas = await pagina(u.token, { leitura: 'LIDAS' });
    expect([lidas.totalElements, lidas.content.map((n) => [n.titulo, n.lida])]).toEqual([2, [['n1', true], ['n0', true]]]);
    const naoLidas = await pagina(u.token, { leitura: 'NAO_LIDAS', rowsPerPage: 10 });
    expect([naoLidas.totalElements, naoLidas.content.map((n) => n.titulo)]).toEqual([3, ['n4', 'n3', 'n2']]);
    const bad = await gql(t.app, NOTIFICACOES, { token: u.token, variables: { rowsPerPage: 500 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('own notifications: marking read', () => {
  it("another user's notification, tried by its id, stays unread; the answer is the caller's own count", async () => {
    const ana = await tokenFor(t.app, t.database, []);
    const bia = await tokenFor(t.app, t.database, []);
    const { ids: [daBia] } = await inserirNotificacoes(t.database, [bia.id]);
    await inserirNotificacoes(t.database, [ana.id]);
    expect(await marcar(ana.token, [daBia!])).toBe(1);
    expect(await count(bia.token)).toBe(1);
    const lida = await t.database.pool.query('select lida_em from notificacoes where id = $1', [daBia]);
    expect(lida.rows[0].lida_em).toBeNull();
    // "All" is the caller's all.
    expect(await marcar(ana.token)).toBe(0);
    expect(await count(bia.token)).toBe(1);
  });

  it('given ids, or all; an id that is not one is BAD_USER_INPUT', async () => {
    const u = await tokenFor(t.app, t.database, []);
    const { ids } = await inserirNotificacoes(t.database, [u.id]);
    await inserirNotificacoes(t.database, [u.id]);
    await inserirNotificacoes(t.database, [u.id]);
    expect(await marcar(u.token, [ids[0]!])).toBe(2);
    expect(await marcar(u.token, [ids[0]!])).toBe(2);
    expect(await marcar(u.token, [])).toBe(2);
    expect(await marcar(u.token)).toBe(0);
    const bad = await gql(t.app, MARCAR, { token: u.token, variables: { ids: ['1; drop table notificacoes'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('NOTIFY portal_notificacoes {"usuario":id} after a mark that changed something (the other tabs update), on commit', async () => {
    const u = await tokenFor(t.app, t.database, []);
    await inserirNotificacoes(t.database, [u.id]);
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (msg) => {
      if (msg.channel === NOTIFICACOES_CHANNEL) heard.push(msg.payload ?? '');
    });
    await listener.query(`listen ${NOTIFICACOES_CHANNEL}`);
    const settle = () => new Promise((r) => setTimeout(r, 150));
    try {
      await marcar(u.token);
      await settle();
      expect(heard).toEqual([JSON.stringify({ usuario: u.id })]);
      // Nothing left to mark: nothing to tell.
      await marcar(u.token);
      await settle();
      expect(heard).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});
