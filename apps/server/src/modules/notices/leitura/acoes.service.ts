import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { marcarOrigemComoVisualizada } from '../../notifications/minhas/minhas.service.js';
import { c, ce, type EnvioView } from './envio.view.js';
import { comunicadoEnvio } from './envios.service.js';
import './leitura.messages.js';

/*
 * What a recipient does with their own delivery (spec 02 §2 "Notices"): mark it read, acknowledge
 * it ("I have read and understood"), favourite, archive and unarchive. Each write is keyed by the
 * notice id AND the caller's id (the delivery's unique index), so another user's delivery is never
 * touched: it is simply not found. Each answers the delivery as it now is.
 */

/** The caller's delivery of the notice, locked for the change; NOT_FOUND when they hold none. */
async function envioDoUsuario(tx: Tx, usuarioId: number, comunicadoId: number): Promise<{ id: number; requerCiencia: boolean }> {
  const [row] = await tx
    .select({ id: ce.id, requerCiencia: c.requerCiencia })
    .from(ce)
    .innerJoin(c, eq(c.id, ce.comunicadoId))
    .where(and(eq(ce.usuarioId, usuarioId), eq(ce.comunicadoId, comunicadoId), eq(ce.active, true), eq(c.active, true)))
    .for('update', { of: ce });
  if (!row) throw notFound('comunicado');
  return row;
}

async function alterar(
  db: Db,
  usuarioId: number,
  comunicadoId: number,
  set: (envio: { requerCiencia: boolean }) => { lidoEm?: SQL; cienteEm?: SQL; favorito?: boolean; arquivado?: boolean },
): Promise<EnvioView> {
  return db.transaction(async (tx) => {
    const envio = await envioDoUsuario(tx, usuarioId, comunicadoId);
    const mudanca = set(envio);
    await tx.update(ce).set(mudanca).where(eq(ce.id, envio.id));
    // Read here, read in the bell too: its delivery notification and reminders (origem COMUNICADO).
    if (mudanca.lidoEm) await marcarOrigemComoVisualizada(tx, usuarioId, 'COMUNICADO', comunicadoId);
    return comunicadoEnvio(tx, usuarioId, comunicadoId);
  });
}

/** The first time it is read counts (the dashboard's reading curve): a second mark keeps it. */
const primeiraVez = (col: typeof ce.lidoEm | typeof ce.cienteEm, now: Date) => sql`coalesce(${col}, ${now.toISOString()}::timestamptz)`;

export function marcarComoLido(db: Db, usuarioId: number, comunicadoId: number, now: Date): Promise<EnvioView> {
  return alterar(db, usuarioId, comunicadoId, () => ({ lidoEm: primeiraVez(ce.lidoEm, now) }));
}

/**
 * "I have read and understood", with its time: only on a notice that asks for it (else
 * BAD_USER_INPUT, translated); it marks the delivery read too. An errata resets both (entrega/).
 */
export function darCiencia(db: Db, usuarioId: number, comunicadoId: number, now: Date): Promise<EnvioView> {
  return alterar(db, usuarioId, comunicadoId, ({ requerCiencia }) => {
    if (!requerCiencia) throw badInput([{ field: 'idComunicado', key: 'error.comunicadoEnvio.cienciaNaoRequerida' }]);
    return { cienteEm: primeiraVez(ce.cienteEm, now), lidoEm: primeiraVez(ce.lidoEm, now) };
  });
}

export function favoritar(db: Db, usuarioId: number, comunicadoId: number, favorito: boolean): Promise<EnvioView> {
  return alterar(db, usuarioId, comunicadoId, () => ({ favorito }));
}

/** Archive (true) or unarchive (false); an expired notice stays under "archived" either way. */
export function arquivar(db: Db, usuarioId: number, comunicadoId: number, arquivado: boolean): Promise<EnvioView> {
  return alterar(db, usuarioId, comunicadoId, () => ({ arquivado }));
}
