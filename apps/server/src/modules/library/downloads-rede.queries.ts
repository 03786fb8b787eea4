import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';

/** Recorded downloads of one folder's files (the folder that holds them directly). */
export const DownloadsPastaRow = z.object({
  pasta: z.string(),
  downloads: z.number(),
  pessoas: z.number(),
  arquivos: z.number(),
});
export type DownloadsPasta = z.infer<typeof DownloadsPastaRow>;

/**
 * Library downloads by folder (the reports area's built-in report): recorded downloads, distinct
 * people and distinct files per folder, the folder named by its path from the root. `pessoa`: a
 * condition over `usuarios u`, the downloaders counted (a dealer-group caller: the people it
 * reaches, users.policy readScope); one grouped pass over downloads_biblioteca.
 */
export function downloadsPorPasta(db: DbOrTx, pessoa: SQL): Promise<DownloadsPasta[]> {
  return queryRows(db, DownloadsPastaRow, sql`
    with por_pasta as (
      select i.pasta_pai_id as pasta_id, count(*)::int as downloads,
             count(distinct d.usuario_id)::int as pessoas, count(distinct d.item_id)::int as arquivos
        from downloads_biblioteca d
        join itens_biblioteca i on i.id = d.item_id
        join usuarios u on u.id = d.usuario_id
       where ${pessoa}
       group by i.pasta_pai_id)
    select coalesce((select string_agg(a.nome::text, ' / ' order by x.n)
                       from unnest(f.caminho) with ordinality x(id, n) join itens_biblioteca a on a.id = x.id), '/') as pasta,
           p.downloads, p.pessoas, p.arquivos
      from por_pasta p left join itens_biblioteca f on f.id = p.pasta_id
     order by p.downloads desc, pasta`);
}
