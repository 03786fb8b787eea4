import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isIdioma, type Idioma } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/connection.js';
import type { Tx } from '../../platform/db/transaction.js';
import { t } from '../../platform/i18n/messages.js';
import { passwordResetTokens } from '../../platform/identity/identity.tables.js';
import { RESET_PATHS } from '../../platform/identity/pages/reset.js';
import { createMailer, type MailMessage } from '../../platform/mail/index.js';

/**
 * The invitation a new user gets with embedded sign-in: an e-mail with a link to choose a
 * password. The link is a password-reset link of platform/identity (same token table, same
 * SHA-256 of a 256-bit token, same pages and single use), valid longer than a reset's hour
 * because a new colleague may read the e-mail days later; its text welcomes rather than
 * "someone asked to reset your password".
 */
export const CONVITE_TTL_DAYS = 7;

/** A fresh invitation secret (256 bits, for the link) and its SHA-256, what the token table stores. */
export function novoSegredoConvite(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/** Stores the invitation's token in the save's transaction (no user, no token); returns the secret. */
export async function createInviteToken(tx: Tx, usuarioId: number): Promise<string> {
  const { token, hash } = novoSegredoConvite();
  await tx.insert(passwordResetTokens).values({
    tokenHash: hash,
    usuarioId,
    expiresAt: sql`now() + make_interval(days => ${CONVITE_TTL_DAYS})`,
  });
  return token;
}

export interface Convite {
  token: string;
  nome: string;
  email: string;
  idioma: string;
}

/**
 * Sends the invitation after the save committed. The mailer records it in email_outbox (STORED
 * without SMTP, SENT or FAILED with it) and never throws: a mail server being down must not undo
 * a saved user; the administrator sees the user and the outbox row says what happened.
 */
export async function sendConvite(deps: { config: Config; database: Database; log: FastifyBaseLogger }, convite: Convite) {
  const mailer = createMailer({ config: deps.config, database: deps.database, log: deps.log });
  try {
    await mailer.send(conviteMail(deps.config.publicUrl, convite));
  } finally {
    await mailer.close();
  }
}

/** The invitation e-mail, in the person's language: its link opens the password page with the secret. */
export function conviteMail(publicUrl: string, convite: Convite): MailMessage {
  const idioma: Idioma = isIdioma(convite.idioma) ? convite.idioma : 'PT_BR';
  const link = `${publicUrl}${RESET_PATHS[idioma]}?token=${convite.token}`;
  return {
    to: convite.email,
    subject: t(idioma, 'usuarios.mail.convite.subject'),
    text: t(idioma, 'usuarios.mail.convite.text', { nome: convite.nome, link, dias: CONVITE_TTL_DAYS }),
  };
}
