import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { passwordResetTokens } from '../../../platform/identity/identity.tables.js';
import { insertJobs } from '../../../platform/jobs/insert-jobs.js';
import type { JobContext, QueueDefinition } from '../../../platform/jobs/jobs.js';
import { createMailer, type ReportingMailer } from '../../../platform/mail/index.js';
import { CONVITE_TTL_DAYS, conviteMail, novoSegredoConvite } from '../../users/convite.js';
import '../../users/users.messages.js';
import { keycloakAdmin, type KeycloakAdmin } from './keycloak-client.js';

/**
 * The invitations of a synchronisation, queued rather than sent inside the request: a run that
 * creates 2,000 accounts answers at once and the mail goes out behind it. Each invitation is one
 * job written by the run's own transaction (pg-boss's insert through its connection, as the
 * notices' e-mails), so it exists exactly when the account it belongs to does: a rolled-back run
 * queues nothing, a committed one loses none. The resolver wakes the queue after the commit.
 *
 * - Embedded provider: the run stores the invitation link's row (password_reset_tokens) under a
 *   placeholder that no token can hash to (`convite-pendente:…`, not a SHA-256). It is the account
 *   (an open link, so a second run creates nothing) but opens nothing. The job swaps it for the
 *   hash of a fresh secret and mails that secret, in one transaction that locks the row: a second
 *   delivery of the job finds no placeholder and sends nothing, and no secret is ever stored
 *   (pg-boss's table holds only the placeholder). A failed delivery rolls the swap back and the job
 *   is retried.
 * - Keycloak: the job asks Keycloak to e-mail the account its required action (execute-actions-email,
 *   UPDATE_PASSWORD), valid as long as the portal's own invitation.
 */
export const CONVITES_QUEUE = 'sincronizacao-convites';

export type ConviteNaFila = { provedor: 'EMBEDDED'; pendente: string } | { provedor: 'KEYCLOAK'; subject: string; usuarioId: number };

/** The placeholder prefix of an embedded invitation not sent yet (never a SHA-256 in hex). */
export const CONVITE_PENDENTE = 'convite-pendente:';

/** Attempts per invitation: the first and pg-boss's retries (30 s, doubling). */
const RETRY_LIMIT = 5;

/**
 * Writes the job in the caller's transaction (platform/jobs/insert-jobs.ts). Where pg-boss has
 * never run on this database (a test without jobs) there is no queue to write to: the invitation
 * stays pending (embedded: the placeholder row, an account that opens nothing until it expires and
 * a later run invites again).
 */
async function inserir(tx: Tx, convite: ConviteNaFila): Promise<void> {
  await insertJobs(tx, CONVITES_QUEUE, [convite]);
}

/** The embedded provider's invitation: the pending link (the account) and its job, in `tx`. */
export async function enfileirarConviteEmbutido(tx: Tx, usuarioId: number): Promise<void> {
  const pendente = `${CONVITE_PENDENTE}${randomBytes(16).toString('hex')}`;
  await tx.insert(passwordResetTokens).values({
    tokenHash: pendente,
    usuarioId,
    expiresAt: sql`now() + make_interval(days => ${CONVITE_TTL_DAYS})`,
  });
  await inserir(tx, { provedor: 'EMBEDDED', pendente });
}

/** Keycloak's invitation of a created account, in `tx`. */
export async function enfileirarConviteKeycloak(tx: Tx, usuarioId: number, subject: string): Promise<void> {
  await inserir(tx, { provedor: 'KEYCLOAK', subject, usuarioId });
}

const Pendente = z.object({ nome: z.string(), email: z.string(), idioma: z.string() });

/** Thrown after a failed delivery (the swap rolled back), so pg-boss retries the job. */
class EnvioFalhou extends Error {}

async function enviarEmbutido(ctx: Pick<JobContext, 'database'>, mailer: ReportingMailer, publicUrl: string, pendente: string) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      Pendente,
      sql`select u.nome, u.email::text as email, u.idioma
            from password_reset_tokens r join usuarios u on u.id = r.usuario_id
           where r.token_hash = ${pendente} and r.used_at is null and r.expires_at > now() and u.active
           for update of r skip locked`,
    );
    // Sent already, voided (the account was disabled), expired, or another worker holds it.
    if (!row) return;
    const { token, hash } = novoSegredoConvite();
    await tx.update(passwordResetTokens).set({ tokenHash: hash }).where(eq(passwordResetTokens.tokenHash, pendente));
    // The users' invitation e-mail; deliver (not send) so that a failure is known and retried.
    const result = await mailer.deliver(conviteMail(publicUrl, { token, ...row }));
    if (result.status === 'FAILED') throw new EnvioFalhou(`invitation: delivery failed, retried later (${result.erro ?? ''})`);
  });
}

const Ativo = z.object({ ativo: z.boolean() });

async function enviarKeycloak(ctx: Pick<JobContext, 'database'>, kc: KeycloakAdmin, config: Config, c: { subject: string; usuarioId: number }) {
  // A user inactivated (or relinked) since the run gets nothing.
  const user = await queryRow(ctx.database.db, Ativo, sql`select (active and idp_subject = ${c.subject}) as ativo from usuarios where id = ${c.usuarioId}`);
  if (!user?.ativo) return;
  await kc.invite(c.subject, { lifespanSeconds: CONVITE_TTL_DAYS * 86_400, clientId: config.clientId, redirectUri: `${config.publicUrl}/` });
}

function isConvite(data: object): data is ConviteNaFila {
  const d = data as Partial<Record<string, unknown>>;
  return (d.provedor === 'EMBEDDED' && typeof d.pendente === 'string') || (d.provedor === 'KEYCLOAK' && typeof d.subject === 'string' && Number.isSafeInteger(d.usuarioId));
}

/** The invitations' queue (registered by app.ts with the jobs). */
export function convitesQueue(config: Config): QueueDefinition<ConviteNaFila> {
  let mailer: ReportingMailer | null = null;
  let kc: KeycloakAdmin | null = null;
  return {
    name: CONVITES_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // An SMTP exchange or a Keycloak call that hangs is a failed attempt.
    expireInSeconds: 120,
    batchSize: 5,
    pollingIntervalSeconds: 10,
    async run(data, ctx) {
      if (!isConvite(data)) {
        ctx.log.error({ data }, 'synchronisation invitation: job without its data ignored');
        return;
      }
      if (data.provedor === 'EMBEDDED') {
        mailer ??= createMailer({ config, database: ctx.database, log: ctx.log });
        await enviarEmbutido(ctx, mailer, config.publicUrl, data.pendente);
        return;
      }
      if (!config.keycloakAdmin) throw new Error('synchronisation invitation: Keycloak admin client not configured');
      kc ??= keycloakAdmin(config.keycloakAdmin);
      await enviarKeycloak(ctx, kc, config, data);
    },
  };
}
