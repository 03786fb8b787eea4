import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess, checkPositionToAdd, FEATURES, type UserFormProperties } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { forbidden, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { fieldErrorOf, throwIfProblems } from './issues.js';
import type { CargoData } from './users.input.js';
import { assertMayRead } from './users.policy.js';
import { usuarioCargos } from './users.tables.js';
import { DepartamentoRow } from './dominio.service.js';
import { DEALER_JSON, UsuarioDealerItem } from './usuario.view.js';

/** A position assignment of a user, or a catalog position (dealer, department and start null): GraphQL CargoUsuario. */
const CargoUsuarioRow = z.object({
  id: z.number(),
  cargoId: z.number(),
  nome: z.string(),
  principal: z.boolean(),
  setor: z.object({ id: z.number(), nome: z.string(), divisao: z.object({ id: z.number(), nome: z.string() }).nullable() }).nullable(),
  dealer: UsuarioDealerItem.nullable(),
  departamento: DepartamentoRow.nullable(),
  dataInicio: z.string().nullable(),
});
export type CargoUsuarioView = z.infer<typeof CargoUsuarioRow>;

const PositionReference = z.object({ kind: z.enum(['cargo', 'departamento', 'dealer']), id: z.number(), nome: z.string(), active: z.boolean() });

const SETOR_JSON = sql`case when s.id is null then null else json_build_object('id', s.id, 'nome', s.nome,
  'divisao', case when dv.id is null then null else json_build_object('id', dv.id, 'nome', dv.nome) end) end`;

/**
 * cargos(usuarioId, principais): a user's position assignments (by dealer, then start), or the
 * catalog of active positions (only the main ones when `principais`).
 */
export async function listCargos(db: Db, caller: CurrentUser, usuarioId: number | null, principais: boolean): Promise<CargoUsuarioView[]> {
  if (usuarioId != null) {
    // The catalog is also the user-group form's; a user's positions are the users area's data.
    if (!canAccess(caller, { features: [FEATURES.PORTAL_MANUTENCAO_USUARIOS, FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] })) {
      throw forbidden();
    }
    await assertMayRead(db, caller, usuarioId);
    return queryRows(db, CargoUsuarioRow, sql`
      select c.id, c.cargo_id as "cargoId", k.nome, k.principal, ${SETOR_JSON} as setor, ${DEALER_JSON} as dealer,
        case when dep.id is null then null else json_build_object('id', dep.id, 'nome', dep.nome, 'sigla', dep.sigla,
          'assinatura', dep.assinatura) end as departamento,
        to_char(c.data_inicio, 'YYYY-MM-DD') as "dataInicio"
      from usuario_cargos c
      join cargos k on k.id = c.cargo_id
      left join setores s on s.id = k.setor_id left join divisoes dv on dv.id = s.divisao_id
      join dealers d on d.id = c.dealer_id left join grupos g on g.id = d.grupo_id
      left join departamentos dep on dep.id = c.departamento_id
      where c.usuario_id = ${usuarioId}
      order by d.nome_exibicao, c.dealer_id, c.data_inicio, c.id`);
  }
  return queryRows(db, CargoUsuarioRow, sql`
    select k.id, k.id as "cargoId", k.nome, k.principal, ${SETOR_JSON} as setor,
      null as dealer, null as departamento, null as "dataInicio"
    from cargos k left join setores s on s.id = k.setor_id left join divisoes dv on dv.id = s.divisao_id
    where k.active ${principais ? sql`and k.principal` : sql``}
    order by k.nome, k.id`);
}

/** Names of the positions, departments and dealers referenced, and which are active, in one round trip. */
export async function positionReferences(db: DbOrTx, cargos: readonly CargoData[]): Promise<PositionReferences> {
  const ids = (pick: (c: CargoData) => number | null) => [...new Set(cargos.map(pick).filter((v): v is number => v != null))];
  const rows = await queryRows(db, PositionReference, sql`
    select 'cargo' as kind, id, nome, active from cargos where id = any(${sql.param(ids((c) => c.cargoId))}::int[])
    union all select 'departamento', id, nome, active from departamentos where id = any(${sql.param(ids((c) => c.departamentoId))}::int[])
    union all select 'dealer', id, nome_exibicao, active from dealers where id = any(${sql.param(ids((c) => c.dealerId))}::int[])`);
  const find = (kind: string, id: number | null) => rows.find((r) => r.kind === kind && r.id === id);
  return { find };
}

/** What positionReferences answers: a referenced position, department or dealer by kind and id. */
export interface PositionReferences {
  find(kind: string, id: number | null): z.infer<typeof PositionReference> | undefined;
}

/**
 * Positions, departments and dealers a list refers to exist; the ones a save adds are active
 * (a stored assignment keeps a position or department inactivated since).
 */
export async function checkPositionReferences(
  db: DbOrTx,
  cargos: readonly CargoData[],
  opts: { prefix: (index: number) => string; isKept?: (c: CargoData) => boolean; dealers: boolean },
): Promise<FieldError[]> {
  return positionReferenceErrors(await positionReferences(db, cargos), cargos, opts);
}

/** checkPositionReferences over references already read (a batch of saves reads them once). */
export function positionReferenceErrors(
  refs: PositionReferences,
  cargos: readonly CargoData[],
  opts: { prefix: (index: number) => string; isKept?: (c: CargoData) => boolean; dealers: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  cargos.forEach((c, i) => {
    const at = opts.prefix(i);
    const check = (kind: 'cargo' | 'departamento' | 'dealer', id: number | null, field: string) => {
      if (id == null) return;
      const row = refs.find(kind, id);
      if (!row) errors.push({ field: `${at}${field}`, key: 'error.usuario.inexistente', values: { valor: id } });
      else if (!row.active && !opts.isKept?.(c)) errors.push({ field: `${at}${field}`, key: 'error.usuario.inativo', values: { valor: row.nome } });
    };
    check('cargo', c.cargoId, 'cargoId');
    check('departamento', c.departamentoId, 'departamentoId');
    // In a save the dealers are the user's, checked with idsDealers; a lone position names its own.
    if (opts.dealers) check('dealer', c.dealerId, 'dealerId');
  });
  return errors;
}

/**
 * podeAdicionarCargo (spec 01 §5 "Adding a position"): true when the position may join the
 * form's positions; otherwise BAD_USER_INPUT naming each problem, which the form shows.
 */
export async function podeAdicionarCargo(db: Db, props: UserFormProperties, novo: CargoData, existentes: CargoData[]): Promise<true> {
  const errors = checkPositionToAdd(novo, existentes, props).map(fieldErrorOf);
  errors.push(...(await checkPositionReferences(db, [novo], { prefix: () => '', dealers: true })));
  throwIfProblems(errors);
  return true;
}

/** A user's stored positions in the order they were added. */
export async function storedCargos(db: DbOrTx, usuarioId: number): Promise<CargoData[]> {
  const rows = await db
    .select({
      cargoId: usuarioCargos.cargoId,
      dataInicio: usuarioCargos.dataInicio,
      dealerId: usuarioCargos.dealerId,
      departamentoId: usuarioCargos.departamentoId,
    })
    .from(usuarioCargos)
    .where(eq(usuarioCargos.usuarioId, usuarioId))
    .orderBy(usuarioCargos.id);
  return rows;
}

/** Many users' stored positions, each in the order they were added (a batch save), one query. */
export async function storedCargosOf(db: DbOrTx, usuarioIds: readonly number[]): Promise<Map<number, CargoData[]>> {
  const out = new Map<number, CargoData[]>();
  if (usuarioIds.length === 0) return out;
  const rows = await db
    .select({
      usuarioId: usuarioCargos.usuarioId,
      cargoId: usuarioCargos.cargoId,
      dataInicio: usuarioCargos.dataInicio,
      dealerId: usuarioCargos.dealerId,
      departamentoId: usuarioCargos.departamentoId,
    })
    .from(usuarioCargos)
    .where(inArray(usuarioCargos.usuarioId, [...usuarioIds]))
    .orderBy(usuarioCargos.id);
  for (const { usuarioId, ...c } of rows) out.set(usuarioId, [...(out.get(usuarioId) ?? []), c]);
  return out;
}

/**
 * Replaces a user's positions, keeping the row (and its id) of a position still held at the
 * same dealer: the cargo list's ids stay stable across saves.
 */
export async function writeCargos(tx: Tx, usuarioId: number, cargos: readonly CargoData[]): Promise<void> {
  const held = await tx
    .select({ id: usuarioCargos.id, cargoId: usuarioCargos.cargoId, dealerId: usuarioCargos.dealerId })
    .from(usuarioCargos)
    .where(eq(usuarioCargos.usuarioId, usuarioId));
  const keptIds: number[] = [];
  for (const c of cargos) {
    const row = held.find((h) => h.cargoId === c.cargoId && h.dealerId === c.dealerId);
    if (!row) continue;
    keptIds.push(row.id);
    await tx
      .update(usuarioCargos)
      .set({ dataInicio: c.dataInicio!, departamentoId: c.departamentoId })
      .where(eq(usuarioCargos.id, row.id));
  }
  await tx
    .delete(usuarioCargos)
    .where(and(eq(usuarioCargos.usuarioId, usuarioId), keptIds.length ? notInArray(usuarioCargos.id, keptIds) : sql`true`));
  const added = cargos.filter((c) => !held.some((h) => h.cargoId === c.cargoId && h.dealerId === c.dealerId));
  if (added.length) {
    await tx.insert(usuarioCargos).values(
      added.map((c) => ({ usuarioId, cargoId: c.cargoId!, dealerId: c.dealerId!, departamentoId: c.departamentoId, dataInicio: c.dataInicio! })),
    );
  }
}
