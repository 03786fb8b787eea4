import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { usuarios } from './users.tables.js';

/*
 * The signed-in user's own row, as "my account" (the account area) reads and changes it: the
 * account area calls these instead of writing the users' table itself. Each takes the caller's
 * id from the request, never from the client.
 */

/** The fields my account edits (profile and avatar), locked until the caller's transaction ends. */
export async function lockOwnProfile(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      nome: usuarios.nome,
      telefones: usuarios.telefones,
      celulares: usuarios.celulares,
      idioma: usuarios.idioma,
      avatarLink: usuarios.avatarLink,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    .for('update');
  return row ?? null;
}

/** What my account may change on its own row. */
export type OwnProfileChange = Partial<Pick<typeof usuarios.$inferInsert, 'nome' | 'telefones' | 'celulares' | 'idioma' | 'avatarLink'>>;

/** Stores a change of the caller's own profile or avatar. */
export async function updateOwnProfile(tx: Tx, id: number, change: OwnProfileChange): Promise<void> {
  await tx
    .update(usuarios)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(usuarios.id, id));
}

/** The caller's stored password hash (null: none set); null when the user does not exist. */
export async function ownPasswordHash(db: DbOrTx, id: number) {
  const [row] = await db.select({ passwordHash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, id));
  return row ?? null;
}

/**
 * Replaces the caller's password hash, only over the one just verified: a change that raced this
 * one makes it answer false instead of overwriting it.
 */
export async function replaceOwnPasswordHash(tx: Tx, id: number, verified: string, novoHash: string): Promise<boolean> {
  const updated = await tx
    .update(usuarios)
    .set({ passwordHash: novoHash, updatedAt: sql`now()` })
    .where(and(eq(usuarios.id, id), eq(usuarios.passwordHash, verified)))
    .returning({ id: usuarios.id });
  return updated.length > 0;
}
