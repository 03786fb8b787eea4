import type { PositionAssignment } from './positions.js';
import { hasId, sameId, type Id, type UserIssue } from './user-rules.js';

/**
 * The cascades of the user form (spec 01 §4): brands narrow groups, groups and brands narrow
 * dealers, dealers narrow positions. The web applies the on…Change functions as the user edits;
 * the server checks the result with checkLinkConsistency, so a payload that skipped a cascade
 * is refused rather than stored half-consistent.
 */
export interface UserLinks {
  marcas: Id[];
  grupos: Id[];
  idsDealers: Id[];
  cargos: PositionAssignment[];
}

/** Changing the user type clears dealers and groups (and so the positions at those dealers). */
export function onTipoChange<T extends UserLinks>(links: T): T {
  return { ...links, grupos: [], idsDealers: [], cargos: [] };
}

/** Changing brands clears dealers and groups (and so the positions at those dealers). */
export function onMarcasChange<T extends UserLinks>(links: T, marcas: Id[]): T {
  return { ...links, marcas, grupos: [], idsDealers: [], cargos: [] };
}

/** Changing dealers drops the positions of the dealers removed. */
export function onDealersChange<T extends UserLinks>(links: T, idsDealers: Id[]): T {
  return { ...links, idsDealers, cargos: links.cargos.filter((c) => hasId(idsDealers, c.dealerId as Id)) };
}

/** Changing groups keeps only the dealers of the remaining groups (and their positions). */
export function onGruposChange<T extends UserLinks>(links: T, grupos: Id[], grupoOfDealer: (dealerId: Id) => Id | null | undefined): T {
  const idsDealers = links.idsDealers.filter((d) => hasId(grupos, grupoOfDealer(d) as Id));
  return onDealersChange({ ...links, grupos }, idsDealers);
}

/** A chosen group with the brands of its dealers (a group's brands are its dealers' brands). */
export interface GroupLinkInfo {
  id: Id;
  nome: string;
  marcas: readonly Id[];
}

/** A chosen dealer with its group and brands. */
export interface DealerLinkInfo {
  id: Id;
  nome: string;
  grupoId: Id | null;
  marcas: readonly Id[];
}

/**
 * The links of a save are what the cascades leave possible: each group has a dealer of a chosen
 * brand, each dealer belongs to a chosen group and sells a chosen brand. A dealer without a
 * group can therefore not be chosen: the form reaches dealers only through their groups.
 */
export function checkLinkConsistency(
  links: { marcas: readonly Id[]; grupos: readonly Id[] },
  grupos: readonly GroupLinkInfo[],
  dealers: readonly DealerLinkInfo[],
): UserIssue[] {
  const issues: UserIssue[] = [];
  for (const g of grupos) {
    if (!g.marcas.some((m) => hasId(links.marcas, m))) issues.push({ field: 'grupos', code: 'grupoForaDasMarcas', values: { grupo: g.nome } });
  }
  for (const d of dealers) {
    if (!links.grupos.some((g) => sameId(g, d.grupoId))) issues.push({ field: 'idsDealers', code: 'dealerForaDosGrupos', values: { dealer: d.nome } });
    if (!d.marcas.some((m) => hasId(links.marcas, m))) issues.push({ field: 'idsDealers', code: 'dealerForaDasMarcas', values: { dealer: d.nome } });
  }
  return issues;
}
