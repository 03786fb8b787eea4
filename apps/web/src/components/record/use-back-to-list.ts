import { useLocation } from 'react-router';

/** What a list hands to the forms it opens: its query string, to come back to the same page. */
export interface FromListState {
  readonly listSearch?: string;
}

/**
 * What a link from a list to a form carries: the list's own query string (search, filters, page),
 * read from the address the list keeps them in. Any component inside a list page may call it.
 */
export function useFromListState(): FromListState {
  return { listSearch: useLocation().search };
}

/**
 * The list to return to after a form: the same search, filters and page the user left when the
 * form was opened from the list; the bare list otherwise (a link, a reload).
 */
export function useBackToList(listPath: string): string {
  const state = useLocation().state as FromListState | null;
  const search = typeof state?.listSearch === 'string' && state.listSearch.startsWith('?') ? state.listSearch : '';
  return `${listPath}${search}`;
}
