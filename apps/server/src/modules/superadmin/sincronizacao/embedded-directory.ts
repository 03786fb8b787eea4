import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import { enfileirarConviteEmbutido } from './fila-convites.js';
import type { CreatedAccount, DirectoryAccount, IdentityDirectory, PortalPerson } from './identity-directory.js';

/**
 * The embedded provider's accounts (platform/identity). It keeps no account table of its own: a
 * portal user's account is its row in `usuarios` (password hash; the subject is the id as text),
 * the invitation and reset links in `password_reset_tokens` and the sign-in state in
 * `oidc_payloads` (sessions, grants, refresh tokens, codes). So:
 * - an account exists when the user has a password, an open link or sign-in state;
 * - name and e-mail are read from the same row at every sign-in and token, so they never differ
 *   from the portal's: this provider never needs an update;
 * - an inactive user is already refused at sign-in, but the sessions, refresh tokens and links
 *   it still holds are doors left open: disabling closes them (the password hash is kept, so a
 *   reactivated user signs in again as with Keycloak's `enabled`).
 */

/** The sign-in state of a user in oidc-provider's models (as account/password.service ends it). */
const STATE_MODELS = sql`('Session', 'Grant', 'RefreshToken', 'AuthorizationCode')`;

const AccountRow = z.object({
  id: z.number(),
  temSenha: z.boolean(),
  linkAberto: z.boolean(),
  sessoes: z.boolean(),
});

export function embeddedDirectory(): IdentityDirectory {
  return {
    provider: 'EMBEDDED',
    groups: null,

    async accountsOf(tx, people) {
      const accounts = new Map<number, DirectoryAccount>();
      if (people.length === 0) return accounts;
      const ids = people.map((p) => p.id);
      const rows = await queryRows(
        tx,
        AccountRow,
        sql`with estado as (
              select distinct payload->>'accountId' as sub from oidc_payloads where model in ${STATE_MODELS})
            select u.id,
              u.password_hash is not null as "temSenha",
              exists (select 1 from password_reset_tokens t
                       where t.usuario_id = u.id and t.used_at is null and t.expires_at > now()) as "linkAberto",
              exists (select 1 from estado e where e.sub = u.id::text) as "sessoes"
            from usuarios u where u.id = any(${sql.param(ids)}::int[])`,
      );
      const byId = new Map(people.map((p) => [p.id, p]));
      for (const row of rows) {
        const person = byId.get(row.id)!;
        if (!row.temSenha && !row.linkAberto && !row.sessoes) continue;
        accounts.set(row.id, {
          subject: String(row.id),
          nome: person.nome,
          email: person.email,
          // Sign-in itself checks `active`; what is left open is links and sessions.
          enabled: person.active || row.linkAberto || row.sessoes,
        });
      }
      return accounts;
    },

    async createAccount(tx: Tx, person: PortalPerson): Promise<CreatedAccount> {
      // The users' invitation (users/convite.ts: a 7-day link to choose a password), its link
      // stored pending and mailed by the queue (fila-convites.ts).
      await enfileirarConviteEmbutido(tx, person.id);
      return { subject: String(person.id) };
    },

    // Name and e-mail are the portal's own row (see above) and sign-in follows `active`: nothing to write.
    async updateAccount() {},

    async disableAccount(tx, person) {
      await tx.execute(sql`delete from oidc_payloads where model in ${STATE_MODELS} and payload->>'accountId' = ${String(person.id)}`);
      await tx.execute(sql`update password_reset_tokens set used_at = now() where usuario_id = ${person.id} and used_at is null`);
    },
  };
}
