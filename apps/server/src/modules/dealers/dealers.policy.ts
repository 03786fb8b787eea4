import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@portal/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError, notFound, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';

/**
 * The reach of a dealer-group caller (ASVS V4.2.1): the one rule of which dealer groups, dealers
 * and brands such a caller may see or change. The dealers area applies it to dealers and dealer
 * groups; the users area builds "the users a caller reaches" on it, and the user groups and
 * absences use that. The technical provider and the manufacturer reach the whole network.
 *
 * The caller's own links live in the users area's link tables (usuario_grupos_dealer, usuario_dealers,
 * usuario_marcas); they are read here with plain SQL because the users area builds on this one and
 * this one never imports it.
 */
export interface DealerReach {
  /** The dealer groups the caller is linked to. */
  grupos: number[];
  /** The dealers the caller is linked to, plus every dealer of its groups. */
  dealers: number[];
  /** The caller's brands plus the brands of those dealers. */
  marcas: number[];
}

const ids = z.array(z.number());
const Reach = z.object({ grupos: ids, dealers: ids, marcas: ids });

/** The reach of a dealer-group caller; null for the provider and the manufacturer (the whole network). */
export async function callerReach(db: DbOrTx, caller: CurrentUser): Promise<DealerReach | null> {
  if (caller.tipo !== USER_TYPES.DEALER_GRUPO) return null;
  const reach = await queryRow(db, Reach, sql`
    with g as (select grupo_id as id from usuario_grupos_dealer where usuario_id = ${caller.id}),
    d as (select dealer_id as id from usuario_dealers where usuario_id = ${caller.id}
          union select dd.id from dealers dd join g on g.id = dd.grupo_id),
    m as (select marca_id as id from usuario_marcas where usuario_id = ${caller.id}
          union select dm.marca_id from dealer_marcas dm join d on d.id = dm.dealer_id)
    select coalesce((select array_agg(id order by id) from g), '{}') as grupos,
           coalesce((select array_agg(id order by id) from d), '{}') as dealers,
           coalesce((select array_agg(id order by id) from m), '{}') as marcas`);
  return reach!;
}

const ints = (list: readonly number[]) => sql`${sql.param([...list])}::int[]`;

/** A condition over a dealers row (`alias`.id): within the reach; true for the whole network. */
export function dealerInReach(reach: DealerReach | null, alias = 'd'): SQL {
  return reach ? sql`${sql.raw(alias)}.id = any(${ints(reach.dealers)})` : sql`true`;
}

/** A condition over a grupos row (`alias`.id): within the reach; true for the whole network. */
export function grupoInReach(reach: DealerReach | null, alias = 'g'): SQL {
  return reach ? sql`${sql.raw(alias)}.id = any(${ints(reach.grupos)})` : sql`true`;
}

/** NOT_FOUND for a dealer beyond the reach: to such a caller it does not exist. */
export function assertDealerInReach(reach: DealerReach | null, id: number): void {
  if (reach && !reach.dealers.includes(id)) throw notFound('dealer');
}

/** NOT_FOUND for a dealer group beyond the reach: to such a caller it does not exist. */
export function assertGrupoInReach(reach: DealerReach | null, id: number): void {
  if (reach && !reach.grupos.includes(id)) throw notFound('grupo');
}

/**
 * FORBIDDEN, naming the fields, when a dealer-group caller's save would widen its reach: a new
 * dealer outside its groups, a dealer moved into or out of a group it does not reach (or left
 * without a group), a brand beyond its reach. Moving a dealer into one's group would bring that
 * dealer's users with it; a new brand would let it link users to that brand.
 */
export function assertDealerSaveInReach(
  reach: DealerReach | null,
  stored: { grupoId: number | null } | null,
  next: { grupoId: number | null; marcas: readonly number[] },
  marcaName: (id: number) => string,
): void {
  if (!reach) return;
  const fields: FieldError[] = [];
  const reaches = (grupoId: number | null) => grupoId != null && reach.grupos.includes(grupoId);
  const moved = !stored || stored.grupoId !== next.grupoId;
  if (moved && (!reaches(next.grupoId) || (stored?.grupoId != null && !reaches(stored.grupoId)))) {
    fields.push({ field: 'grupo', key: 'error.dealer.grupoForaDoAlcance' });
  }
  for (const id of next.marcas) {
    // The brands a reached dealer already has are within the reach by definition.
    if (!reach.marcas.includes(id)) {
      fields.push({ field: 'marcas', key: 'error.dealer.marcaForaDoAlcance', values: { valor: marcaName(id) } });
    }
  }
  if (fields.length) throw new AppError('FORBIDDEN', fields[0]!.key, fields[0]!.values, fields);
}
