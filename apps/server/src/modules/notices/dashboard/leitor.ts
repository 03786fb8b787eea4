import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { callerReach, type DealerReach } from '../../dealers/dealers.policy.js';
import { leComunicado, pessoaNoAlcance } from '../escrita/alcance.js';
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
  /** The caller's reach (null: the whole network); its dashboard covers only the recipients it reaches (escrita/alcance.ts). */
  alcance: DealerReach | null;
  /** A condition over a delivery `e`: its recipient is within the caller's reach. */
  noAlcance: SQL;
}

/**
 * The notice of a dashboard operation, or NOT_FOUND when it does not exist or the caller may not
 * read it (escrita/alcance.ts leComunicado: its author, its picked approver, the approval feature's
 * holders within their reach): a creator who is not its author learns nothing, not even that it
 * exists. With the caller's reach, which every dashboard query applies to the recipients.
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
  if (!row || !(await leComunicado(db, user, row))) throw notFound('comunicado');
  const { usuarioCriadorId: _c, usuarioAprovadorId: _a, ...painel } = row;
  const alcance = await callerReach(db, user);
  return { ...painel, alcance, noAlcance: pessoaNoAlcance(alcance, sql`e.usuario_id`) };
}
