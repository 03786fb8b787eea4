import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Idioma, PortalLabels } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import { paging, type PageFilter } from '../../../platform/db/paging.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
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
 * Each recipient's (usuario_id, id) pairs of a level, from the users' links (tables the users and
 * dealers areas publish to notices: scripts/check-sql-joins.mjs). A person linked to two brands
 * counts under both; a dealer group is the user's own (usuario_grupos_dealer) or the group of one
 * of their dealers. `r` is the recipients' relation.
 */
const LINKS: Record<NivelQuebra, { pares: SQL; nomes: SQL }> = {
  MARCA: {
    pares: sql`select um.usuario_id, um.marca_id as id from usuario_marcas um where um.usuario_id in (select usuario_id from r)`,
    nomes: sql`select id, nome from marcas`,
  },
  GRUPO: {
    pares: sql`select ug.usuario_id, ug.grupo_id as id from usuario_grupos_dealer ug where ug.usuario_id in (select usuario_id from r)
               union
               select ud.usuario_id, d.grupo_id from usuario_dealers ud join dealers d on d.id = ud.dealer_id
                where d.grupo_id is not null and ud.usuario_id in (select usuario_id from r)`,
    nomes: sql`select id, nome from grupos`,
  },
  DEALER: {
    pares: sql`select ud.usuario_id, ud.dealer_id as id from usuario_dealers ud where ud.usuario_id in (select usuario_id from r)`,
    nomes: sql`select id, nome_exibicao as nome from dealers`,
  },
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
 * first (then by name), paged: one statement, the recipients read once (materialized) and
 * hash-joined to the level's links, grouped, then named. People without a link of the level
 * (manufacturer people have no dealer) are one row under a null id.
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
  const { pares, nomes } = LINKS[nivel];
  const rows = await queryRows(
    db,
    Linha,
    sql`
      with r as materialized (
        select usuario_id, lido_em, ciente_em from comunicado_envios where comunicado_id = ${c.id} and active
      ), p as (${pares}),
      q as (
        select p.id, count(*)::int as entregues, count(r.lido_em)::int as lidos, count(r.ciente_em)::int as cientes
          from r left join p on p.usuario_id = r.usuario_id
         group by p.id
      )
      select q.id, n.nome, q.entregues, q.lidos, ${c.requerCiencia ? sql`q.cientes` : sql`0`} as cientes, (count(*) over ())::int as total
        from q left join (${nomes}) n on n.id = q.id
       order by q.entregues desc, n.nome nulls first, q.id
       limit ${limit} offset ${offset}`,
  );
  const sem = t(leitura.idioma, SEM[nivel], { ...leitura.labels });
  return {
    content: rows.map(({ total: _t, ...r }) => ({ ...r, nome: r.id == null ? sem : (r.nome ?? '') })),
    totalElements: rows[0]?.total ?? (offset > 0 ? await totalQuebra(db, c.id, pares) : 0),
  };
}

/** The number of rows of a breakdown, for a page past its end (no row carries the total). */
async function totalQuebra(db: Db, comunicadoId: number, pares: SQL): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ total: z.number() }),
    sql`with r as materialized (select usuario_id from comunicado_envios where comunicado_id = ${comunicadoId} and active), p as (${pares})
        select count(distinct p.id)::int + (case when exists (select 1 from r where not exists (select 1 from p where p.usuario_id = r.usuario_id)) then 1 else 0 end) as total from p`,
  );
  return row?.total ?? 0;
}
