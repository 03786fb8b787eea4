import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { openTestDatabase } from '../../../test/harness.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { audienciaComunicado, audienciaDoComunicadoSql, contarAudiencia } from './audiencia.js';
import { entregarAgendados, entregarComunicado } from './entregar.service.js';
import { emailsDo, entregues, novoComunicado, novoGrupo, novoUsuario } from './testing.js';

// A notice's delivery through the service (the send mutations call it): the audience resolved
// once, all or nothing, yearly numbers, errata, and the scheduler's exactly once.

let t: TestApp;
let criador: number;

beforeAll(async () => {
  t = await buildTestApp();
  criador = (await novoUsuario(t.database)).id;
});
afterAll(() => t?.close());

const entregar = (id: number, now = new Date()) => t.database.db.transaction((tx) => entregarComunicado(tx, id, now));

async function comunicado(id: number) {
  const res = await t.database.db.execute<{ status: string; ano: number | null; numero: number | null; destinatarios: number; envio: string | null }>(
    sql`select status, ano, numero, destinatarios, envio_data_hora::text as envio from comunicados where id = ${id}`,
  );
  return res.rows[0]!;
}

async function lotes(id: number) {
  const res = await t.database.db.execute<{ id: number; link: string; destinatarios: number; recebidos: number }>(sql`
    select l.id, l.link, l.destinatarios, (select count(*)::int from notificacoes n where n.lote_id = l.id) as recebidos
      from lotes_notificacao l where l.origem = 'COMUNICADO' and l.origem_id = ${id}`);
  return res.rows;
}

