import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The domain's "em exibição" rule (packages/domain/src/slides/exibicao.ts `emExibicao`) as SQL,
 * for lists, filters and the home: active, and today (the portal's calendar day, passed in) within
 * inicio_date..fim_date, both included, a null bound open. The two must agree: slides.test.ts
 * ('the SQL rule equals the domain rule') checks the SQL against the function on the boundaries.
 */
export function emExibicaoSql(t: { active: PgColumn; inicioDate: PgColumn; fimDate: PgColumn }, today: string): SQL<boolean> {
  return sql<boolean>`(${t.active} and (${t.inicioDate} is null or ${t.inicioDate} <= ${today}::date) and (${t.fimDate} is null or ${t.fimDate} >= ${today}::date))`;
}

/**
 * Targeting: the row has no target group (everyone), or one of its targets is among the caller's
 * groups — `grupos`, the user groups' stored audience read backwards (`gruposDoUsuarioSql`: one
 * index range of grupo_usuarios_membros), never by resolving criteria. The probes are the link
 * table's primary key.
 */
export function paraGruposSql(link: { table: PgTable; owner: PgColumn; grupo: PgColumn }, id: PgColumn, grupos: SQL): SQL<boolean> {
  return sql<boolean>`(not exists (select 1 from ${link.table} where ${link.owner} = ${id})
    or exists (select 1 from ${link.table} where ${link.owner} = ${id} and ${link.grupo} in (${grupos})))`;
}
