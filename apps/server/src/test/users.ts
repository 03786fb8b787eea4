import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/connection.js';
import { hashPassword } from '../platform/identity/passwords.js';
import { signInForTest } from '../platform/identity/testing.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

/** Hand-built users for any area's tests (a user of its own with the features a case needs). */

let next = 1;
/** A fresh number for unique names and e-mails. */
export const fresh = () => next++;

/** Inserts a user with a password (tipo MONTADORA unless told) and the given features; returns its id. */
export async function insertUser(
  database: Database,
  over: { tipo?: string; active?: boolean; features?: string[]; nome?: string; email?: string } = {},
): Promise<number> {
  const n = fresh();
  const hash = await hashPassword(DEMO_PASSWORD);
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, active, password_hash)
    values (${over.nome ?? `Pessoa ${n}`}, ${over.email ?? `pessoa${n}@grupos.test`}, ${over.tipo ?? 'MONTADORA'}, ${over.active ?? true}, ${hash})
    returning id`);
  const id = res.rows[0]!.id;
  await database.db.execute(sql`update usuarios set idp_subject = id::text where id = ${id}`);
  if (over.features?.length) {
    await database.db.execute(sql`insert into usuario_funcionalidades
      select ${id}, id from funcionalidades where chave = any(${sql.param(over.features)}::text[])`);
  }
  return id;
}

/** A signed-in user of its own with the given features (and every demo brand). */
export async function tokenFor(app: FastifyInstance, database: Database, features: string[], tipo = 'MONTADORA') {
  const email = `gestor${fresh()}@grupos.test`;
  const id = await insertUser(database, { features, tipo, email });
  await database.db.execute(sql`insert into usuario_marcas select ${id}, id from marcas`);
  return { id, token: (await signInForTest(app, { email, password: DEMO_PASSWORD })).accessToken };
}


/**
 * A signed-in dealer-group user of its own with the given features, linked to one dealer group
 * and one of its dealers: the caller of another group that reach tests set against a group's data.
 */
export async function dealerGroupUser(app: FastifyInstance, database: Database, features: string[], grupo: number, dealer: number) {
  const u = await tokenFor(app, database, features, 'DEALER_GRUPO');
  await database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${u.id}, ${grupo})`);
  await database.db.execute(sql`insert into usuario_dealers (usuario_id, dealer_id) values (${u.id}, ${dealer})`);
  return u;
}
