import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';

/** One dealer group's active users by how long ago they last signed in; null grupo: users of no dealer group. */
export const UltimoAcessoGrupoRow = z.object({
  grupo: z.string().nullable(),
  usuarios: z.number(),
  ate30: z.number(),
  ate90: z.number(),
  mais90: z.number(),
  nunca: z.number(),
});
export type UltimoAcessoGrupo = z.infer<typeof UltimoAcessoGrupoRow>;

/**
 * Active users' last access by dealer group (the reports area's built-in report): how many signed
 * in within 30 days, within 31..90 days, longer ago, never. One grouped pass over the 60,000 users
 * and their group links. `grupos`: only these dealer groups (a dealer-group caller's reach; users
 * of no group are then left out), null = the whole network.
 */
export function ultimoAcessoPorGrupoDealer(db: DbOrTx, grupos: readonly number[] | null): Promise<UltimoAcessoGrupo[]> {
  const noGrupo = grupos ? sql`ug.grupo_id = any(${sql.param([...grupos])}::int[])` : sql`true`;
  return queryRows(db, UltimoAcessoGrupoRow, sql`
    select g.nome as grupo, count(*)::int as usuarios,
           count(*) filter (where u.ultimo_acesso >= now() - interval '30 days')::int as ate30,
           count(*) filter (where u.ultimo_acesso < now() - interval '30 days' and u.ultimo_acesso >= now() - interval '90 days')::int as ate90,
           count(*) filter (where u.ultimo_acesso < now() - interval '90 days')::int as mais90,
           count(*) filter (where u.ultimo_acesso is null)::int as nunca
      from usuarios u
      ${grupos ? sql`join` : sql`left join`} usuario_grupos_dealer ug on ug.usuario_id = u.id and ${noGrupo}
      left join grupos g on g.id = ug.grupo_id
     where u.active
     group by g.id, g.nome
     order by g.nome nulls last`);
}
