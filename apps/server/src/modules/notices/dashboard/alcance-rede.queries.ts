import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';

/** One brand × dealer group of the network's notice reach; null names: recipients without a brand or a group. */
export const AlcanceRedeRow = z.object({
  marca: z.string().nullable(),
  grupo: z.string().nullable(),
  entregas: z.number(),
  lidos: z.number(),
  cientes: z.number(),
});
export type AlcanceRede = z.infer<typeof AlcanceRedeRow>;

/**
 * Every notice's reach over the network (the reports area's built-in report): deliveries, read and
 * acknowledged, by the recipients' brands and dealer groups. Set-based for the network seed
 * (1,000,000 deliveries): the deliveries are counted once per recipient (one pass, 60,000 rows),
 * then joined to the recipients' links; a recipient with two brands counts under each. `grupos`:
 * only these dealer groups (a dealer-group caller's reach), null = the whole network; with groups,
 * only their people's deliveries are read (the deliveries' per-user index), not the million.
 */
export function alcanceComunicadosPorMarcaEGrupo(db: DbOrTx, grupos: readonly number[] | null): Promise<AlcanceRede[]> {
  const noGrupo = grupos ? sql`ug.grupo_id = any(${sql.param([...grupos])}::int[])` : sql`true`;
  return queryRows(db, AlcanceRedeRow, sql`
    with por_pessoa as (
      select e.usuario_id, count(*) as entregas, count(e.lido_em) as lidos, count(e.ciente_em) as cientes
        from comunicado_envios e
       where e.active ${grupos ? sql`and e.usuario_id in (select ug.usuario_id from usuario_grupos_dealer ug where ${noGrupo})` : sql``}
       group by e.usuario_id)
    select m.nome as marca, g.nome as grupo,
           sum(p.entregas)::int as entregas, sum(p.lidos)::int as lidos, sum(p.cientes)::int as cientes
      from por_pessoa p
      ${grupos ? sql`join` : sql`left join`} usuario_grupos_dealer ug on ug.usuario_id = p.usuario_id and ${noGrupo}
      left join grupos g on g.id = ug.grupo_id
      left join usuario_marcas um on um.usuario_id = p.usuario_id
      left join marcas m on m.id = um.marca_id
     group by m.id, m.nome, g.id, g.nome
     order by m.nome nulls last, g.nome nulls last`);
}
