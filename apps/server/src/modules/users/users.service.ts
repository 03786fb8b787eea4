import { eq } from 'drizzle-orm';
import type { Idioma } from '@portal/domain';
import type { Tx } from '../../platform/db/transaction.js';
import { usuarios } from './users.tables.js';

/** Stores a user's interface language; returns the fields mudarLinguaUsuario answers with. */
export async function setIdioma(tx: Tx, id: number, idioma: Idioma) {
  const [updated] = await tx
    .update(usuarios)
    .set({ idioma, updatedAt: new Date() })
    .where(eq(usuarios.id, id))
    .returning({ id: usuarios.id, nome: usuarios.nome, idioma: usuarios.idioma });
  return updated;
}
