import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ItemCardGrid } from './ItemCardGrid';
import { ItemTable } from './ItemTable';
import { pageOf } from './library-format';
import type { LibraryItem } from './library.queries';
import { LibrarySkeleton } from './LibrarySkeleton';
import type { ViewMode } from './use-view-mode';

interface LibrarySectionProps {
  readonly title: string;
  /** The whole list (paged here, on the client); undefined before the first answer. */
  readonly items: readonly LibraryItem[] | undefined;
  readonly mode: ViewMode;
  readonly emptyMessage: string;
  readonly showSize?: boolean;
  readonly loading?: boolean;
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** The page's h1 already says what the list is (root: 'Últimos modificados'): no h2. */
  readonly hideTitle?: boolean;
  /** Above the list (the recent-file cards of the root). */
  readonly children?: ReactNode;
}

/**
 * A titled part of the library page (folders, files, last modified): skeleton rows until the
 * first answer, then cards (grid mode) or a table (list mode), paged 5/10/15 on the client
 * since itemsPorPasta and ultimosModificados answer whole lists.
 */
export function LibrarySection({ title, items, mode, emptyMessage, showSize, loading = false, error, onRetry, hideTitle = false, children }: LibrarySectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [paging, setPaging] = useState({ page: 0, rowsPerPage: LIMITS.defaultPageSize as number });
  const total = items?.length ?? 0;
  // Fewer items after a refetch (removed, moved): stay on the last page that exists.
  const page = Math.min(paging.page, Math.max(0, Math.ceil(total / paging.rowsPerPage) - 1));
  const setPage = (p: number) => setPaging((s) => ({ ...s, page: p }));
  const setRowsPerPage = (rowsPerPage: number) => setPaging({ page: 0, rowsPerPage });

  let content: ReactNode;
  if (!items && error) {
    content = (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {intl.formatMessage({ id: 'library.list.retry' })}
            </Button>
          ) : undefined
        }
      >
        {intl.formatMessage({ id: 'library.list.error' })}
      </Alert>
    );
  } else if (!items) {
    content = <LibrarySkeleton />;
  } else if (items.length === 0) {
    content = (
      <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{emptyMessage}</Typography>
      </Paper>
    );
  } else {
    const props = {
      label: title,
      rows: pageOf(items, page, paging.rowsPerPage),
      list: items,
      totalElements: total,
      page,
      rowsPerPage: paging.rowsPerPage,
      onPageChange: setPage,
      onRowsPerPageChange: setRowsPerPage,
    };
    content = mode === 'grid' ? <ItemCardGrid {...props} /> : <ItemTable {...props} showSize={showSize} loading={loading} emptyMessage={emptyMessage} />;
  }

  return (
    <Box component="section" aria-labelledby={hideTitle ? undefined : headingId} aria-label={hideTitle ? title : undefined} sx={{ mb: 4 }}>
      {hideTitle ? null : (
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
      )}
      {children}
      {content}
    </Box>
  );
}
