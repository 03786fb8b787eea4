import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client';
import { portalToday } from '@portal/domain';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { useListParams } from '../../components/data-table/use-list-params';
import { PageTitle } from '../../components/PageTitle';
import { useBackToList } from '../../components/record/use-back-to-list';
import { serverMessage } from '../../lib/apollo/errors';
import { AbsenceForm } from './AbsenceForm';
import { AbsencesList, formatDay, NEWEST_FIRST } from './AbsencesList';
import { AUSENCIAS_TEMPORARIAS, REMOVER_AUSENCIA_TEMPORARIA, type AusenciaTemporaria } from './absences.queries';

const NO_FILTERS: readonly never[] = [];

function UserSummary({ nome, email, ausente }: { nome: string; email: string; ausente: boolean }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        <FormattedMessage id="absences.user" />
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {nome}
        </Box>{' '}
        ({email})
      </Typography>
      <Typography component="dt" color="text.secondary">
        <FormattedMessage id="absences.now" />
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        <FormattedMessage id={ausente ? 'absences.now.absent' : 'absences.now.present'} />
      </Typography>
    </Box>
  );
}

/**
 * /usuarios/{id}/ausencia-temporaria: the user's name and whether they are absent today, their
 * absences (newest first, paged on the server, page in the address bar), a form to add one or
 * change one not over yet, and removal with confirmation.
 */
export default function AbsencesPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const run = useConfirmedAction();
  const backTo = useBackToList('/usuarios');
  const list = useListParams(NO_FILTERS, NEWEST_FIRST);
  const today = portalToday();
  const formTitleId = useId();
  const [editing, setEditing] = useState<AusenciaTemporaria | null>(null);
  // A new key after each save gives an empty form again.
  const [formKey, setFormKey] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(AUSENCIAS_TEMPORARIAS, {
    variables: { usuarioId: id, page: list.page, rowsPerPage: list.rowsPerPage, ...list.sortFilter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remover] = useMutation(REMOVER_AUSENCIA_TEMPORARIA, { refetchQueries: ['AusenciasTemporarias'], awaitRefetchQueries: true });
  const result = data?.ausenciasTemporarias ?? previousData?.ausenciasTemporarias;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const { setPage } = list;

  const remove = useCallback(
    (a: AusenciaTemporaria) => {
      const period = intl.formatMessage({ id: 'absences.list.period' }, { inicio: formatDay(intl, a.dataInicio), retorno: formatDay(intl, a.dataRetorno) });
      void run({
        message: intl.formatMessage({ id: 'absences.confirmRemove' }, { period }),
        destructive: true,
        action: () => remover({ variables: { id: a.id } }),
        successMessage: intl.formatMessage({ id: 'absences.removed' }),
        onSuccess: () => setEditing((e) => (e?.id === a.id ? null : e)),
      });
    },
    [intl, run, remover],
  );

  const onSaved = (_saved: AusenciaTemporaria, created: boolean) => {
    setEditing(null);
    setFormKey((k) => k + 1);
    // Newest first: a new absence is most likely on the first page.
    if (created) setPage(0);
  };

  const header = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 2 }}>
      <PageTitle>
        <FormattedMessage id="route.ausenciaTemporaria" />
      </PageTitle>
      <Button component={RouterLink} to={backTo} variant="outlined" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        <FormattedMessage id="common.back" />
      </Button>
    </Box>
  );

  if (!result) {
    return (
      <>
        {header}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                <FormattedMessage id="table.retry" />
              </Button>
            }
          >
            {serverMessage(error) ?? intl.formatMessage({ id: 'absences.loadError' })}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>
              <FormattedMessage id="app.loading" />
            </Typography>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <UserSummary {...result.usuario} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '380px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper component="section" variant="outlined" aria-labelledby={formTitleId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" id={formTitleId} sx={{ mb: 2 }}>
            <FormattedMessage id={editing ? 'absences.form.editTitle' : 'absences.form.newTitle'} />
          </Typography>
          <AbsenceForm
            key={editing ? `edit-${editing.id}` : `new-${formKey}`}
            usuarioId={id}
            editing={editing}
            today={today}
            onSaved={onSaved}
            onCancelEdit={() => setEditing(null)}
          />
        </Paper>
        <Box component="section" aria-labelledby={`${formTitleId}-list`} sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" id={`${formTitleId}-list`} sx={{ mb: 2 }}>
            <FormattedMessage id="absences.list.title" />
          </Typography>
          <AbsencesList
            rows={result.content}
            totalElements={result.totalElements}
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            onPageChange={setPage}
            onRowsPerPageChange={list.setRowsPerPage}
            sort={list.sort}
            onSortChange={list.setSort}
            loading={loading}
            error={error}
            onRetry={retry}
            onEdit={setEditing}
            onRemove={remove}
          />
        </Box>
      </Box>
    </>
  );
}
