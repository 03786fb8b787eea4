import { useQuery } from '@apollo/client';
import { LIMITS } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { IMPORTS_NAO_LIDAS, type StatusImportacao } from './imports.queries';

/** spec 01 §9: the import status is polled every 30 s (LIMITS.importStatusPollMs). */
export const POLL_MS = LIMITS.importStatusPollMs;
/** While an import is being read or applied: often enough for the progress to be seen moving. */
export const POLL_RUNNING_MS = 2_000;

/** The statuses the server is still working on (the figures change by themselves). */
const RUNNING: ReadonlySet<StatusImportacao> = new Set(['RECEIVED', 'VALIDATING', 'PROCESSING']);

export const isRunning = (status: StatusImportacao | undefined): boolean => status !== undefined && RUNNING.has(status);

/** How often to ask again: 2 s while one of the imports shown runs, the spec's 30 s otherwise. */
export const pollInterval = (statuses: readonly StatusImportacao[]): number => (statuses.some((s) => RUNNING.has(s)) ? POLL_RUNNING_MS : POLL_MS);

/**
 * Calls `refetch` when a notification arrives. The notifications stream (features/notifications/
 * live) writes the unread count into the Apollo cache; a finished import notifies its author
 * (origin IMPORTACAO), so a count going up is the moment to look again instead of at the next
 * poll. Read from the cache only: nothing is fetched for it here.
 */
export function useRefetchOnNotification(refetch: () => void): void {
  const { data } = useQuery(IMPORTS_NAO_LIDAS, { fetchPolicy: 'cache-only' });
  const count = data?.countNotificacoesNaoLidas;
  const last = useRef(count);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (count !== undefined && last.current !== undefined && count > last.current) latest.current();
    last.current = count;
  }, [count]);
}
