import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma, PortalLabels } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import { paging, type PageFilter } from '../../../platform/db/paging.js';
import { queryRow, queryRows } from '../../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import { comunicadoDoPainel } from './leitor.js';
import './dashboard.messages.js';

export type NivelQuebra = 'MARCA' | 'GRUPO' | 'DEALER';

export interface QuebraLinha {
  id: number | null;
  nome: string;
  entregues: number;
  lidos: number;
  cientes: number;
}

/**
 * The (usuario_id, id) links of a level and the names of its ids, from the users' links (tables the
 * users and dealers areas publish to notices: scripts/check-sql-joins.mjs). A person linked to two
 * brands counts under both. A dealer-group person's dealers are dealers of their groups (the user
 * form's cascade, spec 01 §4), so the groups are the user's own links (usuario_grupos_dealer).
 */
const LINKS: Record<NivelQuebra, { links: SQL; nomes: SQL }> = {
  MARCA: { links: sql`select usuario_id, marca_id as id from usuario_marcas`, nomes: sql`select id, nome from marcas` },
  GRUPO: { links: sql`select usuario_id, grupo_id as id from usuario_grupos_dealer`, nomes: sql`select id, nome from grupos` },
  DEALER: { links: sql`select usuario_id, dealer_id as id from usuario_dealers`, nomes: sql`select id, nome_exibicao as nome from dealers` },
};

const SEM: Record<NivelQuebra, string> = {
  MARCA: 'notices.dashboard.semMarca',
  GRUPO: 'notices.dashboard.semGrupo',
  DEALER: 'notices.dashboard.semDealer',
};

const Linha = z.object({
  id: z.number().nullable(),
  nome: z.string().nullable(),
  entregues: z.number(),
  lidos: z.number(),
  cientes: z.number(),
  total: z.number(),
});

/**
 * The dashboard's breakdown of a notice's deliveries by brand, dealer group or dealer, largest
 * first (the row without a link after the named ones of its size, then by name), paged: one
 * statement, the notice's deliveries joined to the level's links (a hash join for a big notice,
 * index probes for a small one), grouped, then named. People without a link of the level
 * (manufacturer people have no dealer) are one row under a null id. A dealer-group caller's rows
 * count only the recipients it reaches (leitor.ts).
 */
export async function quebraComunicado(
  db: Db,
  user: CurrentUser,
  id: number,
  nivel: NivelQuebra,
  filtro: PageFilter,
  leitura: { idioma: Idioma; labels: PortalLabels },
): Promise<{ content: QuebraLinha[]; totalElements: number }> {
  const c = await comunicadoDoPainel(db, user, id);
  const { limit, offset } = paging(filtro);
  const { links, nomes } = LINKS[nivel];
  const rows = await queryRows(
    db,
    Linha,
    sql`
      with q as (
        select l.id, count(*)::int as entregues, count(e.lido_em)::int as lidos, count(e.ciente_em)::int as cientes
          from comunicado_envios e left join (${links}) l on l.usuario_id = e.usuario_id
         where e.comunicado_id = ${c.id} and e.active and ${c.noAlcance}
         group by l.id
      )
      select q.id, n.nome, q.entregues, q.lidos, ${c.requerCiencia ? sql`q.cientes` : sql`0`} as cientes, (count(*) over ())::int as total
        from q left join (${nomes}) n on n.id = q.id
       order by q.entregues desc, (q.id is null), n.nome, q.id
       limit ${limit} offset ${offset}`,
  );
  const sem = t(leitura.idioma, SEM[nivel], { ...leitura.labels });
  return {
    content: rows.map(({ total: _t, ...r }) => ({ ...r, nome: r.id == null ? sem : (r.nome ?? '') })),
    totalElements: rows[0]?.total ?? (offset > 0 ? await totalQuebra(db, c.id, links, c.noAlcance) : 0),
  };
}

/** The number of rows of a breakdown, for a page past its end (no row carries the total). */
async function totalQuebra(db: Db, comunicadoId: number, links: SQL, noAlcance: SQL): Promise<number> {
  const row = await queryRow(
    db,
    z.object({ total: z.number() }),
    sql`select count(distinct coalesce(l.id, 0))::int as total
          from comunicado_envios e left join (${links}) l on l.usuario_id = e.usuario_id
         where e.comunicado_id = ${comunicadoId} and e.active and ${noAlcance}`,
  );
  return row?.total ?? 0;
}
