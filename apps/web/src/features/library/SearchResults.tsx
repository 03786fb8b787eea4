import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ItemTable } from './ItemTable';
import type { LibraryItem } from './library.queries';
import { LibrarySkeleton } from './LibrarySkeleton';

interface SearchResultsProps {
  readonly busca: string;
  /** The current page of answers; undefined before the first. */
  readonly page: { readonly content: readonly LibraryItem[]; readonly totalElements: number } | undefined;
  readonly loading: boolean;
  readonly error?: unknown;
  readonly pageIndex: number;
  readonly rowsPerPage: number;
  readonly onPageChange: (page: number) => void;
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
}

/** The search's results table, paged on the server (buscaBibliotecaPaged), or 'nothing found'. */
export function SearchResults({ busca, page, loading, error, pageIndex, rowsPerPage, onPageChange, onRowsPerPageChange }: SearchResultsProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'library.search.results' }, { busca });
  let content;
  if (!page && error) {
    content = (
      <Paper variant="outlined" role="alert" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{intl.formatMessage({ id: 'library.list.error' })}</Typography>
      </Paper>
    );
  } else if (!page) {
    content = <LibrarySkeleton />;
  } else if (page.totalElements === 0 && !loading) {
    content = (
      <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>{intl.formatMessage({ id: 'library.search.empty' }, { busca })}</Typography>
      </Paper>
    );
  } else {
    // A common word ranks only its newest matches (LIMITS.librarySearchMaxResults): say so, or
    // "1–10 de 100" reads as if there were exactly 100.
    const capped = page.totalElements >= LIMITS.librarySearchMaxResults;
    content = (
      <>
        {capped ? (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>
            {intl.formatMessage({ id: 'library.search.capped' }, { max: LIMITS.librarySearchMaxResults })}
          </Typography>
        ) : null}
        <ItemTable
        label={title}
        rows={page.content}
        list={page.content}
        totalElements={page.totalElements}
        page={pageIndex}
        rowsPerPage={rowsPerPage}
        onPageChange={onPageChange}
        onRowsPerPageChange={onRowsPerPageChange}
        loading={loading}
        showSize
        />
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {content}
    </Box>
  );
}
