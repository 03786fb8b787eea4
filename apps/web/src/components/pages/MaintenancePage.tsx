import Build from '@mui/icons-material/Build';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { MessagePage } from './MessagePage';

/**
 * Start-up failed because the server is unavailable or being updated (spec 01 §2). Rendered
 * outside the router: it only offers to load the portal again.
 */
export function MaintenancePage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <main id="main">
      <MessagePage
        icon={<Build fontSize="inherit" />}
        title={<FormattedMessage id="maintenance.title" />}
        message={<FormattedMessage id="maintenance.message" />}
        actions={
          <Button variant="contained" onClick={onRetry}>
            <FormattedMessage id="maintenance.retry" />
          </Button>
        }
      />
    </main>
  );
}
