import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/connection.js';
import { everyWord } from '../../../platform/db/list-search.js';
import { paging, type PageFilter } from '../../../platform/db/paging.js';
import { queryRow, queryRows, timestamptz } from '../../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { comunicadoDoPainel } from './leitor.js';
import { dealersTexto, gruposTexto } from './pessoas.sql.js';

export type SituacaoPendente = 'NAO_LIDO' | 'NAO_CIENTE';

export interface PendentesFiltro extends PageFilter {
  situacao: SituacaoPendente;
  busca?: string | null;
}

export interface PendenteView {
  usuario: { id: number; nome: string; email: string };
  dealer: string | null;
  grupo: string | null;
  lido: boolean;
  lidoEm: string | null;
}

const Pendente = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  lidoEm: timestamptz.nullable(),
  dealer: z.string().nullable(),
  grupo: z.string().nullable(),
});

/**
 * The people who have not read (NAO_LIDO) or not acknowledged (NAO_CIENTE: only when the notice
 * requires it, else nobody) a notice, by name, searched by name or e-mail (every word must match,
 * as in the administration lists), paged. The page is chosen first (deliveries of the notice
 * joined to their users, sorted by name), then only its rows are named with their dealers and
 * groups; the total is a count of its own, so the page never sorts more than it must. A dealer-group
 * caller sees only the people it reaches (leitor.ts).
 */
export async function pendentesComunicado(
  db: Db,
  user: CurrentUser,
  id: number,
  filtro: PendentesFiltro,
): Promise<{ content: PendenteView[]; totalElements: number }> {
  const c = await comunicadoDoPainel(db, user, id);
  const { limit, offset } = paging(filtro);
  if (filtro.situacao === 'NAO_CIENTE' && !c.requerCiencia) return { content: [], totalElements: 0 };
  const pendente: SQL = filtro.situacao === 'NAO_LIDO' ? sql`e.lido_em is null` : sql`e.ciente_em is null`;
  const busca = everyWord(filtro.busca, (like) => sql`u.nome ilike ${like} or u.email::text ilike ${like}`);
  const where = sql`e.comunicado_id = ${c.id} and e.active and ${c.noAlcance} and ${pendente}${busca ? sql` and ${busca}` : sql``}`;

  const total = busca
    ? await queryRow(db, z.object({ n: z.number() }), sql`select count(*)::int as n from comunicado_envios e join usuarios u on u.id = e.usuario_id where ${where}`)
    : await queryRow(db, z.object({ n: z.number() }), sql`select count(*)::int as n from comunicado_envios e where ${where}`);
  const rows = await queryRows(
    db,
    Pendente,
    sql`
      select p.id, p.nome, p.email, p.lido_em as "lidoEm", ${dealersTexto(sql`p.id`)} as dealer, ${gruposTexto(sql`p.id`)} as grupo
        from (select u.id, u.nome, u.email::text as email, e.lido_em
                from comunicado_envios e join usuarios u on u.id = e.usuario_id
               where ${where}
               order by u.nome, u.id
               limit ${limit} offset ${offset}) p
       order by p.nome, p.id`,
  );
  return {
    content: rows.map((r) => ({
      usuario: { id: r.id, nome: r.nome, email: r.email },
      dealer: r.dealer,
      grupo: r.grupo,
      lido: r.lidoEm != null,
      lidoEm: r.lidoEm?.toISOString() ?? null,
    })),
    totalElements: total?.n ?? 0,
  };
}
