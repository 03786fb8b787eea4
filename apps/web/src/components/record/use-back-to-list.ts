import { useLocation } from 'react-router';

/** What a list hands to the forms it opens: its query string, to come back to the same page. */
export interface FromListState {
  readonly listSearch?: string;
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