describe('the audience, resolved once at delivery', () => {
  it('groups minus the excluded and the inactive, plus the active portal users among the addresses, each once', async () => {
    const db = t.database;
    const [membro, saiu, inativo, excluido, portal, portalInativo] = await Promise.all([
      novoUsuario(db),
      novoUsuario(db),
      novoUsuario(db, { active: false }),
      novoUsuario(db),
      novoUsuario(db),
      novoUsuario(db, { active: false }),
    ]);
    const grupo = await novoGrupo(db, criador, [membro.id, saiu.id, inativo.id, excluido.id]);
    const id = await novoComunicado(db, {
      criadorId: criador,
      grupos: [grupo],
      removidos: [excluido.id],
      // A member's own address (no second delivery), a portal user outside the groups, an
      // inactive user's address (e-mail only) and an address of nobody in the portal.
      emails: [membro.email.toUpperCase(), portal.email, portalInativo.email, 'fora.do.portal@externo.test'],
    });
    const form = { grupoIds: [grupo], removidoIds: [excluido.id], emails: [membro.email, portal.email, portalInativo.email, 'fora.do.portal@externo.test'] };
    expect(await audienciaComunicado(db.db, form)).toEqual({ usuarios: 3, emails: 4 });

    // Leaves the group before the notice is sent: receives nothing.
    await db.db.execute(sql`delete from grupo_usuarios_usuarios where grupo_usuarios_id = ${grupo} and usuario_id = ${saiu.id}`);
    expect(await contarAudiencia(db.db, await audienciaDoComunicadoSql(db.db, id))).toBe(2);

    const now = new Date();
    expect(await entregar(id, now)).toEqual({ destinatarios: 2, emails: 4 });
    expect(await entregues(db, id)).toEqual([membro.id, portal.id].sort((a, b) => a - b));
    expect(await comunicado(id)).toMatchObject({ status: 'ENVIADO', destinatarios: 2, ano: Number(now.toISOString().slice(0, 4)) });
    // Every address gets its e-mail, whoever it belongs to; portal users without an address get none.
    expect((await emailsDo(db, id)).map((e) => e.status)).toEqual(['NA_FILA', 'NA_FILA', 'NA_FILA', 'NA_FILA']);
    // One notification to exactly the delivered people, opening the receive view.
    expect(await lotes(id)).toEqual([expect.objectContaining({ link: `/comunicados/visualizarEnvio/${id}`, destinatarios: 2, recebidos: 2 })]);

    // Inactivated after the delivery: what was delivered stays.
    await db.db.execute(sql`update usuarios set active = false where id = ${portal.id}`);
    expect(await entregues(db, id)).toHaveLength(2);
    // Delivered once: a second delivery is refused and changes nothing.
    await expect(entregar(id)).rejects.toMatchObject({ code: 'CONFLICT', key: 'error.comunicado.jaEnviado' });
    expect(await lotes(id)).toHaveLength(1);
  });

  it('an errata reaches the active people of its original, unread and unacknowledged again', async () => {
    const db = t.database;
    const [a, b, c, novo] = await Promise.all([novoUsuario(db), novoUsuario(db), novoUsuario(db), novoUsuario(db)]);
    const grupo = await novoGrupo(db, criador, [a.id, b.id, c.id]);
    const original = await novoComunicado(db, { criadorId: criador, grupos: [grupo] });
    await entregar(original);
    await db.db.execute(sql`update comunicado_envios set lido_em = now(), ciente_em = now() where comunicado_id = ${original} and usuario_id in (${a.id}, ${b.id})`);
    // Since the original: c inactivated, a new member joined the group (the errata is for the original's people).
    await db.db.execute(sql`update usuarios set active = false where id = ${c.id}`);
    await db.db.execute(sql`insert into grupo_usuarios_usuarios (grupo_usuarios_id, usuario_id) values (${grupo}, ${novo.id})`);

    const errata = await novoComunicado(db, { criadorId: criador, idParent: original, grupos: [grupo] });
    expect(await entregar(errata)).toEqual({ destinatarios: 2, emails: 0 });
    expect(await entregues(db, errata)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const reset = await db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from comunicado_envios where comunicado_id = ${original} and (lido_em is not null or ciente_em is not null)`,
    );
    expect(reset.rows[0]!.n).toBe(0);
    const [o, e] = [await comunicado(original), await comunicado(errata)];
    expect(e.ano).toBe(o.ano);
    expect(e.numero).toBe(o.numero! + 1);
  });
});

describe('all or nothing', () => {
  it('a failure in the middle of a delivery leaves no delivery, no number, no notification, no queued e-mail', async () => {
    const db = t.database;
    const u = await novoUsuario(db);
    const id = await novoComunicado(db, { criadorId: criador, grupos: [await novoGrupo(db, criador, [u.id])], emails: ['alguem@externo.test'] });
    const numeracao = async () =>
      (await db.db.execute<{ ultimo: number }>(sql`select coalesce(max(ultimo), 0)::int as ultimo from comunicado_numeracao`)).rows[0]!.ultimo;
    const antes = await numeracao();
    // The notification's lote fails after the number and the deliveries are written.
    await db.pool.query(`create function falha_lote() returns trigger language plpgsql as $$ begin raise exception 'lote recusado'; end $$`);
    await db.pool.query(`create trigger falha_lote before insert on lotes_notificacao for each row execute function falha_lote()`);
    try {
      await expect(entregar(id)).rejects.toThrow(/lote recusado|Failed query/);
    } finally {
      await db.pool.query(`drop trigger falha_lote on lotes_notificacao; drop function falha_lote()`);
    }
    expect(await entregues(db, id)).toEqual([]);
    expect(await comunicado(id)).toMatchObject({ status: 'RASCUNHO', ano: null, numero: null, destinatarios: 0, envio: null });
    expect(await numeracao()).toBe(antes);
    expect(await lotes(id)).toEqual([]);
    expect((await emailsDo(db, id)).map((e) => e.status)).toEqual(['PENDENTE']);
    // And then it goes through.
    expect(await entregar(id)).toEqual({ destinatarios: 1, emails: 1 });
  });
});

describe('numbers', () => {
  it('follow each other within a year under concurrent deliveries, and start again at 1 in a new year', async () => {
    const db = t.database;
    const u = await novoUsuario(db);
    const grupo = await novoGrupo(db, criador, [u.id]);
    const ids = await Promise.all(Array.from({ length: 8 }, () => novoComunicado(db, { criadorId: criador, grupos: [grupo] })));
    // 2030 in São Paulo: a year no other test delivers in.
    const now = new Date('2030-06-01T12:00:00Z');
    await Promise.all(ids.map((id) => entregar(id, now)));
    const numeros = await Promise.all(ids.map(async (id) => (await comunicado(id)).numero!));
    expect(numeros.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // New Year's Eve 23:30 in São Paulo is already 2031 in UTC: the portal's year counts.
    const reveillon = await novoComunicado(db, { criadorId: criador, grupos: [grupo] });
    await entregar(reveillon, new Date('2031-01-01T02:30:00Z'));
    expect(await comunicado(reveillon)).toMatchObject({ ano: 2030, numero: 9 });
    const novoAno = await novoComunicado(db, { criadorId: criador, grupos: [grupo] });
    await entregar(novoAno, new Date('2031-01-01T03:30:00Z'));
    expect(await comunicado(novoAno)).toMatchObject({ ano: 2031, numero: 1 });
  });
});

describe('scheduled notices', () => {
  it('are delivered at their time exactly once, with two instances sweeping at the same moment', async () => {
    const db = t.database;
    const u = await novoUsuario(db);
    const when = new Date(Date.now() + 60 * 60 * 1000);
    const grupo = await novoGrupo(db, criador, [u.id]);
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => novoComunicado(db, { criadorId: criador, grupos: [grupo], status: 'AGENDADO', dataHoraAgendamento: when })),
    );
    await entregarAgendados(db.db, new Date(when.getTime() - 1000));
    expect(await entregues(db, ids[0]!)).toEqual([]);

    // A second instance: its own pool on the same database.
    const outra = openTestDatabase(db.url, 3);
    try {
      const later = new Date(when.getTime() + 1000);
      const runs = await Promise.all([entregarAgendados(db.db, later), entregarAgendados(outra.db, later), entregarAgendados(db.db, later)]);
      expect(runs.reduce((s, r) => s + r.entregues, 0)).toBe(4);
      expect(runs.every((r) => r.falhas === 0)).toBe(true);
    } finally {
      await outra.close();
    }
    for (const id of ids) {
      expect(await entregues(db, id)).toEqual([u.id]);
      expect(await lotes(id)).toHaveLength(1);
      expect((await comunicado(id)).status).toBe('ENVIADO');
    }
  });

  it('an instance that dies holding the claim delivers nothing, and the next sweep delivers it once', async () => {
    const db = t.database;
    const u = await novoUsuario(db);
    const when = new Date(Date.now() - 60_000);
    const id = await novoComunicado(db, { criadorId: criador, grupos: [await novoGrupo(db, criador, [u.id])], status: 'AGENDADO', dataHoraAgendamento: when });

    // The dying instance: claims the notice as the job does, starts writing, then its connection goes.
    const morta = new pg.Client({ connectionString: db.url });
    morta.on('error', () => undefined);
    await morta.connect();
    await morta.query('begin');
    await morta.query(`select id from comunicados where id = $1 for update skip locked`, [id]);
    await morta.query(`insert into comunicado_envios (comunicado_id, usuario_id) values ($1, $2)`, [id, u.id]);
    const pid = (await morta.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

    // While it holds the claim, another instance leaves the notice alone.
    expect((await entregarAgendados(db.db, new Date())).entregues).toBe(0);
    await db.pool.query('select pg_terminate_backend($1)', [pid]);
    await morta.end().catch(() => undefined);

    const run = await entregarAgendados(db.db, new Date());
    expect(run.entregues).toBe(1);
    expect(await entregues(db, id)).toEqual([u.id]);
    expect(await lotes(id)).toHaveLength(1);
    expect((await entregarAgendados(db.db, new Date())).entregues).toBe(0);
  });

  it('one that cannot be delivered is left for the next run and the others go on', async () => {
    const db = t.database;
    const u = await novoUsuario(db);
    const grupo = await novoGrupo(db, criador, [u.id]);
    const when = new Date(Date.now() - 30_000);
    // Already numbered by hand (bad data): its delivery is refused; the next one is delivered.
    const ruim = await novoComunicado(db, { criadorId: criador, grupos: [grupo], status: 'AGENDADO', dataHoraAgendamento: new Date(when.getTime() - 1000) });
    await db.db.execute(sql`update comunicados set ano = 1999, numero = ${ruim} where id = ${ruim}`);
    const bom = await novoComunicado(db, { criadorId: criador, grupos: [grupo], status: 'AGENDADO', dataHoraAgendamento: when });
    const errors: number[] = [];
    const run = await entregarAgendados(db.db, new Date(), (cid, err) => {
      expect(err).toBeInstanceOf(AppError);
      errors.push(cid);
    });
    expect(run).toMatchObject({ entregues: 1, falhas: 1 });
    expect(errors).toEqual([ruim]);
    expect(await entregues(db, bom)).toEqual([u.id]);
    expect((await comunicado(ruim)).status).toBe('AGENDADO');
  });
});
