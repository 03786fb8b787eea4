import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createMailer } from '../../../platform/mail/index.js';
import { buildTestApp, createTestDatabase, type TestApp } from '../../../test/harness.js';
import { EMAIL_MAX_TENTATIVAS, enviarEmailComunicado } from './email.job.js';
import { entregarAgendados, entregarComunicado } from './entregar.service.js';
import { COMUNICADO_EMAIL_QUEUE } from './fila-email.js';
import { emailsDo, novoComunicado, novoUsuario } from './testing.js';

// The single addresses' e-mails: one pg-boss job per address written with the delivery, sent by
// the queue through the mailer to a real SMTP peer; statuses NA_FILA → ENVIADO | FALHOU (motivo).

interface Recebido {
  to: string[];
  raw: string;
}

/** The message as written: quoted-printable soft breaks and escapes undone (headers and both parts). */
const legivel = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/**
 * An SMTP peer that refuses some recipients: `recusado@` permanently (550), `temporario@`
 * for now (451), and keeps every message it accepts.
 */
async function smtpPeer() {
  const received: Recebido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('recusado@')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else if (address.address.startsWith('temporario@')) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: legivel(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until<T>(check: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let peer: Awaited<ReturnType<typeof smtpPeer>>;
beforeAll(async () => {
  peer = await smtpPeer();
});
afterAll(() => peer?.close());

describe('through the queue of a running instance', () => {
  let t: TestApp;
  let criador: number;
  beforeAll(async () => {
    t = await buildTestApp({ SMTP_URL: peer.url }, { jobs: true });
    criador = (await novoUsuario(t.database)).id;
  }, 60_000);
  afterAll(() => t?.close());

  const jobsDaFila = async () =>
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${COMUNICADO_EMAIL_QUEUE}`)).rows[0]!.n;

  it('sends each address once, in its reader language when it is a portal user; a refused address ends FALHOU with the reason', async () => {
    const db = t.database;
    const ingles = await novoUsuario(db);
    await db.db.execute(sql`update usuarios set idioma = 'EN' where id = ${ingles.id}`);
    const dep = await db.db.execute<{ id: number }>(sql`insert into departamentos (nome, sigla, assinatura) values ('Pós-venda e-mail', 'PV', 'Equipe de Pós-venda') returning id`);
    const arquivo = await db.db.execute<{ id: string }>(sql`
      insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, anexado_em)
      values ('tabela-precos.pdf', 1000, 'application/pdf', ${`chave-email-${Date.now()}`}, 'COMUNICADO', ${criador}, now()) returning id`);
    const id = await novoComunicado(db, {
      criadorId: criador,
      titulo: 'Novos preços',
      mensagem: '<p>Tabela <b>nova</b> a partir de segunda.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      departamentoId: dep.rows[0]!.id,
      emails: ['ok@externo.test', 'recusado@externo.test', ingles.email],
    });
    await db.db.execute(sql`insert into comunicado_arquivos (comunicado_id, arquivo_id) values (${id}, ${arquivo.rows[0]!.id})`);

    const antes = await jobsDaFila();
    const entrega = await db.db.transaction((tx) => entregarComunicado(tx, id, new Date()));
    expect(entrega.emails).toBe(3);
    expect(await jobsDaFila()).toBe(antes + 3);

    const final = await until(async () => {
      const rows = await emailsDo(db, id);
      return rows.every((r) => r.status !== 'NA_FILA') && rows;
    });
    expect(final).toEqual([
      { email: 'ok@externo.test', status: 'ENVIADO', motivo: null, tentativas: 1 },
      expect.objectContaining({ email: 'recusado@externo.test', status: 'FALHOU', tentativas: 1, motivo: expect.stringContaining('550') }),
      { email: ingles.email, status: 'ENVIADO', motivo: null, tentativas: 1 },
    ].sort((a, b) => String(a.email).localeCompare(String(b.email))));
    const enviado = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from comunicado_emails_avulsos where comunicado_id = ${id} and enviado_em is not null`);
    expect(enviado.rows[0]!.n).toBe(2);

    const [numero] = (await db.db.execute<{ n: string }>(sql`select numero || '/' || ano as n from comunicados where id = ${id}`)).rows.map((r) => r.n);
    const ok = peer.received.filter((m) => m.to.includes('ok@externo.test'));
    expect(ok).toHaveLength(1);
    const mail = ok[0]!.raw;
    expect(mail).toContain(`Comunicado ${numero}: Novos preços`);
    expect(mail).toContain('Tabela <b>nova</b> a partir de segunda.');
    expect(mail).toContain('Equipe de Pós-venda');
    expect(mail).toContain('tabela-precos.pdf');
    expect(mail).toContain(`http://localhost:8080/comunicados/visualizarEnvio/${id}`);
    // Sanitized again on render: nothing of the stored markup runs.
    expect(mail).not.toMatch(/<script|onerror|alert\(/);
    const en = peer.received.find((m) => m.to.includes(ingles.email))!.raw;
    expect(en).toContain(`Notice ${numero}: Novos preços`);
    expect(en).toContain('Read it in the portal');
  }, 40_000);

  it('an address left queued without its job (delivered where pg-boss had not run yet) gets one from the scheduler', async () => {
    const db = t.database;
    const id = await novoComunicado(db, { criadorId: criador, emails: ['orfao@externo.test'] });
    await db.db.execute(sql`update comunicado_emails_avulsos set status = 'NA_FILA' where comunicado_id = ${id}`);
    const run = await entregarAgendados(db.db, new Date());
    expect(run.emailsRecolocados).toBe(1);
    // Its job exists now: the next sweep leaves it alone.
    expect((await entregarAgendados(db.db, new Date())).emailsRecolocados).toBe(0);
    await until(async () => (await emailsDo(db, id))[0]!.status === 'ENVIADO');
    expect(peer.received.filter((m) => m.to.includes('orfao@externo.test'))).toHaveLength(1);
  }, 30_000);

  it('queues nothing when the delivery rolls back', async () => {
    const db = t.database;
    const id = await novoComunicado(db, { criadorId: criador, emails: ['desfeito@externo.test'] });
    const antes = await jobsDaFila();
    await expect(
      db.db.transaction(async (tx) => {
        await entregarComunicado(tx, id, new Date());
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await jobsDaFila()).toBe(antes);
    expect(await emailsDo(db, id)).toEqual([{ email: 'desfeito@externo.test', status: 'PENDENTE', motivo: null, tentativas: 0 }]);
  });
});

describe('one attempt at a time', () => {
  it('a temporary refusal is retried while attempts last, then FALHOU with the last reason', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', SMTP_URL: peer.url });
      const log = pino({ level: 'silent' });
      const mailer = createMailer({ config, database, log });
      const criador = (await novoUsuario(database)).id;
      const id = await novoComunicado(database, { criadorId: criador, emails: ['temporario@externo.test'] });
      // No pg-boss on this database: the row is queued, its job comes with a runner.
      expect(await database.db.transaction((tx) => entregarComunicado(tx, id, new Date()))).toEqual({ destinatarios: 0, emails: 1 });
      const [row] = (await database.db.execute<{ id: number }>(sql`select id from comunicado_emails_avulsos where comunicado_id = ${id}`)).rows;
      const tentar = () => enviarEmailComunicado({ database, log }, mailer, config.publicUrl, { id: row!.id });

      for (let i = 1; i < EMAIL_MAX_TENTATIVAS; i++) {
        await expect(tentar()).rejects.toThrow(/retried later/);
        expect(await emailsDo(database, id)).toEqual([expect.objectContaining({ status: 'NA_FILA', tentativas: i, motivo: expect.stringContaining('451') })]);
      }
      await tentar();
      expect(await emailsDo(database, id)).toEqual([expect.objectContaining({ status: 'FALHOU', tentativas: EMAIL_MAX_TENTATIVAS, motivo: expect.stringContaining('451') })]);
      // A job that comes again (a duplicate) finds it settled and sends nothing.
      await tentar();
      expect((await emailsDo(database, id))[0]!.tentativas).toBe(EMAIL_MAX_TENTATIVAS);
      await mailer.close();
    } finally {
      await database.drop();
    }
  });
});
