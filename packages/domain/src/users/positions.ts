import { isIsoDate } from '../calendar.js';
import { hasId, requiresPositions, sameId, type Id, type UserFormProperties, type UserIssue } from './user-rules.js';

/**
 * Position assignments of a user (spec 01 §3 "Position assignment", §5 "Adding a position"):
 * which position (cargo) the user holds at which dealer, since when, in which department.
 */
export interface PositionAssignment {
  cargoId: Id | null;
  dataInicio: string | null;
  dealerId: Id | null;
  departamentoId: Id | null;
}

/** `cargos.3.` for the fourth position of a list, '' for the single position being added. */
const prefixOf = (index: number | null) => (index == null ? '' : `cargos.${index}.`);

/** Position, start date, dealer and (when departments are used) department are required. */
function checkFields(p: PositionAssignment, props: UserFormProperties, index: number | null): UserIssue[] {
  const at = prefixOf(index);
  const issues: UserIssue[] = [];
  if (p.cargoId == null) issues.push({ field: `${at}cargoId`, code: 'cargoObrigatorio' });
  if (!p.dataInicio) issues.push({ field: `${at}dataInicio`, code: 'dataInicioObrigatoria' });
  else if (!isIsoDate(p.dataInicio)) issues.push({ field: `${at}dataInicio`, code: 'dataInvalida', values: { valor: p.dataInicio } });
  if (p.dealerId == null) issues.push({ field: `${at}dealerId`, code: 'dealerCargoObrigatorio' });
  if (props.informarDepartamentoCargo && p.departamentoId == null) {
    issues.push({ field: `${at}departamentoId`, code: 'departamentoObrigatorio' });
  }
  return issues;
}

/** The same position at the same dealer. */
const samePosition = (a: PositionAssignment, b: PositionAssignment) => sameId(a.cargoId, b.cargoId) && sameId(a.dealerId, b.dealerId);

/** The latest start date among `others` at the dealer of `p`, when it is not before p's start. */
function laterOrEqualStart(p: PositionAssignment, others: readonly PositionAssignment[]): string | null {
  let latest: string | null = null;
  for (const o of others) {
    if (!sameId(o.dealerId, p.dealerId) || !o.dataInicio || !isIsoDate(o.dataInicio)) continue;
    if (latest === null || o.dataInicio > latest) latest = o.dataInicio;
  }
  return latest !== null && p.dataInicio && isIsoDate(p.dataInicio) && p.dataInicio <= latest ? latest : null;
}

/**
 * Spec 01 §5 "Adding a position": the fields are filled, the position is not already assigned
 * at that dealer, and it starts after every earlier position at that dealer. `idsDealers`, when
 * given, are the user's dealers: a position belongs to one of them.
 */
export function checkPositionToAdd(
  novo: PositionAssignment,
  existentes: readonly PositionAssignment[],
  props: UserFormProperties,
  idsDealers?: readonly Id[],
): UserIssue[] {
  const issues = checkFields(novo, props, null);
  if (novo.dealerId != null && idsDealers && !hasId(idsDealers, novo.dealerId)) {
    issues.push({ field: 'dealerId', code: 'cargoDealerNaoSelecionado' });
  }
  if (novo.cargoId != null && novo.dealerId != null && existentes.some((e) => samePosition(e, novo))) {
    issues.push({ field: 'cargoId', code: 'cargoDuplicado' });
  }
  const latest = laterOrEqualStart(novo, existentes);
  if (latest) issues.push({ field: 'dataInicio', code: 'cargoDataInicio', values: { data: latest } });
  return issues;
}

/** A dealer of the user, with the name the messages show. */
export interface NamedDealer {
  id: Id;
  nome: string;
}

/**
 * The whole list of a save: each position as checkPositionToAdd would have accepted it when it
 * was added, and, for the types that give positions, one at least per selected dealer.
 *
 * The start-date rule is about additions, so it applies to the positions this save adds or
 * changes: a position identical to a stored one (same position, dealer and start) is history
 * already accepted and is not re-judged; every other one must start after the kept positions of
 * its dealer and after the positions listed before it (the list is the order of addition).
 */
export function checkPositions(
  cargos: readonly PositionAssignment[],
  ctx: { tipo: string | null | undefined; dealers: readonly NamedDealer[]; stored?: readonly PositionAssignment[] },
  props: UserFormProperties,
): UserIssue[] {
  const issues: UserIssue[] = [];
  const stored = ctx.stored ?? [];
  const kept = (p: PositionAssignment) => stored.some((s) => samePosition(s, p) && s.dataInicio === p.dataInicio);
  const keptOnes = cargos.filter(kept);
  cargos.forEach((p, i) => {
    const at = prefixOf(i);
    issues.push(...checkFields(p, props, i));
    if (p.dealerId != null && !ctx.dealers.some((d) => sameId(d.id, p.dealerId))) {
      issues.push({ field: `${at}dealerId`, code: 'cargoDealerNaoSelecionado' });
    }
    if (p.cargoId != null && p.dealerId != null && cargos.slice(0, i).some((e) => samePosition(e, p))) {
      issues.push({ field: `${at}cargoId`, code: 'cargoDuplicado' });
      return;
    }
    if (kept(p)) return;
    const before = [...keptOnes, ...cargos.slice(0, i).filter((e) => !kept(e))];
    const latest = laterOrEqualStart(p, before);
    if (latest) issues.push({ field: `${at}dataInicio`, code: 'cargoDataInicio', values: { data: latest } });
  });
  if (requiresPositions(ctx.tipo, props)) {
    for (const d of ctx.dealers) {
      if (!cargos.some((p) => sameId(p.dealerId, d.id))) issues.push({ field: 'cargos', code: 'cargoPorDealer', values: { dealer: d.nome } });
    }
  }
  return issues;
}
