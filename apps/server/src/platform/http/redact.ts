import { DOWNLOAD_PATH } from '../storage/download-links.js';

/**
 * Secrets that travel in URLs: password-reset and invitation tokens (`?token=`), the sign-in
 * callback's one-time `code`, the tokens OpenID Connect may put in a query, and the signature of
 * a download link (its claims before the dot stay, for whoever traces a download). Whoever reads
 * a log line or an outbox row must not be able to use them, so they are replaced wherever a URL
 * is written down (request logs, stored e-mails). One list, one function.
 */
const SECRET_PARAMS = ['token', 'code', 'id_token_hint', 'access_token', 'refresh_token'];

/** What replaces a secret value: visible, so a reader knows a value was there. */
export const REDACTED = '[redacted]';

const SECRET_IN_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]+`, 'gi');

const DOWNLOAD_SIGNATURE = new RegExp(`(${DOWNLOAD_PATH}[\\w-]+\\.)[\\w-]+`, 'g');

/** `text` with the value of every secret query parameter of every URL in it replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_QUERY, `$1${REDACTED}`).replace(DOWNLOAD_SIGNATURE, `$1${REDACTED}`);
}
