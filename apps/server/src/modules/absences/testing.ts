import { sql } from 'drizzle-orm';
import { addDays, portalToday } from '@portal/domain';
import type { Database } from '../../platform/db/connection.js';

/** Test data of the absences area. */

/** The portal's calendar day `n` days from today (negative: in the past). */
export const dia = (n: number) => addDays(portalToday(), n);

export const AUSENCIA_FIELDS = 'id usuarioId dataInicio dataRetorno motivo situacao';

export const SALVAR_AUSENCIA = `mutation($a: AusenciaTemporariaInput!) { salvarAusenciaTemporaria(ausencia: $a) { ${AUSENCIA_FIELDS} } }`;
export const REMOVER_AUSENCIA = 'mutation($id: ID!) { removerAusenciaTemporaria(id: $id) }';
export const LISTAR_AUSENCIAS = `query($u: ID!, $page: Int, $rows: Int) {
  ausenciasTemporarias(usuarioId: $u, page: $page, rowsPerPage: $rows) {
    usuario { id nome email ausente } totalElements content { ${AUSENCIA_FIELDS} } } }`;

export const MOTIVO = 'Férias regulamentares do colaborador';

/** Stores an absence directly (past ones included, which the API refuses to create). */
export async function insertAusencia(database: Database, usuarioId: number, inicio: string, retorno: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into ausencias_temporarias (usuario_id, data_inicio, data_retorno, motivo)
    values (${usuarioId}, ${inicio}::date, ${retorno}::date, ${MOTIVO}) returning id`);
  return res.rows[0]!.id;
}

/** The id of a user by e-mail. */
export async function userId(database: Database, email: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${email}`);
  return res.rows[0]!.id;
}
