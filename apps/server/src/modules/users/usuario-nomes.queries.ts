import { sql, type SQL } from 'drizzle-orm';
import { usuarioDealers, usuarioMarcas } from './users.tables.js';

/*
 * Users' brands and dealers as one line of text each ("Marca A, Marca B"), for the areas above
 * users that write them per recipient in one set-based statement (a personalised notification's
 * {{marca}} and {{dealer}}). The link tables are the users area's (scripts/check-sql-joins.mjs), so
 * they are read here. Each answers a relation (usuario_id, texto) for the users of `usuarios` (a
 * subquery of user ids), grouped once over all of them: joined to 60,000 recipients it is one
 * hash join, not 60,000 correlated lookups.
 */

/** (usuario_id, texto): each user's active brands by name, comma-separated; users without any are absent. */
export const marcasDosUsuariosTexto = (usuarios: SQL) =>
  sql`select um.usuario_id, string_agg(m.nome, ', ' order by m.nome) as texto
        from ${usuarioMarcas} um join marcas m on m.id = um.marca_id
       where m.active and um.usuario_id in (${usuarios}) group by um.usuario_id`;

/** (usuario_id, texto): each user's active dealers by display name, comma-separated; users without any are absent. */
export const dealersDosUsuariosTexto = (usuarios: SQL) =>
  sql`select ud.usuario_id, string_agg(d.nome_exibicao, ', ' order by d.nome_exibicao) as texto
        from ${usuarioDealers} ud join dealers d on d.id = ud.dealer_id
       where d.active and ud.usuario_id in (${usuarios}) group by ud.usuario_id`;
