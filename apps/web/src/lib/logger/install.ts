import { LogShipper } from './log-shipper';
import { installLogShipper, logger } from './logger';

/**
 * Starts shipping logs from this page: one stream per page load, uncaught errors and rejected
 * promises logged, and whatever is queued sent when the page is hidden.
 */
export function startClientLogging(): LogShipper {
  const day = new Date().toISOString().slice(0, 10);
  const shipper = new LogShipper({
    fetch: (...args) => window.fetch(...args),
    baseUrl: '/api/logs',
    logGroupName: 'portal-web',
    logStreamName: `${day}/${crypto.randomUUID()}`,
    tags: { app: 'portal-web', mode: import.meta.env.MODE },
    userAgent: () => navigator.userAgent,
    // No query string: it can carry one-time codes (the sign-in callback) or search terms.
    url: () => window.location.origin + window.location.pathname,
  });
  installLogShipper(shipper);
  window.addEventListener('error', (e) => logger.error('uncaught error', e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => logger.error('unhandled rejection', e.reason));
  window.addEventListener('pagehide', () => void shipper.flush(true));
  return shipper;
}
