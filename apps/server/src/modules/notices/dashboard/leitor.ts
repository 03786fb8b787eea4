import { eq } from 'drizzle-orm';
import { canAccess, FEATURES } from '@portal/domain';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
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
 * Who reads a notice itself (its dashboard, pending people, reminder, export): its author, its
 * picked approver and the holders of the approval feature. The operations' @auth admits every
 * creator; this is the row's rule on top.
 */
export function leNoComunicado(user: CurrentUser, row: { usuarioCriadorId: number; usuarioAprovadorId: number | null }): boolean {
  return (
    row.usuarioCriadorId === user.id ||
    row.usuarioAprovadorId === user.id ||
    canAccess(user, { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] })
  );
}

/**
 * The notice of a dashboard operation, or NOT_FOUND when it does not exist or the caller may not
 * read it: a creator who is not its author learns nothing, not even that it exists.
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
  if (!row || !leNoComunicado(user, row)) throw notFound('comunicado');
  const { usuarioCriadorId: _c, usuarioAprovadorId: _a, ...painel } = row;
  return painel;
}
