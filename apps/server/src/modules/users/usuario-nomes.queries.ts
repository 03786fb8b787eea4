import { sql, type SQL } from 'drizzle-orm';
import { usuarioDealers, usuarioMarcas } from './users.tables.js';

/*
 * A user's brands and dealers as one line of text each ("Marca A, Marca B"), for the areas above
 * users that write them per recipient in one set-based statement (a personalised notification's
 * {{marca}} and {{dealer}}): the link tables are the users area's (scripts/check-sql-joins.mjs),
 * so they are read here, as scalar subqueries over the caller's user id column.
 */

/** The user's active brands by name, comma-separated; null without any. */
export const marcasDoUsuarioTexto = (usuarioId: SQL) =>
  sql<string | null>`(select string_agg(m.nome, ', ' order by m.nome) from ${usuarioMarcas} um join marcas m on m.id = um.marca_id
    where um.usuario_id = ${usuarioId} and m.active)`;

/** The user's active dealers by display name, comma-separated; null without any. */
export const dealersDoUsuarioTexto = (usuarioId: SQL) =>
  sql<string | null>`(select string_agg(d.nome_exibicao, ', ' order by d.nome_exibicao) from ${usuarioDealers} ud join dealers d on d.id = ud.dealer_id
    where ud.usuario_id = ${usuarioId} and d.active)`;
