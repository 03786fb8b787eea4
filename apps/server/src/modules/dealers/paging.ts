import { LIMITS } from '@portal/domain';
import { badInput } from '../../platform/errors.js';

/** Largest page a list answers with; the web offers LIMITS.pageSizeOptions. */
export const MAX_ROWS_PER_PAGE = 100;

/** Page (0-based) and rows per page of a list filter, checked; limit/offset for SQL. */
export function paging(filtro: { page?: number | null; rowsPerPage?: number | null }) {
  const page = filtro.page ?? 0;
  const rowsPerPage = filtro.rowsPerPage ?? LIMITS.defaultPageSize;
  if (!Number.isInteger(page) || page < 0) throw badInput([{ field: 'page', key: 'error.invalidInput' }]);
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > MAX_ROWS_PER_PAGE) {
    throw badInput([{ field: 'rowsPerPage', key: 'error.dealer.rowsPerPage', values: { max: MAX_ROWS_PER_PAGE } }]);
  }
  return { limit: rowsPerPage, offset: page * rowsPerPage };
}

/** `%term%` for ILIKE with the user's % and _ taken literally; null for a blank search. */
export function likePattern(busca: string | null | undefined): string | null {
  const term = busca?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
