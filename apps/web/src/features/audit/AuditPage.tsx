import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isAuditTipo, LIMITS } from '@portal/domain';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { BackButton } from '../../components/BackButton';
import { DataTablePagination } from '../../components/data-table/DataTablePagination';
import { DataTableSkeleton } from '../../components/data-table/DataTableSkeleton';
import { useListParams } from '../../components/data-table/use-list-params';
import { usePublishPageLabel } from '../../components/page-label/PageLabelContext';
import { PageTitle } from '../../components/PageTitle';
import { errorCode, serverMessage } from '../../lib/apollo/errors';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { AUDITORIA } from './audit.queries';
import { TIPO_LABELS, TIPO_PLACES } from './audit-labels';
import { RevisionCard } from './RevisionCard';

const NO_FILTERS: readonly never[] = [];
const NARROW = `(max-width:${LIMITS.tableBreakpointPx - 0.02}px)`;

/** Why the history is not shown: the server's words (unknown type, no permission) or a generic failure with a retry. */
function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = errorCode(error);
  // A refusal or a bad address does not get better by asking again.
  const final = code === 'FORBIDDEN' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
  return (
    <Alert
      severity="error"
      action={
        final ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="table.retry" />
          </Button>
        )
      }
    >
      {(final && serverMessage(error)) || <FormattedMessage id="audit.loadError" />}
    </Alert>
  );
}

/**
 * The breadcrumb from the history back to its record and the record's list ("Início › Usuários ›
 * Maria Souza › Auditoria"): the address alone has neither, so the screen hands them to the shell.
 */
function useAuditBreadcrumb(tipo: string, id: string, nome: string | null | undefined) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { pathname } = useLocation();
  const place = isAuditTipo(tipo) ? TIPO_PLACES[tipo] : null;
  const parents = place
    ? [
        { path: place.list, label: intl.formatMessage({ id: place.listRoute }, labels) },
        ...(nome ? [{ path: place.record(id), label: nome }] : []),
      ]
    : [];
  usePublishPageLabel(pathname, place ? intl.formatMessage({ id: 'route.auditoria' }) : null, parents);
}

/**
 * /auditoria/{id}/{tipo} (spec 01 §2): the change history of one user, dealer, dealer group …,
 * named by the record's name, newest first and paged on the server, each revision with its
 * field-by-field before and after as the server words them. Page and page size stay in the
 * address, so back and reload keep the page.
 */
export default function AuditPage() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { id = '', tipo = '' } = useParams();
  const list = useListParams(NO_FILTERS);
  const compact = useMediaQuery(NARROW, { noSsr: true });
  const { data, previousData, loading, error, refetch } = useQuery(AUDITORIA, {
    variables: { id, tipo, page: list.page, rowsPerPage: list.rowsPerPage },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.auditoria;
  const { setPage } = list;
  const lastPage = page ? Math.max(0, Math.ceil(page.totalElements / list.rowsPerPage) - 1) : 0;
  // A page past the end (an old link): go to the last page that exists.
  useEffect(() => {
    if (!loading && page && page.content.length === 0 && list.page > lastPage) setPage(lastPage);
  }, [loading, page, list.page, lastPage, setPage]);
  const entidade = Object.hasOwn(TIPO_LABELS, tipo) ? intl.formatMessage({ id: TIPO_LABELS[tipo]! }, labels) : tipo;
  useAuditBreadcrumb(tipo, id, page?.nome);

  let body;
  if (error && !page?.content.length) body = <LoadError error={error} onRetry={() => void refetch()} />;
  // The revisions' shape (grey cards) until the first answer, as every list shows its skeleton.
  else if (!page) body = <DataTableSkeleton columns={[]} rowsPerPage={list.rowsPerPage} layout="cards" />; else if (page.totalElements === 0) {
    body = (
      <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography>
          <FormattedMessage id="audit.empty" />
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Box sx={{ position: 'relative' }}>
        {loading ? <LinearProgress aria-label={intl.formatMessage({ id: 'table.loading' })} sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} /> : null}
        <Box
          component="ol"
          aria-label={intl.formatMessage({ id: 'audit.revisions' })}
          aria-busy={loading || undefined}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {page.content.map((r) => (
            <li key={r.id}>
              <RevisionCard revisao={r} />
            </li>
          ))}
        </Box>
        <DataTablePagination
          totalElements={page.totalElements}
          page={list.page}
          rowsPerPage={list.rowsPerPage}
          onPageChange={list.setPage}
          onRowsPerPageChange={list.setRowsPerPage}
          compact={compact}
        />
      </Box>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 2 }}>
        <PageTitle>
          {/* The record's name; its kind and id only when it has none (removed, or a kind not built yet). */}
          {!page ? (
            <FormattedMessage id="route.auditoria" />
          ) : page.nome ? (
            <FormattedMessage id="audit.titleOf" values={{ nome: page.nome }} />
          ) : (
            <FormattedMessage id="audit.title" values={{ entidade, id }} />
          )}
        </PageTitle>
        <Box sx={{ mb: 2 }}>
          <BackButton />
        </Box>
      </Box>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="audit.intro" />
      </Typography>
      {body}
    </>
  );
}
