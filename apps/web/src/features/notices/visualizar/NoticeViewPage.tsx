import { useQuery } from '@apollo/client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { usePublishPageLabel } from '../../../components/page-label/PageLabelContext';
import { PageTitle } from '../../../components/PageTitle';
import { NoticeHtml } from '../common/NoticeHtml';
import { NoticeNumber } from '../common/NoticeNumber';
import { noticePaths } from '../common/notice-paths';
import { NoticeStatusChip } from '../common/NoticeStatusChip';
import { NoticeLoadState } from '../common/NoticeLoadState';
import { NoticeDetails } from './NoticeDetails';
import { NoticeViewActions } from './NoticeViewActions';
import { COMUNICADO_VISUALIZAR } from './visualizar.queries';

/**
 * /comunicados/visualizar/{id} (issue #14): the notice as its author, its picked approver and the
 * approval holders read it — number, title, status, the message as recipients will read it (with
 * the department's signature), the rejection reason, recipients and the single addresses' e-mail
 * statuses, attachments — and the actions the server allows now. Anyone else: "not found".
 */
export default function NoticeViewPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { data, error, refetch } = useQuery(COMUNICADO_VISUALIZAR, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const c = data?.comunicado;
  usePublishPageLabel(noticePaths.visualizar(id), c?.titulo ?? null);

  if (!c) {
    return (
      <NoticeLoadState
        error={error}
        onRetry={() => void refetch()}
        title="route.comunicadoVisualizar"
        notFound="noticesForm.notFound"
        loadError="noticesForm.loadError"
        loadingLabel="noticesForm.loading"
      />
    );
  }

  return (
    <Box>
      <Button component={RouterLink} to={noticePaths.list()} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        {intl.formatMessage({ id: 'notices.backToList' })}
      </Button>
      <NoticeNumber notice={c} sx={{ mb: 0.5 }} />
      <PageTitle>{c.titulo || intl.formatMessage({ id: 'noticesForm.untitled' })}</PageTitle>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <NoticeStatusChip status={c.status.id} />
      </Stack>
      {c.status.id === 'REJEITADO' && c.motivoRejeicao ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{intl.formatMessage({ id: 'noticesForm.view.rejectedBy' }, { nome: c.usuarioAprovador?.nome ?? '—' })}</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.motivoRejeicao}</Box>
        </Alert>
      ) : null}
      <NoticeViewActions c={c} />
      <Paper variant="outlined" component="article" aria-label={intl.formatMessage({ id: 'noticesForm.view.message' })} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <NoticeHtml html={c.mensagem} assinatura={c.departamento?.assinatura} />
      </Paper>
      <NoticeDetails c={c} />
    </Box>
  );
}
