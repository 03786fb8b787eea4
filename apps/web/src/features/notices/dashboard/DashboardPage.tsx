import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { usePublishPageLabel } from '../../../components/page-label/PageLabelContext';
import { PageTitle } from '../../../components/PageTitle';
import { NoticeNumber } from '../common/NoticeNumber';
import { NoticeStatusChip } from '../common/NoticeStatusChip';
import { noticePaths } from '../common/notice-paths';
import { useFormatInstant } from '../common/use-format-instant';
import { NoticeLoadState } from '../common/NoticeLoadState';
import { BreakdownSection } from './BreakdownSection';
import { COMUNICADO_DASHBOARD } from './dashboard.queries';
import { EmailStatusSection } from './EmailStatusSection';
import { ExportPanel } from './ExportPanel';
import { PendingSection } from './PendingSection';
import { ReadingChart } from './ReadingChart';
import { ReminderButton } from './ReminderButton';
import { SummaryCards } from './SummaryCards';

/**
 * /comunicados/dashboard/{id} (spec 02 §2 "dashboard"; issue #14 "Dashboard"): who received the
 * notice and who read and acknowledged it. The header names the notice (number, title, status,
 * when it was sent) with the way back to its view, the reminder and the export; then the counts
 * and shares, the reading curve, the breakdown by brand / group / dealer and the pending people,
 * and the single addresses' e-mails. Readable by the author, the picked approver and the approval
 * holders; anyone else gets NOT_FOUND, shown as "not found".
 */
export default function DashboardPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const when = useFormatInstant();
  const { data, loading, error, refetch } = useQuery(COMUNICADO_DASHBOARD, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const painel = data?.dashboardComunicado;
  // Breadcrumbs: Comunicados › the notice (its view) › Painel de leitura.
  usePublishPageLabel(
    noticePaths.dashboard(id),
    painel ? intl.formatMessage({ id: 'noticesDashboard.subtitle' }) : null,
    painel ? [{ path: noticePaths.visualizar(painel.comunicado.id), label: painel.comunicado.titulo }] : [],
  );

  if (!painel) {
    return (
      <NoticeLoadState
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        title="route.comunicadoDashboard"
        notFound="noticesDashboard.notFound.message"
        loadError="noticesDashboard.loadError"
        loadingLabel="noticesDashboard.loading"
        shapes={[96, 240]}
      />
    );
  }

  const c = painel.comunicado;
  const sent = c.status.id === 'ENVIADO';
  return (
    <Box>
      <Button component={RouterLink} to={noticePaths.visualizar(c.id)} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        {intl.formatMessage({ id: 'noticesDashboard.back' })}
      </Button>
      <NoticeNumber notice={c} sx={{ mb: 0.5 }} />
      <PageTitle>{c.titulo}</PageTitle>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2, color: 'text.secondary' }}>
        <NoticeStatusChip status={c.status.id} />
        <Typography variant="body2">{intl.formatMessage({ id: 'noticesDashboard.subtitle' })}</Typography>
        {c.envioDateTime ? <Typography variant="body2">{intl.formatMessage({ id: 'noticesDashboard.sentAt' }, { when: when(c.envioDateTime) })}</Typography> : null}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 3 }} alignItems="flex-start">
        <ReminderButton painel={painel} onDone={() => void refetch()} />
        {sent ? <ExportPanel id={c.id} /> : null}
      </Stack>
      {sent ? (
        <Stack spacing={3}>
          <SummaryCards painel={painel} />
          <ReadingChart painel={painel} />
          <BreakdownSection id={c.id} requerCiencia={c.requerCiencia} />
          <PendingSection id={c.id} requerCiencia={c.requerCiencia} />
          <EmailStatusSection emails={c.emailsAvulsos} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Alert severity="info">{intl.formatMessage({ id: 'noticesDashboard.notSent' })}</Alert>
          <EmailStatusSection emails={c.emailsAvulsos} />
        </Stack>
      )}
    </Box>
  );
}
