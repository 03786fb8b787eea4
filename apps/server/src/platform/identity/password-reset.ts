import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { writeAudit } from '../audit/audit.js';
import type { Database } from '../db/connection.js';
import { queryRow, queryRows } from '../db/typed-rows.js';
import { t } from '../i18n/messages.js';
import type { Mailer } from '../mail/mailer.js';
import { findUserByEmail, subjectOf, type IdentityUser } from './accounts.js';
import { passwordResetTokens } from './identity.tables.js';
import { RESET_PATHS } from './pages/reset.js';
import { hashPassword } from './passwords.js';
import type { SessionsEnded } from './sessions-ended.js';

/** A reset link is valid for one hour. */
export const RESET_TOKEN_TTL_S = 3600;
/** Links sent to one account per hour at most: stops using the form to flood someone's inbox. */
const MAX_LINKS_PER_HOUR = 5;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail link. The token is 256 random bits sent only in the e-mail; the
 * database keeps its SHA-256, so a leaked table cannot be replayed. Single use, one hour.
 */
export function createPasswordReset(deps: {
  config: Config;
  database: Database;
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  /** Told which sessions the new password ended. */
  sessionsEnded?: Pick<SessionsEnded, 'notify'>;
}) {
  const { config, database, log } = deps;
  const pending = new Set<Promise<void>>();

  async function issueLink(user: IdentityUser) {
    const [recent] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.usuarioId, user.id), gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.n ?? 0) >= MAX_LINKS_PER_HOUR) {
      log.warn({ usuarioId: user.id }, 'password reset: hourly link limit reached, no mail sent');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      usuarioId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_TTL_S})`,
    });
    const link = `${config.publicUrl}${RESET_PATHS[user.idioma]}?token=${token}`;
    // Not awaited by the caller: the answer must take the same time whether or not the address
    // exists, and an SMTP round trip would tell them apart.
    const sending = deps.mailer
      .send({
        to: user.email,
        subject: t(user.idioma, 'identity.mail.reset.subject'),
        text: t(user.idioma, 'identity.mail.reset.text', { nome: user.nome, link }),
      })
      .catch((err: unknown) => log.error({ err, usuarioId: user.id }, 'password reset mail not recorded'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
    log.info({ usuarioId: user.id }, 'password reset link issued');
  }

  return {
    /** Sends a link when the address belongs to an active user; says nothing either way. */
    async request(email: string): Promise<void> {
      const user = await findUserByEmail(database, email.trim());
      if (!user?.active) {
        log.info('password reset requested for an unknown or inactive address');
        return;
      }
      await issueLink(user);
    },

    /** Whether a token may still be used (to show the form or the "invalid link" page). */
    async isUsable(token: string): Promise<boolean> {
      const rows = await database.db
        .select({ id: passwordResetTokens.usuarioId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        );
      return rows.length > 0;
    },

    /**
     * Sets the new password if the token is usable, consuming it (and every other open link of
     * the user) in the same transaction; ends the user's sign-in sessions, since whoever knew the
     * old password may be signed in. False when the token is unknown, used or expired.
     */
    async reset(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      const endedSessions: string[] = [];
      const usuarioId = await database.db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ usuarioId: passwordResetTokens.usuarioId });
        if (!consumed) return undefined;
        const user = await queryRow(
          tx,
          z.object({ id: z.number(), email: z.string() }),
          sql`update usuarios set password_hash = ${passwordHash}, updated_at = now()
              where id = ${consumed.usuarioId} and active returning id, email::text as email`,
        );
        if (!user) return undefined;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.usuarioId, user.id), isNull(passwordResetTokens.usedAt)));
        const gone = await queryRows(
          tx,
          z.object({ uid: z.string() }),
          sql`with gone as (
                delete from oidc_payloads where model in ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode')
                   and payload->>'accountId' = ${subjectOf(user.id)}
                returning model, uid)
              select uid from gone where model = 'Session' and uid is not null`,
        );
        endedSessions.push(...gone.map((r) => r.uid));
        await tx.execute(sql`delete from login_failures where email = ${user.email.toLowerCase()}`);
        // Who: the user themself (they proved control of the mailbox). Never the hash in the row.
        await writeAudit(tx, { usuarioId: user.id, entidade: 'usuario', entidadeId: user.id, acao: 'REDEFINIR_SENHA' });
        return user.id;
      });
      if (usuarioId === undefined) return false;
      await deps.sessionsEnded?.notify(endedSessions);
      log.info({ usuarioId }, 'password reset: password changed, sessions ended');
      return true;
    },

    /** Waits for reset mails still being sent (shutdown, tests). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
