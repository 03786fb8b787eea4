import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess, FEATURES, MANAGE_PROVIDER_USERS, USER_TYPES, type AccessRule, type FeatureKey } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { AppError, forbidden, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach, type DealerReach } from '../dealers/dealers.policy.js';

/**
 * Row-level rules of user administration, on top of the features of each operation (ASVS V4.2.1
 * IDOR, V5.1.2 mass assignment / privilege escalation):
 * - only the technical provider creates, edits, activates or flags technical-provider users;
 * - a caller other than the provider grants only features it holds itself;
 * - a dealer-group caller sees the users of its own groups and dealers, and manages only
 *   dealer-group users whose every group and dealer is its own. Which groups and dealers are its
 *   own is the dealers area's rule (dealers.policy.ts callerReach).
 */

/**
 * A condition over `usuarios u`: the users a dealer-group caller reaches, those linked to one of
 * its dealers (its groups' dealers included) or to one of its groups (dealers.policy.ts).
 */
export function readScope(reach: DealerReach): SQL {
  return sql`u.id in (select usuario_id from usuario_dealers where dealer_id = any(${sql.param(reach.dealers)}::int[])
    union select usuario_id from usuario_grupos_dealer where grupo_id = any(${sql.param(reach.grupos)}::int[]))`;
}

/**
 * A condition over `usuarios u`: the users the caller may see (true for the provider and the
 * manufacturer). Every answer that names people filters with it: lists, look-ups, pickers and
 * the recipients preview of user groups.
 */
export async function readableBy(db: DbOrTx, caller: CurrentUser): Promise<SQL> {
  const reach = await callerReach(db, caller);
  return reach ? readScope(reach) : sql`true`;
}

/**
 * A condition over `usuarios u`: the users who pass an access rule, canAccess written as SQL for
 * questions about many users at once (how many manage the library). users/passes-rule.test.ts
 * keeps it equal to canAccess.
 */
export function passes(rule: AccessRule): SQL {
  const list = (values: readonly string[]) => sql.param([...values]);
  const features = rule.features ?? [];
  const userTypes = rule.userTypes ?? [];
  const except = rule.exceptUserTypes ?? [];
  const kept = except.length ? sql`not (u.tipo::text = any(${list(except)}::text[]))` : sql`true`;
  if (features.length === 0 && userTypes.length === 0) return kept;
  const byType = userTypes.length ? sql`u.tipo::text = any(${list(userTypes)}::text[])` : sql`false`;
  // The provider passes any feature check (spec 01 §6).
  const byFeature = features.length
    ? sql`(u.tipo = ${USER_TYPES.PROVEDOR} or u.id in (select uf.usuario_id from usuario_funcionalidades uf
        join funcionalidades f on f.id = uf.funcionalidade_id where f.chave = any(${list(features)}::text[])))`
    : sql`false`;
  return sql`(${kept} and (${byType} or ${byFeature}))`;
}

/** Whether the caller may see this user. */
export async function mayRead(db: DbOrTx, caller: CurrentUser, usuarioId: number): Promise<boolean> {
  const reach = await callerReach(db, caller);
  if (!reach) return true;
  const res = await db.execute(sql`select 1 from usuarios u where u.id = ${usuarioId} and ${readScope(reach)}`);
  return res.rows.length > 0;
}

/** FORBIDDEN when a dealer-group caller asks for a user outside its groups and dealers. */
export async function assertMayRead(db: DbOrTx, caller: CurrentUser, usuarioId: number): Promise<void> {
  if (!(await mayRead(db, caller, usuarioId))) throw forbidden();
}

/** The stored links of a user that decide who may manage it. */
export interface ManagedUser {
  tipo: string;
  grupos: number[];
  dealers: number[];
}

const within = (list: readonly number[], reach: readonly number[]) => list.every((id) => reach.includes(id));

/**
 * Whether the caller may grant a feature: it holds it (the provider passes any feature check).
 * A key from the catalog may belong to another product, outside FeatureKey; canAccess compares
 * the strings, so the cast changes nothing.
 */
export const mayGrant = (caller: CurrentUser, chave: string): boolean => canAccess(caller, { features: [chave as FeatureKey] });

/**
 * Whether the caller may manage `stored` (null for a new user) as a user of type `tipo` (null
 * when the operation keeps the type). The row-level half of every user write; the feature half
 * is each operation's @auth.
 */
export function mayManage(caller: CurrentUser, reach: DealerReach | null, stored: ManagedUser | null, tipo: string | null): boolean {
  if (!canAccess(caller, MANAGE_PROVIDER_USERS) && (stored?.tipo === USER_TYPES.PROVEDOR || tipo === USER_TYPES.PROVEDOR)) return false;
  if (!reach) return true;
  if (tipo !== null && tipo !== USER_TYPES.DEALER_GRUPO) return false;
  if (!stored) return true;
  const linked = stored.grupos.length + stored.dealers.length > 0;
  return stored.tipo === USER_TYPES.DEALER_GRUPO && linked && within(stored.grupos, reach.grupos) && within(stored.dealers, reach.dealers);
}

