import { count, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { canAccess, CREATE_PUBLIC_USER_GROUPS, USER_TYPES } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach, dealerInReach, grupoInReach } from '../dealers/dealers.policy.js';
import { gruposUsuarios } from './user-groups.tables.js';

/**
 * Row-level rules of user groups (spec 02 §6, ASVS V4.2.1): a public group is visible to every
 * user allowed to use groups, a private group only to its creator — the provider included, since
 * a private group is someone's personal audience. Every query that answers groups filters with
 * visibleTo; asking for an invisible group by id answers NOT_FOUND, never FORBIDDEN, so its
 * existence does not leak.
 */
export function visibleTo(caller: Pick<CurrentUser, 'id'>, alias = 'g'): SQL {
  return sql`(${sql.raw(alias)}.publico or ${sql.raw(alias)}.criador_id = ${caller.id})`;
}

/** NOT_FOUND unless every group id exists and is visible to the caller. */
export async function assertVisible(db: DbOrTx, caller: CurrentUser, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const g = alias(gruposUsuarios, 'g');
  const [row] = await db
    .select({ n: count() })
    .from(g)
    .where(sql`${g.id} = any(${sql.param([...ids])}::int[]) and ${visibleTo(caller)}`);
  if ((row?.n ?? 0) !== ids.length) throw notFound('grupoUsuarios');
}

/** FORBIDDEN, naming publico, for a public group without the public-group creation feature. */
export function assertMayCreatePublic(caller: CurrentUser): void {
  if (canAccess(caller, CREATE_PUBLIC_USER_GROUPS)) return;
  const key = 'error.grupoUsuarios.publicoSemPermissao';
  throw new AppError('FORBIDDEN', key, {}, [{ field: 'publico', key }]);
}

/**
 * What the group form may offer the caller (spec 02 §6): their own brands, user types (only the
 * provider may target PROVEDOR users), active dealers (a dealer-group caller: those of its own
 * groups and dealers) and the access types of the products of their features (provider: all).
 * Positions, sectors and dealer groups are the whole catalogue (dealer-group caller: its groups).
 */
export interface GrupoOptions {
  marcas: Set<number>;
  tiposUsuarios: Set<string>;
  dealers: Set<number>;
  tiposAcesso: Set<number>;
  grupos: Set<number>;
}

/** The option ids (raw SQL: they come from other areas' tables and the dealers area's reach). */
const OptionIds = z.object({
  marcas: z.array(z.number()),
  dealers: z.array(z.number()),
  acessos: z.array(z.number()),
  grupos: z.array(z.number()),
});

export async function optionsOf(db: DbOrTx, caller: CurrentUser): Promise<GrupoOptions> {
  const provedor = caller.tipo === USER_TYPES.PROVEDOR;
  // A dealer-group caller's groups and dealers: the dealers area's reach (null: the whole network).
  const reach = await callerReach(db, caller);
  const row = await queryRow(db, OptionIds, sql`
    select
      coalesce((select array_agg(m.id) from marcas m where ${provedor}
                  or m.id in (select marca_id from usuario_marcas where usuario_id = ${caller.id})), '{}') as marcas,
      coalesce((select array_agg(d.id) from dealers d where d.active and ${dealerInReach(reach)}), '{}') as dealers,
      coalesce((select array_agg(ta.id) from tipos_acesso ta where ${provedor}
                  or ta.produto_id in (select f.produto_id from usuario_funcionalidades uf
                     join funcionalidades f on f.id = uf.funcionalidade_id where uf.usuario_id = ${caller.id})), '{}') as acessos,
      coalesce((select array_agg(g.id) from grupos g where ${grupoInReach(reach)}), '{}') as grupos`);
  if (!row) throw new Error('optionsOf: a select without from answered no row');
  const tipos = provedor ? Object.values(USER_TYPES) : [USER_TYPES.MONTADORA, USER_TYPES.DEALER_GRUPO];
  return {
    marcas: new Set(row.marcas),
    tiposUsuarios: new Set<string>(tipos),
    dealers: new Set(row.dealers),
    tiposAcesso: new Set(row.acessos),
    grupos: new Set(row.grupos),
  };
}
