import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { notFound } from '../../../platform/errors.js';
import { audienceSql } from '../../user-groups/audience.service.js';
import { comunicadoEmailsAvulsos, comunicadoEnvios, comunicadoGrupos, comunicadoUsuariosRemovidos, comunicados } from '../notices.tables.js';

/*
 * Who a notice reaches in the portal, in one definition for the form's count
 * (audienciaComunicado) and for the delivery (entregarComunicado), resolved once, at delivery:
 * - a notice: the audience of its user groups (user-groups' audienceSql: active groups, active
 *   users, not a user whose every dealer is inactive) minus its excluded users, union the ACTIVE
 *   portal users whose e-mail is one of its single addresses (they get the notice in the portal
 *   as well as by e-mail);
 * - an errata: the active users among its original's deliveries (the same people, whatever the
 *   groups have become since), union the active users among its own single addresses.
 * Inactive users receive nothing. Each query answers one column `id`, each user once.
 */

const ints = (list: readonly number[]) => sql`${sql.param([...new Set(list)])}::int[]`;
/** Addresses as the form sends them: compared without regard to case (citext), blanks ignored. */
const emailsParam = (emails: readonly string[]) =>
  sql`${sql.param([...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))])}::citext[]`;

/** The inputs of the form before saving (or of a saved notice, read by audienciaDoComunicadoSql). */
export interface Destinatarios {
  grupoIds: readonly number[];
  removidoIds: readonly number[];
  emails: readonly string[];
}

/** Active portal users whose e-mail is one of the addresses. */
function usuariosDosEmails(emails: SQL): SQL {
  return sql`select u.id from usuarios u where u.email = any(${emails}) and u.active`;
}

/** The users a notice's recipients reach, from the form's inputs (a notice that is not an errata). */
export function audienciaSql(d: Destinatarios): SQL {
  const grupos = d.grupoIds.length
    ? sql`select g.id from (${audienceSql({ grupoIds: [...new Set(d.grupoIds)] })}) g
           where g.id <> all(${ints(d.removidoIds)})`
    : sql`select null::int as id where false`;
  return sql`${grupos} union ${usuariosDosEmails(emailsParam(d.emails))}`;
}

/** The users an errata reaches: the active people of its original's deliveries and of its own addresses. */
export function audienciaErrataSql(originalId: number, emails: readonly string[]): SQL {
  return sql`select ce.usuario_id as id from ${comunicadoEnvios} ce join usuarios u on u.id = ce.usuario_id
              where ce.comunicado_id = ${originalId} and u.active
             union ${usuariosDosEmails(emailsParam(emails))}`;
}

/** A saved notice's recipients (its groups, excluded users, addresses and original), as stored. */
export async function destinatariosDoComunicado(db: DbOrTx, comunicadoId: number): Promise<Destinatarios & { idParent: number | null }> {
  const [c] = await db.select({ idParent: comunicados.idParent }).from(comunicados).where(eq(comunicados.id, comunicadoId));
  if (!c) throw notFound('comunicado');
  const [grupos, removidos, emails] = await Promise.all([
    db.select({ id: comunicadoGrupos.grupoUsuariosId }).from(comunicadoGrupos).where(eq(comunicadoGrupos.comunicadoId, comunicadoId)),
    db.select({ id: comunicadoUsuariosRemovidos.usuarioId }).from(comunicadoUsuariosRemovidos).where(eq(comunicadoUsuariosRemovidos.comunicadoId, comunicadoId)),
    db.select({ email: comunicadoEmailsAvulsos.email }).from(comunicadoEmailsAvulsos).where(eq(comunicadoEmailsAvulsos.comunicadoId, comunicadoId)),
  ]);
  return {
    idParent: c.idParent,
    grupoIds: grupos.map((g) => g.id),
    removidoIds: removidos.map((r) => r.id),
    emails: emails.map((e) => e.email),
  };
}

/** The ids of the users a saved notice reaches now (an errata: its original's people). */
export async function audienciaDoComunicadoSql(db: DbOrTx, comunicadoId: number): Promise<SQL> {
  const d = await destinatariosDoComunicado(db, comunicadoId);
  return d.idParent != null ? audienciaErrataSql(d.idParent, d.emails) : audienciaSql(d);
}

const Contagem = z.object({ n: z.number() });

/** How many users the audience holds (the form's count). */
export async function contarAudiencia(db: DbOrTx, audiencia: SQL): Promise<number> {
  return (await queryRow(db, Contagem, sql`select count(*)::int as n from (${audiencia}) a`))?.n ?? 0;
}

/** The form's count before saving: users reached in the portal, and addresses that get an e-mail. */
export async function audienciaComunicado(db: DbOrTx, d: Destinatarios): Promise<{ usuarios: number; emails: number }> {
  const emails = new Set(d.emails.map((e) => e.trim().toLowerCase()).filter(Boolean)).size;
  return { usuarios: await contarAudiencia(db, audienciaSql(d)), emails };
}
