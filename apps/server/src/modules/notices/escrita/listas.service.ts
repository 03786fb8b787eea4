import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FEATURES } from '@portal/domain';
import { z } from 'zod';
import type { ComunicadoFiltro } from '../../../generated/graphql.js';
import type { Db } from '../../../platform/db/connection.js';
import { parseId } from '../../../platform/db/ids.js';
import { likePattern, paging } from '../../../platform/db/paging.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { tsqueryOf } from '../../library/busca.service.js';
import { holdsFeatureSql } from '../../users/feature-holders.queries.js';
import { readableBy } from '../../users/users.policy.js';
import { comunicadoEtiquetas, comunicados } from '../notices.tables.js';
import { legivelSql } from './alcance.js';
import { comunicadoViews, type Leitor } from './comunicado.view.js';

const c = comunicados;

/** A person of the form's pickers (GraphQL UsuarioComunicado). */
const Pessoa = z.object({ id: z.number().transform(String), nome: z.string(), email: z.string() });

/** Which notices a list of the author's and approver's side holds (spec 02 §2 "Notices"). */
function caixaWhere(filtro: ComunicadoFiltro, user: CurrentUser): SQL {
  const meu = eq(c.usuarioCriadorId, user.id);
  switch (filtro.caixa) {
    case 'ENVIADOS':
      return and(meu, eq(c.status, 'ENVIADO'))!;
    case 'AGENDADOS':
      return and(meu, eq(c.status, 'AGENDADO'))!;
    case 'AGUARDANDO_APROVACAO':
      return and(meu, eq(c.status, 'EM_APROVACAO'))!;
    case 'PARA_APROVAR':
      return and(eq(c.usuarioAprovadorId, user.id), eq(c.status, 'EM_APROVACAO'))!;
    case 'RASCUNHOS':
      return and(meu, sql`${c.status} in ('RASCUNHO', 'REJEITADO')`)!;
    case 'MEUS':
      return meu;
  }
}

/**
 * One page of a list of notices (comunicados), newest change first: the caller's own, or those
 * waiting for the caller's approval. Search in title and message with the portal's Portuguese
 * full-text configuration (as the library's), department and tag filters.
 */
export async function listarComunicados(db: Db, leitor: Leitor, filtro: ComunicadoFiltro): Promise<{ content: Awaited<ReturnType<typeof comunicadoViews>>; totalElements: number }> {
  const page = paging(filtro);
  const where: SQL[] = [eq(c.active, true), caixaWhere(filtro, leitor.user)];
  const query = tsqueryOf(filtro.busca);
  if (query) where.push(sql`${c.busca} @@ to_tsquery('portal_pt', ${query})`);
  if (filtro.idDepartamento) where.push(eq(c.departamentoId, parseId('idDepartamento', filtro.idDepartamento)));
  const etiqueta = filtro.etiqueta?.trim();
  if (etiqueta) where.push(sql`exists (select 1 from ${comunicadoEtiquetas} e where e.comunicado_id = ${c.id} and e.etiqueta = ${etiqueta}::citext)`);
  const [ids, [total]] = await Promise.all([
    db.select({ id: c.id }).from(c).where(and(...where)).orderBy(desc(c.updatedAt), desc(c.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(c).where(and(...where)),
  ]);
  return { content: await comunicadoViews(db, leitor, ids.map((r) => r.id)), totalElements: total?.n ?? 0 };
}

/**
 * Active users holding the approval feature (the provider passes any feature check), by name; not
 * the caller; only people the caller may see (users.policy readableBy: a dealer-group creator picks
 * among its own groups' and dealers' approvers, as enviarComunicadoParaAprovacao then requires).
 */
export async function aprovadores(db: Db, user: CurrentUser, busca: string | null | undefined) {
  const like = likePattern(busca);
  return queryRows(db, Pessoa, sql`
    select u.id, u.nome, u.email::text as email from usuarios u
     where u.active and u.id <> ${user.id}
       and ${holdsFeatureSql(FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS)}
       and ${await readableBy(db, user)}
       ${like ? sql`and (u.nome ilike ${like} or u.email::text ilike ${like})` : sql``}
     order by u.nome, u.id limit 50`);
}

/**
 * Tags in use, by a prefix, most used first (the form's suggestions): of sent notices (their
 * recipients read their tags) and of the notices the caller may read (escrita/alcance.ts), so
 * another author's draft or a notice beyond a dealer group's reach lends none of its tags.
 */
export async function etiquetas(db: Db, user: CurrentUser, busca: string | null | undefined): Promise<string[]> {
  const prefix = (busca ?? '').trim();
  const rows = await queryRows(db, z.object({ etiqueta: z.string() }), sql`
    select e.etiqueta::text as etiqueta from comunicado_etiquetas e join comunicados c on c.id = e.comunicado_id
     where c.active and (c.status = 'ENVIADO' or ${await legivelSql(db, user)})
     ${prefix ? sql`and e.etiqueta::text ilike ${prefix.replace(/[\\%_]/g, (m) => `\\${m}`) + '%'}` : sql``}
     group by e.etiqueta order by count(*) desc, e.etiqueta limit 20`);
  return rows.map((r) => r.etiqueta);
}
