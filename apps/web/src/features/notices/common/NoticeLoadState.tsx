import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/pages/MessagePage';
import { PageTitle } from '../../../components/PageTitle';
import { errorCode } from '../../../lib/apollo/errors';
import type { MessageId } from '../../../lib/intl/catalogs';
import { noticePaths } from './notice-paths';

interface NoticeLoadStateProps {
  readonly error: unknown;
  readonly loading?: boolean;
  readonly onRetry: () => void;
  /** The screen's title over a load error (its route's title). */
  readonly title: MessageId;
  /** What "not found" says on this screen (a notice, a delivery, a dashboard). */
  readonly notFound: MessageId;
  readonly loadError: MessageId;
  /** The loading shapes' accessible name. */
  readonly loadingLabel: MessageId;
  /** Extra shapes of the screen's body, by height (px). */
  readonly shapes?: readonly number[];
}

/**
 * What a notice screen shows until its data is there: grey shapes while it loads, the not-found
 * page (with the way back to /comunicados) when the API answers NOT_FOUND, or the failure with a
 * retry. The receive view, the author's view and the dashboard share it.
 */
export function NoticeLoadState({ error, loading, onRetry, title, notFound, loadError, loadingLabel, shapes = [240] }: NoticeLoadStateProps) {
  const intl = useIntl();
  if (error && errorCode(error) === 'NOT_FOUND') {
    return (
      <MessagePage
        icon={<SearchOff fontSize="inherit" />}
        title={intl.formatMessage({ id: 'notices.notFound.title' })}
        message={intl.formatMessage({ id: notFound })}
        actions={
          <Button variant="contained" component={RouterLink} to={noticePaths.list()}>
            {intl.formatMessage({ id: 'notices.backToList' })}
          </Button>
        }
      />
    );
  }
  if (error) {
    return (
      <>
        <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {intl.formatMessage({ id: 'table.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: loadError })}
        </Alert>
      </>
    );
  }
  return (
    <Box aria-busy={loading || undefined} aria-label={intl.formatMessage({ id: loadingLabel })} role="status">
      <Skeleton variant="text" width={160} />
      <Skeleton variant="text" sx={{ fontSize: '1.75rem' }} width="60%" />
      {shapes.map((h, i) => (
        <Skeleton key={i} variant="rectangular" height={h} sx={{ mt: 2 }} />
      ))}
    </Box>
  );
}
