import Download from '@mui/icons-material/Download';
import TableView from '@mui/icons-material/TableView';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useExport } from './use-export';

/**
 * Export of the per-person status to xlsx (issue #14: a background job with progress, one export
 * at a time per user). The button starts it; while it runs a progress bar says how many people
 * are written; then the download link, or why it failed. Screen readers hear the phases (queued,
 * ready, failed) from a polite live region, not every second's figure: the bar carries that.
 */
export function ExportPanel({ id }: { readonly id: string }) {
  const intl = useIntl();
  const { exportacao: e, active, starting, refusal, start } = useExport(id);
  const phase =
    e?.status === 'NA_FILA'
      ? intl.formatMessage({ id: 'noticesDashboard.export.queued' })
      : e?.status === 'CONCLUIDA'
        ? intl.formatMessage({ id: 'noticesDashboard.export.done' })
        : e?.status === 'FALHOU'
          ? [intl.formatMessage({ id: 'noticesDashboard.export.failed' }), e.erro].filter(Boolean).join(' ')
          : '';
  const value = e && e.total > 0 ? Math.min(100, (e.progresso * 100) / e.total) : 0;
  const progressText = e ? intl.formatMessage({ id: 'noticesDashboard.export.running' }, { progresso: intl.formatNumber(e.progresso), total: intl.formatNumber(e.total) }) : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', minWidth: 0, maxWidth: 420 }}>
      <Button variant="outlined" startIcon={<TableView />} disabled={starting || active} onClick={() => void start()}>
        {intl.formatMessage({ id: 'noticesDashboard.export.button' })}
      </Button>
      {refusal ? (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {refusal}
        </Alert>
      ) : null}
      {e?.status === 'EM_ANDAMENTO' ? (
        <Box sx={{ width: '100%' }}>
          <LinearProgress variant="determinate" value={value} aria-label={intl.formatMessage({ id: 'noticesDashboard.export.progress' })} aria-valuetext={progressText} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progressText}
          </Typography>
        </Box>
      ) : null}
      <Typography role="status" variant="body2" color={e?.status === 'FALHOU' ? 'error' : 'text.secondary'}>
        {phase}
      </Typography>
      {e?.status === 'CONCLUIDA' && e.link ? (
        <Button variant="contained" component="a" href={e.link} download startIcon={<Download />}>
          {intl.formatMessage({ id: 'noticesDashboard.export.download' })}
        </Button>
      ) : null}
    </Box>
  );
}
