import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';

/** A department a notice may be signed by (GraphQL DepartamentoComunicado). */
const Departamento = z.object({ id: z.string(), nome: z.string(), sigla: z.string().nullable(), assinatura: z.string().nullable() });
export type DepartamentoComunicadoView = z.infer<typeof Departamento>;

/**
 * departamentosComunicados: the active departments, by name (the form's picker, the lists' filter,
 * the home feed). `departamentos` is a reference catalog the organisation area publishes to the
 * areas above it (scripts/check-sql-joins.mjs), read here as it is.
 */
export function departamentosComunicados(db: DbOrTx): Promise<DepartamentoComunicadoView[]> {
  return queryRows(
    db,
    Departamento,
    sql`select d.id::text as id, d.nome, d.sigla, d.assinatura from departamentos d where d.active order by d.nome, d.id`,
  );
}
