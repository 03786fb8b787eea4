import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { demoCnpj } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { usuariosDosGrupos } from '../user-groups/audience.service.js';
import { insertUser, saveOk } from '../user-groups/testing.js';
import { filledSql, NOTIFICACOES_CHANNEL, notificar } from './notificar.service.js';

/**
 * The fan-out (notificar) on a small network of its own: a fresh brand, an active and an inactive
 * dealer, and users in and out of a user group's audience.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
const id: Record<string, number> = {};
const u: Record<string, number> = {};
let grupo: number;

const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query<{ id: number }>(text, params)).rows[0]?.id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  id.marca = (await q(`insert into marcas (nome) values ('Marca <Fan-out>') returning id`))!;
  id.d1 = (await q(`insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal) values ('Fan 1', 'Dealer "Um" & Cia', $1, 'FAN1') returning id`, [demoCnpj(951)]))!;
  id.d2 = (await q(`insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, active) values ('Fan 2', 'Fan 2', $1, 'FAN2', false) returning id`, [demoCnpj(952)]))!;
  const person = async (key: string, tipo: string, links: { marca?: boolean; dealers?: number[]; active?: boolean; nome?: string } = {}) => {
    u[key] = await insertUser(t.database, { tipo, active: links.active ?? true, nome: links.nome ?? `Fan ${key}`, email: `fan-${key}@notif.test` });
    if (links.marca) await t.database.pool.query(`insert into usuario_marcas values ($1, $2)`, [u[key], id.marca]);
    for (const d of links.dealers ?? []) await t.database.pool.query(`insert into usuario_dealers values ($1, $2)`, [u[key], d]);
  };
  await person('montadora', 'MONTADORA', { marca: true, nome: `<img src=x onerror=alert(1)> O'Brien & "Filhos"` });
  await person('dealer', 'DEALER_GRUPO', { marca: true, dealers: [id.d1] });
  await person('dealerInativo', 'DEALER_GRUPO', { marca: true, dealers: [id.d2] }); // every dealer inactive
  await person('inativo', 'MONTADORA', { marca: true, active: false });
  await person('fora', 'MONTADORA');
  const g = await saveOk(t.app, tokens.admin, {
    nome: 'Fan-out',
    publico: true,
    possuiPerfil: true,
    marcas: [String(id.marca)],
    tiposUsuarios: ['MONTADORA', 'DEALER_GRUPO'],
    todosDealers: true,
  });
  grupo = Number(g.id);
});
afterAll(() => t?.close());

const rowsOf = async (loteId: number) =>
  (
    await t.database.pool.query<{ usuario_id: number; titulo: string | null; texto: string | null }>(
      'select usuario_id, titulo, texto from notificacoes where lote_id = $1 order by usuario_id',
      [loteId],
    )
  ).rows;
const keysOf = (ids: number[]) => ids.map((i) => Object.entries(u).find(([, v]) => v === i)?.[0] ?? `other:${i}`).sort();
const base = { origem: 'GENERICA' as const, titulo: 'Aviso', texto: '<p>Olá</p>' };

describe('notificar: who receives it', () => {
  it("a user group's audience: its members, by user-groups' rule (inactive users and users whose every dealer is inactive are out)", async () => {
    const { loteId, destinatarios } = await notificar(t.database.db, base, { gruposUsuarios: [grupo] });
    const rows = await rowsOf(loteId);
    expect(keysOf(rows.map((r) => r.usuario_id))).toEqual(['dealer', 'montadora']);
    expect(destinatarios).toBe(2);
    // The same set the group's recipients preview shows.
    const audience = await usuariosDosGrupos(t.database.db, { grupoIds: [grupo] }, { page: { limit: 100, offset: 0 } });
    expect(audience.content.map((p) => p.id).sort()).toEqual(rows.map((r) => r.usuario_id).sort());
    const lote = await t.database.pool.query('select destinatarios, titulo, texto from lotes_notificacao where id = $1', [loteId]);
    expect(lote.rows[0]).toEqual({ destinatarios: 2, titulo: 'Aviso', texto: '<p>Olá</p>' });
    // Not personalised: the rows carry only (lote, usuario).
    expect(rows.every((r) => r.titulo === null && r.texto === null)).toBe(true);
  });

  it('given users: each once, the active ones only', async () => {
    const { loteId, destinatarios } = await notificar(t.database.db, base, { usuarioIds: [u.fora!, u.fora!, u.inativo!, u.dealer!] });
    expect(keysOf((await rowsOf(loteId)).map((r) => r.usuario_id))).toEqual(['dealer', 'fora']);
    expect(destinatarios).toBe(2);
  });

  it('the text is sanitized and the link checked before anything is written', async () => {
    const { loteId } = await notificar(t.database.db, { ...base, texto: '<p onclick="x()">Oi<script>alert(1)</script></p>', link: '/biblioteca' }, { usuarioIds: [u.fora!] });
    const lote = await t.database.pool.query('select texto, link from lotes_notificacao where id = $1', [loteId]);
    expect(lote.rows[0]).toEqual({ texto: '<p>Oi</p>', link: '/biblioteca' });
    const before = await q('select count(*)::int as id from lotes_notificacao');
    await expect(notificar(t.database.db, { ...base, link: 'javascript:alert(1)' }, { usuarioIds: [u.fora!] })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'link', key: 'error.notificacao.linkNaoPermitido' }],
    });
    expect(await q('select count(*)::int as id from lotes_notificacao')).toBe(before);
  });
});

describe('notificar: placeholders filled per recipient', () => {
  it("each recipient's name, e-mail, brand, dealer, the product and the link: HTML-escaped in the text, as written in the title", async () => {
    const produto = (await t.database.pool.query<{ id: number; nome: string }>(`select id, nome from produtos where codigo = 'PORTAL'`)).rows[0]!;
    const { loteId } = await notificar(
      t.database.db,
      {
        origem: 'GENERICA',
        titulo: 'Olá, {{ nome }} ({{marca}})',
        texto: '<p>{{nome}} &lt;{{email}}&gt; de {{dealer}}: {{produto}} <a href="{{link}}">abrir</a> {{desconhecido}}</p>',
        produtoId: produto.id,
        link: '/notificacoes?a=1&b=2',
        personalizar: true,
      },
      { usuarioIds: [u.montadora!, u.dealer!] },
    );
    const rows = await rowsOf(loteId);
    const montadora = rows.find((r) => r.usuario_id === u.montadora)!;
    expect(montadora.titulo).toBe(`Olá, <img src=x onerror=alert(1)> O'Brien & "Filhos" (Marca <Fan-out>)`);
    expect(montadora.texto).toBe(
      `<p>&lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; &quot;Filhos&quot; &lt;fan-montadora@notif.test&gt; de : ${produto.nome} ` +
        `<a href="/notificacoes?a=1&amp;b=2">abrir</a> {{desconhecido}}</p>`,
    );
    const dealer = rows.find((r) => r.usuario_id === u.dealer)!;
    expect(dealer.texto).toContain('de Dealer &quot;Um&quot; &amp; Cia:');
    expect(dealer.titulo).toBe('Olá, Fan dealer (Marca <Fan-out>)');
  });

  it("filledSql for a few rows (a preview's sample) reads brands and dealers per row, as the fan-out fills them", async () => {
    const template = '<p>{{nome}}: {{marca}} / {{dealer}}</p>';
    const { loteId } = await notificar(t.database.db, { ...base, texto: template, personalizar: true }, { usuarioIds: [u.dealer!] });
    const filled = await t.database.db.execute(sql`select ${filledSql(template, true, { produto: '', link: '' })} as texto from usuarios u where u.id = ${u.dealer!}`);
    expect(filled.rows[0]!.texto).toBe((await rowsOf(loteId))[0]!.texto);
    expect(filled.rows[0]!.texto).toBe('<p>Fan dealer: Marca &lt;Fan-out&gt; / Dealer &quot;Um&quot; &amp; Cia</p>');
  });

  it('a value that reads like a placeholder is not filled again', async () => {
    const fulano = await insertUser(t.database, { nome: '{{email}}', email: 'fulano@notif.test' });
    const { loteId } = await notificar(t.database.db, { ...base, titulo: '{{nome}}', texto: '<p>{{nome}}</p>', personalizar: true }, { usuarioIds: [fulano] });
    expect(await rowsOf(loteId)).toEqual([{ usuario_id: fulano, titulo: '{{email}}', texto: '<p>{{email}}</p>' }]);
  });
});

describe('notificar: all or nothing, announced on commit', () => {
  it("a failure mid-way in the caller's transaction leaves no lote and no rows", async () => {
    const count = async () => (await t.database.pool.query<{ l: number; n: number }>(
      'select (select count(*)::int from lotes_notificacao) as l, (select count(*)::int from notificacoes) as n')).rows[0];
    const before = await count();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notificar(tx, base, { gruposUsuarios: [grupo] });
        throw new Error('the caller fails after the fan-out');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await count()).toEqual(before);
    // Its own transaction (no caller's): the recipients' rows are refused after the lote was
    // written (a trigger refusing one user's row), and neither stays.
    const recusado = await insertUser(t.database, { nome: 'Recusado', email: 'recusado@notif.test' });
    await t.database.pool.query(`create function falha() returns trigger language plpgsql as $$
      begin if new.usuario_id = ${recusado} then raise exception 'row refused'; end if; return new; end $$`);
    await t.database.pool.query('create trigger falha before insert on notificacoes for each row execute function falha()');
    try {
      await expect(notificar(t.database.db, base, { usuarioIds: [u.fora!, recusado] })).rejects.toThrow();
    } finally {
      await t.database.pool.query('drop trigger falha on notificacoes; drop function falha()');
    }
    expect(await count()).toEqual(before);
  });

  it('NOTIFY portal_notificacoes {"lote":id} reaches a listener when the transaction commits, never before or on rollback', async () => {
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (msg) => {
      if (msg.channel === NOTIFICACOES_CHANNEL) heard.push(msg.payload ?? '');
    });
    await listener.query(`listen ${NOTIFICACOES_CHANNEL}`);
    const settle = () => new Promise((r) => setTimeout(r, 150));
    try {
      let loteId = 0;
      let heardBeforeCommit: string[] = [];
      await t.database.db.transaction(async (tx) => {
        loteId = (await notificar(tx, base, { usuarioIds: [u.fora!] })).loteId;
        await settle();
        heardBeforeCommit = [...heard];
      });
      expect(heardBeforeCommit).toEqual([]);
      await settle();
      expect(heard).toEqual([JSON.stringify({ lote: loteId })]);

      heard.length = 0;
      await t.database.db
        .transaction(async (tx) => {
          await notificar(tx, base, { usuarioIds: [u.fora!] });
          tx.rollback();
        })
        .catch(() => undefined);
      await settle();
      expect(heard).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  it('a title or text left empty (the text after sanitizing) is refused naming the field', async () => {
    await expect(notificar(t.database.db, { ...base, titulo: '  ' }, { usuarioIds: [u.fora!] })).rejects.toBeInstanceOf(AppError);
    await expect(notificar(t.database.db, { ...base, texto: '<script>x</script>' }, { usuarioIds: [u.fora!] })).rejects.toMatchObject({
      fields: [{ field: 'texto', key: 'error.required' }],
    });
  });
});