/** A user's dealer groups and dealers, by id. */
const UsuarioLinks = z.object({ id: z.number(), grupos: z.array(z.number()), dealers: z.array(z.number()) });

/** FORBIDDEN unless mayManage. */
export function assertMayManage(caller: CurrentUser, reach: DealerReach | null, stored: ManagedUser | null, tipo: string | null): void {
  if (!mayManage(caller, reach, stored, tipo)) throw forbidden();
}

/** What a caller may do on a user row (GraphQL AcaoUsuario): the same rules its mutations enforce. */
export type AcaoUsuario = 'EDITAR' | 'ATIVAR' | 'INATIVAR' | 'LIBERAR_ATIVACAO_ESPECIAL' | 'REMOVER_ATIVACAO_ESPECIAL';

const MAINTAIN_USERS = { features: [FEATURES.PORTAL_MANUTENCAO_USUARIOS] };
const SPECIAL_ACTIVATION = { features: [FEATURES.LIBERAR_ATIVACAO_ESPECIAL] };

/**
 * The actions the caller may take on each row, so the web offers exactly what the API accepts
 * (salvarUsuario, ativar/inativarUsuario, liberar/removerAtivacaoEspecial): the operation's feature,
 * mayManage on the row, the row's state, and nobody inactivates themselves. One query for the
 * links of every row, and only for a dealer-group caller (the others' reach is the whole network).
 */
export async function acoesPermitidas(
  db: DbOrTx,
  caller: CurrentUser,
  rows: readonly { id: number; tipo: string; active: boolean; ativacaoEspecial: boolean }[],
): Promise<AcaoUsuario[][]> {
  const maintain = canAccess(caller, MAINTAIN_USERS);
  const special = canAccess(caller, SPECIAL_ACTIVATION);
  if (!maintain && !special) return rows.map(() => []);
  const reach = await callerReach(db, caller);
  const links = new Map<number, { grupos: number[]; dealers: number[] }>();
  if (reach) {
    const found = await queryRows(db, UsuarioLinks, sql`
      select u.id,
        coalesce((select array_agg(grupo_id) from usuario_grupos_dealer where usuario_id = u.id), '{}') as grupos,
        coalesce((select array_agg(dealer_id) from usuario_dealers where usuario_id = u.id), '{}') as dealers
      from unnest(${sql.param(rows.map((r) => r.id))}::int[]) as u(id)`);
    for (const r of found) links.set(r.id, r);
  }
  return rows.map((row) => {
    const stored = { tipo: row.tipo, grupos: links.get(row.id)?.grupos ?? [], dealers: links.get(row.id)?.dealers ?? [] };
    if (!mayManage(caller, reach, stored, null)) return [];
    const acoes: AcaoUsuario[] = [];
    if (maintain) {
      acoes.push('EDITAR');
      if (!row.active) acoes.push('ATIVAR');
      else if (row.id !== caller.id) acoes.push('INATIVAR');
    }
    if (special) acoes.push(row.ativacaoEspecial ? 'REMOVER_ATIVACAO_ESPECIAL' : 'LIBERAR_ATIVACAO_ESPECIAL');
    return acoes;
  });
}

/** FORBIDDEN, naming the fields, when a dealer-group caller links a user beyond its own reach. */
export function assertLinksInReach(
  reach: DealerReach | null,
  links: { marcas: number[]; grupos: number[]; idsDealers: number[] },
  names: (field: 'marcas' | 'grupos' | 'idsDealers', id: number) => string,
): void {
  if (!reach) return;
  const fields: FieldError[] = [];
  const check = (field: 'marcas' | 'grupos' | 'idsDealers', list: number[], allowed: number[]) => {
    for (const id of list) {
      if (!allowed.includes(id)) fields.push({ field, key: 'error.usuario.foraDoAlcance', values: { valor: names(field, id) } });
    }
  };
  check('marcas', links.marcas, reach.marcas);
  check('grupos', links.grupos, reach.grupos);
  check('idsDealers', links.idsDealers, reach.dealers);
  if (fields.length) throw new AppError('FORBIDDEN', fields[0]!.key, fields[0]!.values, fields);
}

/**
 * FORBIDDEN, naming them, when a caller other than the provider grants features it does not
 * hold. Only additions count: keeping or removing a feature someone else granted escalates nothing.
 */
export function assertGrantable(caller: CurrentUser, added: readonly { chave: string; nome: string }[]): void {
  const denied = added.filter((f) => !mayGrant(caller, f.chave));
  if (denied.length === 0) return;
  const values = { funcionalidades: denied.map((f) => f.nome).join(', ') };
  throw new AppError('FORBIDDEN', 'error.usuario.funcionalidadeNaoConcedivel', values, [
    { field: 'produtos', key: 'error.usuario.funcionalidadeNaoConcedivel', values },
  ]);
}
