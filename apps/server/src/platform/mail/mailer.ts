import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../db/transaction.js';
import { redactSecrets } from '../http/redact.js';
import { emailOutbox } from './mail.tables.js';

/** One e-mail. `text` is always sent; `html` is an optional alternative part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Sends (or, with no SMTP configured, stores) one message and records it in email_outbox.
   * A delivery failure is recorded as FAILED and logged, never thrown: callers such as the
   * password reset must answer the same whether or not the mail went out.
   */
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * What became of one message, for callers that retry (a notice's e-mail job): `codigo` is the SMTP
 * server's reply code when it refused (5xx: permanent, 4xx: try again later).
 */
export interface MailResult {
  status: Exclude<OutboxStatus, 'REENVIADO'>;
  erro?: string;
  codigo?: number;
}

/** The portal's mailer, which also tells what became of a message (`deliver`). */
export interface ReportingMailer extends Mailer {
  /** As send, and answers the outcome (still never throws for a refused delivery). */
  deliver(msg: MailMessage): Promise<MailResult>;
}

/**
 * Outbox statuses: STORED (no SMTP configured), SENT, FAILED (with the error), REENVIADO (a
 * FAILED one the super-admin's e-mail migration sent again; the new attempt is a row of its own).
 */
export type OutboxStatus = 'STORED' | 'SENT' | 'FAILED' | 'REENVIADO';

/**
 * The portal's mailer: nodemailer over SMTP_URL when set; otherwise nothing leaves and the
 * message is only recorded with status STORED. email_outbox (and the log) say who got which mail
 * when and whether it went out, never with a usable link: tokens in URLs are redacted before the
 * row is written. An install whose users must receive links sets SMTP_URL. `database.db` may be a
 * transaction: the outbox row then commits with the sender's own writes (an invitation's token
 * and its "sent" mark).
 */
export function createMailer(deps: { config: Config; database: { db: DbOrTx }; log: FastifyBaseLogger }): ReportingMailer {
  const { config, database, log } = deps;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;

  async function record(msg: MailMessage, status: MailResult['status'], erro?: string): Promise<void> {
    await database.db.insert(emailOutbox).values({
      destinatario: msg.to,
      assunto: msg.subject,
      // What was sent, minus the live secrets: a database reader (a backup, a report) must not
      // be able to reset someone's password with the link the e-mail carried.
      texto: redactSecrets(msg.text),
      html: msg.html === undefined ? null : redactSecrets(msg.html),
      status,
      erro: erro ?? null,
      sentAt: status === 'SENT' ? new Date() : null,
    });
  }

  async function deliver(msg: MailMessage): Promise<MailResult> {
    if (!transport) {
      await record(msg, 'STORED');
      // Never the body: it may hold a live link.
      log.info({ mail: { to: msg.to, subject: msg.subject } }, 'mail stored, not sent (no SMTP_URL)');
      return { status: 'STORED' };
    }
    try {
      await transport.sendMail({ from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await record(msg, 'SENT');
      log.info({ mail: { to: msg.to, subject: msg.subject } }, 'mail sent');
      return { status: 'SENT' };
    } catch (err) {
      const erro = err instanceof Error ? err.message : String(err);
      await record(msg, 'FAILED', erro);
      log.error({ err, mail: { to: msg.to, subject: msg.subject } }, 'mail delivery failed');
      const codigo = (err as { responseCode?: unknown } | null)?.responseCode;
      return { status: 'FAILED', erro, ...(typeof codigo === 'number' ? { codigo } : {}) };
    }
  }

  return {
    deliver,
    async send(msg) {
      await deliver(msg);
    },
    async close() {
      transport?.close();
    },
  };
}
