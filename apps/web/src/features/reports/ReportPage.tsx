import { useQuery } from '@apollo/client';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePublishPageLabel } from '../../components/page-label/PageLabelContext';
import { PageTitle } from '../../components/PageTitle';
import { errorCode } from '../../lib/apollo/errors';
import { BuiltInReport } from './BuiltInReport';
import { RELATORIO } from './reports.queries';

/**
 * /relatorio/{slug} (spec 01 §2, every user): the report's title, then either its external
 * dashboard in a titled iframe that fills the width and most of the window's height (the server
 * allows its origin in the page's frame-src) with a link to open it in a new tab, or a built-in
 * report. A report the user may not open answers NOT_FOUND, shown as "not found".
 */
export default function ReportPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const query = useQuery(RELATORIO, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const relatorio = query.data?.relatorio;
  usePublishPageLabel(`/relatorio/${slug}`, relatorio?.titulo);
  const m = (id: NonNullable<Parameters<typeof intl.formatMessage>[0]['id']>, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  if (!relatorio) {
    if (query.error)
      return (
        <>
          <PageTitle>{m('route.relatorio')}</PageTitle>
          {errorCode(query.error) === 'NOT_FOUND' ? (
            <Alert severity="warning">{m('reports.notFound')}</Alert>
          ) : (
            <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{m('reports.retry')}</Button>}>
              {m('reports.loadFailed')}
            </Alert>
          )}
        </>
      );
    return <Skeleton variant="rounded" height={320} aria-hidden />;
  }
  return (
    <>
      <PageTitle>{relatorio.titulo}</PageTitle>
      {relatorio.tipo === 'EXTERNO' && relatorio.url ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {m('reports.external.hint')}
            </Box>
            <Link href={relatorio.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {m('reports.external.openNewTab')}
              <OpenInNew fontSize="small" aria-hidden />
            </Link>
          </Box>
          <Box
            component="iframe"
            src={relatorio.url}
            title={m('reports.external.frameTitle', { titulo: relatorio.titulo })}
            // Only what a dashboard needs: its scripts, its own origin, forms, and opening links in new tabs.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            sx={{ width: '100%', height: { xs: '70vh', md: 'calc(100vh - 220px)' }, minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      ) : (
        <BuiltInReport relatorio={relatorio} />
      )}
    </>
  );
}
