import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { assertMayManage } from './users.policy.js';
import { usuarios } from './users.tables.js';
import { usuarioById, type UsuarioRow } from './usuario.view.js';

type Change = 'ATIVAR' | 'INATIVAR' | 'LIBERAR_ATIVACAO_ESPECIAL' | 'REMOVER_ATIVACAO_ESPECIAL';

/** The locked user and its links; ultimo_acesso is PostgreSQL's text (raw SQL), kept as such in the audit row. */
const Locked = z.object({
  tipo: z.string(),
  active: z.boolean(),
  ativacao_especial: z.boolean(),
  ultimo_acesso: z.string().nullable(),
  grupos: z.array(z.number()),
  dealers: z.array(z.number()),
});

/**
 * The state changes of spec 01 §4 for one user, each in an audited transaction with the same
 * row-level rule as salvarUsuario (provider users by the provider; a dealer-group caller only
 * its own users).
 */
export async function mudarEstadoUsuario(db: Db, caller: CurrentUser, id: number, change: Change, requestId: string): Promise<UsuarioRow> {
  return db.transaction(async (tx) => {
    const row = await queryRow(tx, Locked, sql`
      select u.tipo, u.active, u.ativacao_especial, u.ultimo_acesso,
        coalesce((select array_agg(grupo_id) from usuario_grupos_dealer where usuario_id = u.id), '{}') as grupos,
        coalesce((select array_agg(dealer_id) from usuario_dealers where usuario_id = u.id), '{}') as dealers
      from usuarios u where u.id = ${id} for update of u`);
    if (!row) throw notFound('usuario');
    assertMayManage(caller, await callerReach(tx, caller), row, null);
    let antes: Record<string, unknown>;
    let depois: Record<string, unknown>;
    if (change === 'ATIVAR' || change === 'INATIVAR') {
      const active = change === 'ATIVAR';
      // Locking oneself out is never what an administrator means to do.
      if (!active && id === caller.id) throw new AppError('CONFLICT', 'error.usuario.inativarProprio');
      antes = { active: row.active, ultimoAcesso: row.ultimo_acesso };
      // Reactivation restarts the inactivity period (the nightly sweep counts from ultimo_acesso);
      // otherwise a user reactivated after months away would be inactivated again that night.
      const restart = active && !row.active;
      const now = new Date();
      await tx
        .update(usuarios)
        .set({ active, ...(restart ? { ultimoAcesso: now } : {}), updatedAt: now })
        .where(eq(usuarios.id, id));
      depois = { active, ultimoAcesso: restart ? now : row.ultimo_acesso };
    } else {
      const ativacaoEspecial = change === 'LIBERAR_ATIVACAO_ESPECIAL';
      antes = { ativacaoEspecial: row.ativacao_especial };
      await tx.update(usuarios).set({ ativacaoEspecial, updatedAt: new Date() }).where(eq(usuarios.id, id));
      depois = { ativacaoEspecial };
    }
    await writeAudit(tx, { usuarioId: caller.id, entidade: 'usuario', entidadeId: id, acao: change, antes, depois, requestId });
    return (await usuarioById(tx, id))!;
  });
}
