import Build from '@mui/icons-material/Build';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { MessagePage } from './MessagePage';

/**
 * Start-up failed because the server is unavailable or being updated (spec 01 §2). Rendered
 * outside the router: it only offers to load the portal again. When the server says its own
 * start failed (`failed`), waiting will not help: the page says so and sends whoever runs the
 * server to its log, which names the cause and what to do. Server details (paths, commands)
 * stay out of a page anyone can open.
 */
export function MaintenancePage({ onRetry = () => window.location.reload(), failed = false }: { onRetry?: () => void; failed?: boolean }) {
  return (
    <main id="main">
      <MessagePage
        icon={<Build fontSize="inherit" />}
        title={<FormattedMessage id={failed ? 'maintenance.failedTitle' : 'maintenance.title'} />}
        message={<FormattedMessage id={failed ? 'maintenance.failedMessage' : 'maintenance.message'} />}
        actions={
          <Button variant="contained" onClick={onRetry}>
            <FormattedMessage id="maintenance.retry" />
          </Button>
        }
      />
    </main>
  );
}
