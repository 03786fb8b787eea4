import { and, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/connection.js';
import { oidcPayloads } from '../../../platform/identity/identity.tables.js';
import { inscricoesPush } from '../notifications.tables.js';
import type { InscricaoPushInput } from './push.input.js';

/** What a browser sends with its subscription, besides the subscription itself. */
export interface DonoInscricao {
  usuarioId: number;
  /** The sign-in session that registered it (the token's sid): its end removes the subscription. */
  sessaoId: string | null;
  userAgent: string | null;
}

const MAX_USER_AGENT = 512;

/**
 * Stores this browser's subscription for the caller, keyed by its endpoint (one per browser
 * profile). A browser that registers again — a refreshed subscription, or another user signing
 * in on it — takes the row over: the endpoint is the browser's, and only it knows the endpoint.
 */
export async function salvarInscricao(db: Db, dono: DonoInscricao, inscricao: InscricaoPushInput): Promise<void> {
  const valores = {
    usuarioId: dono.usuarioId,
    p256dh: inscricao.key,
    auth: inscricao.auth,
    sessaoId: dono.sessaoId,
    userAgent: dono.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  };
  await db
    .insert(inscricoesPush)
    .values({ endpoint: inscricao.endpoint, ...valores })
    .onConflictDoUpdate({ target: inscricoesPush.endpoint, set: { ...valores, updatedAt: sql`now()` } });
}

/** Removes the caller's own subscription of this endpoint; false when the caller had none there. */
export async function removerInscricao(db: Db, usuarioId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(inscricoesPush)
    .where(and(eq(inscricoesPush.endpoint, endpoint), eq(inscricoesPush.usuarioId, usuarioId)))
    .returning({ id: inscricoesPush.id });
  return removed.length > 0;
}

/** Removes the subscriptions registered under sign-in sessions that ended (logout). */
export async function removerInscricoesDasSessoes(db: Db, sessaoIds: readonly string[]): Promise<number> {
  if (!sessaoIds.length) return 0;
  const removed = await db.delete(inscricoesPush).where(inArray(inscricoesPush.sessaoId, [...sessaoIds])).returning({ id: inscricoesPush.id });
  return removed.length;
}

/** Removes a subscription the push service said is gone (404/410), if it still has that endpoint. */
export async function removerInscricaoExpirada(db: Db, id: number, endpoint: string): Promise<void> {
  await db.delete(inscricoesPush).where(and(eq(inscricoesPush.id, id), eq(inscricoesPush.endpoint, endpoint)));
}

/**
 * Removes the subscriptions whose sign-in session is over without a sign-out (it expired, or a
 * password reset ended it): the device is signed out, so it gets no more notifications. Only with
 * the embedded provider, whose sessions are the portal's; an external one owns its own.
 */
export async function removerInscricoesDeSessoesEncerradas(db: Db): Promise<number> {
  const vivas = db
    .select({ uid: oidcPayloads.uid })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.uid, inscricoesPush.sessaoId),
        eq(oidcPayloads.model, 'Session'),
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
      ),
    );
  const removed = await db
    .delete(inscricoesPush)
    .where(and(isNotNull(inscricoesPush.sessaoId), notExists(vivas)))
    .returning({ id: inscricoesPush.id });
  return removed.length;
}
