import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/transaction.js';
import { usuarioDealers, usuarioGruposDealer, usuarios } from './users.tables.js';

/*
 * The users' links to the identity provider's accounts (`idp_subject`), for the super-admin
 * synchronisation (modules/superadmin/sincronizacao): the column and the link tables are the users
 * area's (scripts/check-sql-joins.mjs), so they are read and written here.
 */

/** Remembers an account of the provider as the user's, as a first sign-in does (current-user.service.ts). */
export async function vincularConta(tx: Tx, usuarioId: number, subject: string): Promise<void> {
  await tx.update(usuarios).set({ idpSubject: subject }).where(eq(usuarios.id, usuarioId));
}

/**
 * (id of the dealer or dealer group, subject) for every active user linked to an account that
 * holds it: who a dealer's or a dealer group's provider group should have as members.
 */
export async function contasPorVinculo(tx: Tx, vinculo: 'DEALER' | 'GRUPO'): Promise<{ id: number; subject: string }[]> {
  const link =
    vinculo === 'DEALER'
      ? { table: usuarioDealers, id: usuarioDealers.dealerId, usuario: usuarioDealers.usuarioId }
      : { table: usuarioGruposDealer, id: usuarioGruposDealer.grupoId, usuario: usuarioGruposDealer.usuarioId };
  const rows = await tx
    .select({ id: link.id, subject: usuarios.idpSubject })
    .from(link.table)
    .innerJoin(usuarios, eq(usuarios.id, link.usuario))
    .where(and(eq(usuarios.active, true), isNotNull(usuarios.idpSubject)));
  return rows.flatMap((r) => (r.subject === null ? [] : [{ id: r.id, subject: r.subject }]));
}
