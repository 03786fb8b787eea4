import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/transaction.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { gruposDoUsuario } from './audience.service.js';
import { visibleTo } from './user-groups.policy.js';
import { gruposUsuarios } from './user-groups.tables.js';

/**
 * The groups the signed-in user belongs to (usuarioLogado.gruposUsuarios, spec 01 §3): the same
 * membership that grants library access (gruposDoUsuario, the inverse of the audience), by name.
 * Another user's private group the caller is a member of is left out: a private group exists for
 * its creator only (spec 02 §6), its name included. Only the user's id is read: the field resolver
 * passes the UsuarioLogado it completes, who is the caller.
 */
export async function gruposDoUsuarioLogado(db: DbOrTx, caller: Pick<CurrentUser, 'id'>): Promise<{ id: number; nome: string }[]> {
  const ids = await gruposDoUsuario(db, caller.id);
  if (ids.length === 0) return [];
  const g = alias(gruposUsuarios, 'g');
  return db
    .select({ id: g.id, nome: g.nome })
    .from(g)
    .where(sql`${g.id} = any(${sql.param(ids)}::int[]) and ${visibleTo(caller)}`)
    .orderBy(g.nome, g.id);
}
