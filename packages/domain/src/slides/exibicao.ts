/**
 * "Em exibição" (spec 02 §3 names the field, §4 says its rule is not shown; issue #15 asks us to
 * write it): a slide or advert is on display when it is active and today, the portal's calendar
 * day (America/Sao_Paulo, `portalToday()`), lies within its display period, both ends included;
 * a missing bound is open (no start = since always, no end = for ever). So an item whose period
 * ends today is shown until midnight in São Paulo, and one that starts tomorrow is not shown
 * today, whatever the server's zone or the hour in UTC. Targeting (user groups) is not part of
 * it: em exibição says whether the item is running, not to whom.
 *
 * The server computes the same rule in SQL (`modules/slides/exibicao.sql.ts`) for lists and the
 * home; this function is the one the web and tests read.
 */
export interface PeriodoExibicao {
  readonly active: boolean;
  /** YYYY-MM-DD or null (open). */
  readonly inicioDate: string | null;
  readonly fimDate: string | null;
}

export function emExibicao(item: PeriodoExibicao, today: string): boolean {
  if (!item.active) return false;
  if (item.inicioDate != null && today < item.inicioDate) return false;
  if (item.fimDate != null && today > item.fimDate) return false;
  return true;
}
