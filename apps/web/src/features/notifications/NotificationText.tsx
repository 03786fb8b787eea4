import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { notificationTarget } from './notification-link';
import { wantsNewTab } from './use-open-notification';

interface NotificationTextProps {
  /** The notification's `texto`: HTML of the server's allowlisted subset. */
  readonly html: string;
  readonly id?: string;
  /** Lines shown before the text is cut with an ellipsis (the panel); all of it when absent. */
  readonly lines?: number;
  readonly sx?: SxProps<Theme>;
  /** A link inside the text was followed in this window (the caller marks the notification read). */
  readonly onFollowed?: () => void;
}

/**
 * The notification's text, which is HTML (spec 02 §3: "texto (rendered as HTML)").
 *
 * Why dangerouslySetInnerHTML is safe here, and only here: `texto` never reaches the database
 * unsanitized — the server's `notificar` service passes every text through
 * `sanitizeNotificationHtml` (an allowlist of formatting tags and attributes; no script, no event
 * handler attribute, no javascript: URL) before it is written, and placeholders filled per
 * recipient are HTML-escaped in SQL. So what arrives here is markup the server has already
 * reduced to harmless formatting. No other field of a notification is rendered as HTML: the
 * title, product and date are text nodes.
 */
export function NotificationText({ html, id, lines, sx, onFollowed }: NotificationTextProps) {
  const navigate = useNavigate();
  // A link of the text to a portal screen opens through the router, like the notification's own
  // link, instead of reloading the app; any other keeps the browser's behaviour.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!a || wantsNewTab(e)) return;
    const target = notificationTarget(a.getAttribute('href'), window.location.origin);
    if (target?.kind === 'route') {
      e.preventDefault();
      void navigate(target.to);
    }
    onFollowed?.();
  };
  return (
    <Box
      id={id}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={[
        {
          typography: 'body2',
          color: 'text.secondary',
          overflowWrap: 'anywhere',
          '& p': { m: 0 },
          '& p + p': { mt: 0.5 },
          '& ul, & ol': { my: 0.5, pl: 3 },
          '& a': { color: 'primary.main' },
          // The allowlist keeps headings, code and tables: drawn at the text's size, inside its width
          // (a 360 px panel must not scroll sideways).
          '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: 'inherit', fontWeight: 700, m: 0 },
          '& pre': { whiteSpace: 'pre-wrap', m: 0 },
          '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 0.5, textAlign: 'left' },
        },
        lines ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
