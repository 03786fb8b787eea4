import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorCode } from '../../lib/apollo/errors';

interface RecordLoadStateProps {
  readonly error: unknown;
  readonly onRetry: () => void;
  /** Where "back to the list" goes. */
  readonly listTo: string;
}

/**
 * What a record form shows until its record is there: a spinner, or why it is not (not found,
 * an id that is no id, or a failure worth a retry).
 */
export function RecordLoadState({ error, onRetry, listTo }: RecordLoadStateProps) {
  if (!error) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>
          <FormattedMessage id="table.loading" />
        </Typography>
      </Box>
    );
  }
  const code = errorCode(error);
  const missing = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      action={
        missing ? (
          <Button color="inherit" size="small" component={RouterLink} to={listTo}>
            <FormattedMessage id="record.backToList" />
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="table.retry" />
          </Button>
        )
      }
    >
      <FormattedMessage id={missing ? 'record.notFound' : 'record.loadError'} />
    </Alert>
  );
}
