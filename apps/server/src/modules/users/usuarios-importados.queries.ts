import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';

/**
 * What an update keeps of a stored user when a sheet leaves its columns blank (CPF, positions,
 * management data), shaped and ordered as usuarioSnapshot has them, over `usuarios u`. The
 * positions and management tables are this area's (scripts/check-sql-joins.mjs), so the import
 * reads them through here.
 */
const MANTIDO_JSON = sql`json_build_object('cpf', u.cpf,
  'cargos', coalesce((select json_agg(json_build_object('cargoId', c.cargo_id, 'dealerId', c.dealer_id, 'departamentoId', c.departamento_id,
               'dataInicio', c.data_inicio) order by c.dealer_id, c.data_inicio, c.id)
        from usuario_cargos c where c.usuario_id = u.id), '[]'),
  'infos', (select json_build_object('dataAdmissao', i.data_admissao, 'emailSuperior', i.email_superior,
               'dataDesligamento', i.data_desligamento, 'desligamentoId', i.desligamento_id)
        from usuario_infos i where i.usuario_id = u.id))`;

const Encontrado = z.object({ id: z.number(), email: z.string(), cpf: z.string().nullable(), mantido: z.unknown() });
export type UsuarioEncontrado = z.infer<typeof Encontrado>;

/** The users holding any of these e-mails or CPFs, with what an update keeps of each (`mantido`), in one query. */
export async function usuariosPorEmailOuCpf(tx: Tx, emails: readonly string[], cpfs: readonly string[]): Promise<UsuarioEncontrado[]> {
  return queryRows(tx, Encontrado, sql`
    select u.id, u.email::text as email, u.cpf, ${MANTIDO_JSON} as mantido
      from usuarios u
     where u.id in (select id from usuarios where email = any(${sql.param(emails)}::citext[])
                    union
                    select id from usuarios where cpf = any(${sql.param(cpfs)}::text[]))`);
}
