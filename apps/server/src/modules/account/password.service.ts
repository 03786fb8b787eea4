import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { AppError, badInput, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { burnVerification, hashPassword, verifyPassword } from '../../platform/identity/passwords.js';
import { checkNovaSenha } from './account.input.js';
import type { AccountSettings } from './account.settings.js';
import { ownPasswordHash, replaceOwnPasswordHash } from '../users/own-account.service.js';

/**
 * The provider session (`sid` claim) of the access token that authenticated this request. The
 * token was verified moments ago by the request's user lookup, so its payload is only read here.
 */
export function sessionIdOf(authorization: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const sid = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/**
 * Changes the signed-in user's password (embedded sign-in only). The current password is
 * checked first, and a wrong one counts as a failed sign-in of the e-mail (the sign-in throttle,
 * kept in PostgreSQL), so a stolen session cannot be used to guess it. The new password follows
 * the reset page's rules. On success the user's other sessions end (whoever knew the old
 * password may be signed in elsewhere) while this one stays; the audit row holds no password
 * material.
 */
export async function alterarMinhaSenha(
  db: Db,
  user: CurrentUser,
  input: { senhaAtual: string; novaSenha: string },
  deps: { settings: AccountSettings; ip: string; sessionId: string | null },
  requestId: string,
): Promise<true> {
  const { settings } = deps;
  if (!settings.embeddedIdp) throw new AppError('FORBIDDEN', 'error.conta.senhaExterna');
  checkNovaSenha(input.senhaAtual, input.novaSenha);
  // The check of the current password counts as a failure until it succeeds (see rate-limit.ts).
  if (!(await settings.throttle.reserve(user.email, deps.ip))) throw new AppError('FORBIDDEN', 'error.conta.senhaTentativas');

  const row = await ownPasswordHash(db, user.id);
  if (!row) throw notFound('usuario');
  const stored = row.passwordHash;
  const ok = stored ? await verifyPassword(stored, input.senhaAtual) : await burnVerification(input.senhaAtual);
  const wrong = () => badInput([{ field: 'senhaAtual', key: 'error.conta.senhaAtualIncorreta' }]);
  // No stored hash: burnVerification spent the same time and answered false.
  if (!ok || !stored) throw wrong();

  const novoHash = await hashPassword(input.novaSenha);
  await db.transaction(async (tx) => {
    // Only over the hash just verified: a change that raced this one makes it fail, not overwrite.
    if (!(await replaceOwnPasswordHash(tx, user.id, stored, novoHash))) throw wrong();
    // The embedded provider's state (platform/identity): sessions and the tokens issued in them.
    const ended = await tx.execute(sql`
      delete from oidc_payloads
       where payload->>'accountId' = ${String(user.id)}
         and ((model = 'Session' and uid is distinct from ${deps.sessionId})
           or (model in ('RefreshToken', 'AuthorizationCode') and payload->>'sessionUid' is distinct from ${deps.sessionId}))`);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'usuario',
      entidadeId: user.id,
      acao: 'ALTERAR_SENHA',
      depois: { registrosDeSessaoEncerrados: ended.rowCount ?? 0 },
      requestId,
    });
  });
  await settings.throttle.clear(user.email);
  return true;
}
