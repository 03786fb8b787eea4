import { sql, type SQL } from 'drizzle-orm';

/*
 * A recipient's dealers, dealer groups and brands as one line of text each, for a page of people
 * (the pending list) or a batch of an export: correlated over a few hundred rows at most, each an
 * index range of the users' links (tables published to notices, scripts/check-sql-joins.mjs).
 * `usuario` is the SQL naming the person's id in the outer query.
 */

export const dealersTexto = (usuario: SQL) =>
  sql`(select string_agg(d.nome_exibicao, ', ' order by d.nome_exibicao)
         from usuario_dealers ud join dealers d on d.id = ud.dealer_id where ud.usuario_id = ${usuario})`;

/** The user's dealer groups (their dealers are dealers of these: the user form's cascade, spec 01 §4). */
export const gruposTexto = (usuario: SQL) =>
  sql`(select string_agg(g.nome, ', ' order by g.nome) from usuario_grupos_dealer ug join grupos g on g.id = ug.grupo_id where ug.usuario_id = ${usuario})`;

export const marcasTexto = (usuario: SQL) =>
  sql`(select string_agg(m.nome, ', ' order by m.nome) from usuario_marcas um join marcas m on m.id = um.marca_id where um.usuario_id = ${usuario})`;
