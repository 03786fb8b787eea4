import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { leComunicado } from '../escrita/comunicado.view.js';
import { comunicados } from '../notices.tables.js';

/** What the dashboard's operations need of the notice itself. */
export interface ComunicadoDoPainel {
  id: number;
  titulo: string;
  status: string;
  requerCiencia: boolean;
  ano: number | null;
  numero: number | null;
  envioDataHora: Date | null;
  ultimoLembreteEm: Date | null;
}

/**
 * The notice of a dashboard operation, or NOT_FOUND when it does not exist or the caller may not
 * read it (escrita/'s leComunicado: its author, its picked approver, the approval feature's
 * holders): a creator who is not its author learns nothing, not even that it exists.
 */
export async function comunicadoDoPainel(db: DbOrTx, user: CurrentUser, id: number): Promise<ComunicadoDoPainel> {
  const [row] = await db
    .select({
      id: comunicados.id,
      titulo: comunicados.titulo,
      status: comunicados.status,
      requerCiencia: comunicados.requerCiencia,
      ano: comunicados.ano,
      numero: comunicados.numero,
      envioDataHora: comunicados.envioDataHora,
      ultimoLembreteEm: comunicados.ultimoLembreteEm,
      usuarioCriadorId: comunicados.usuarioCriadorId,
      usuarioAprovadorId: comunicados.usuarioAprovadorId,
    })
    .from(comunicados)
    .where(eq(comunicados.id, id));
  if (!row || !leComunicado(user, row)) throw notFound('comunicado');
  const { usuarioCriadorId: _c, usuarioAprovadorId: _a, ...painel } = row;
  return painel;
}
