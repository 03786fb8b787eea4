import { LIMITS } from '@portal/domain';
import { badInput } from '../errors.js';
import { addMessages } from '../i18n/messages.js';

/** Largest page a list answers with; the web offers LIMITS.pageSizeOptions. */
export const MAX_ROWS_PER_PAGE = 100;

/** The paging part of every list filter (spec: page, rowsPerPage, totalElements); page is 0-based. */
export interface PageFilter {
  page?: number | null;
  rowsPerPage?: number | null;
}

/** limit/offset for SQL. */
export interface Page {
  limit: number;
  offset: number;
}

/** Page (0-based) and rows per page of a list filter, checked; limit/offset for SQL. */
export function paging(filtro: PageFilter): Page {
  const page = filtro.page ?? 0;
  const rowsPerPage = filtro.rowsPerPage ?? LIMITS.defaultPageSize;
  if (!Number.isInteger(page) || page < 0) throw badInput([{ field: 'page', key: 'error.invalidInput' }]);
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > MAX_ROWS_PER_PAGE) {
    throw badInput([{ field: 'rowsPerPage', key: 'error.rowsPerPage', values: { max: MAX_ROWS_PER_PAGE } }]);
  }
  return { limit: rowsPerPage, offset: page * rowsPerPage };
}

/** `%term%` for ILIKE with the user's % and _ taken literally; null for a blank search. */
export function likePattern(busca: string | null | undefined): string | null {
  const term = busca?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

// Every paged list of every area answers these, so they live with the helper, not in an area.
addMessages({
  PT_BR: {
    'error.rowsPerPage': 'Informe entre 1 e {max} linhas por página.',
    'field.page': 'página',
    'field.rowsPerPage': 'linhas por página',
  },
  ES: {
    'error.rowsPerPage': 'Indique entre 1 y {max} filas por página.',
    'field.page': 'página',
    'field.rowsPerPage': 'filas por página',
  },
  EN: {
    'error.rowsPerPage': 'Give between 1 and {max} rows per page.',
    'field.page': 'page',
    'field.rowsPerPage': 'rows per page',
  },
});
