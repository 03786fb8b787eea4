import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../db/connection.js';
import { emailOutbox } from './mail.tables.js';
import { createMailer } from './mailer.js';
import { startSmtpPeer } from './testing.js';

/** Fastify's silent logger (logger: false), the type the mailer takes. */
const log = Fastify({ logger: false }).log;
let database: Database & { drop(): Promise<void> };

async function lastOutboxRow(to: string) {
  const rows = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.destinatario, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return rows[0];
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('mailer', () => {
  it('without SMTP_URL stores the message in the outbox with status STORED', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const mailer = createMailer({ config, database, log });
    await mailer.send({ to: 'stored@test.local', subject: 'Assunto', text: 'Corpo', html: '<p>Corpo</p>' });
    await mailer.close();
    expect(await lastOutboxRow('stored@test.local')).toMatchObject({
      assunto: 'Assunto',
      texto: 'Corpo',
      html: '<p>Corpo</p>',
      status: 'STORED',
      erro: null,
      sentAt: null,
    });
  });

  it('with SMTP_URL delivers to the SMTP server and records SENT', async () => {
    const smtp = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.local>' });
      const mailer = createMailer({ config, database, log });
      await mailer.send({ to: 'sent@test.local', subject: 'Olá', text: 'Mensagem de teste çã' });
      await mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'portal@test.local', to: ['sent@test.local'] });
      expect(smtp.received[0]!.raw).toContain('Subject: =?UTF-8?Q?Ol=C3=A1?=');
      const row = await lastOutboxRow('sent@test.local');
      expect(row).toMatchObject({ status: 'SENT', erro: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('delivers a live link, but records and logs none', async () => {
    const smtp = await startSmtpPeer();
    const lines: string[] = [];
    const captured = Fastify({ logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } }).log;
    try {
      const link = 'http://localhost:8080/esqueci-senha?token=Live-t0ken_value';
      for (const config of [loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }), loadConfig({ NODE_ENV: 'test' })]) {
        const mailer = createMailer({ config, database, log: captured });
        await mailer.send({ to: 'link@test.local', subject: 'Link', text: `Abra ${link} hoje.`, html: `<a href="${link}">abrir</a>` });
        await mailer.close();
      }
      expect(smtp.received[0]!.body).toContain(link);
      const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.destinatario, 'link@test.local'));
      expect(rows.map((r) => r.status).sort()).toEqual(['SENT', 'STORED']);
      for (const row of rows) {
        expect(row.texto).toBe('Abra http://localhost:8080/esqueci-senha?token=[redacted] hoje.');
        expect(row.html).toBe('<a href="http://localhost:8080/esqueci-senha?token=[redacted]">abrir</a>');
      }
      expect(lines.join('')).not.toContain('Live-t0ken_value');
      expect(lines.join('')).not.toContain('Abra');
    } finally {
      await smtp.close();
    }
  });

  it('records FAILED with the error when the SMTP server cannot be reached, without throwing', async () => {
    const smtp = await startSmtpPeer();
    await smtp.close(); // a port nobody listens on any more
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url });
    const mailer = createMailer({ config, database, log });
    await expect(mailer.send({ to: 'failed@test.local', subject: 'x', text: 'y' })).resolves.toBeUndefined();
    const row = await lastOutboxRow('failed@test.local');
    expect(row?.status).toBe('FAILED');
    expect(row?.erro).toMatch(/ECONNREFUSED|connect/i);
  });
});
