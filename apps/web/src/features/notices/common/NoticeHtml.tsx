import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { srOnly } from '../../../components/a11y/sr-only';
import { sanitizeNoticeHtml } from './safe-html';

interface NoticeHtmlProps {
  /** The notice's `mensagem`: HTML of the server's allowlisted subset. */
  readonly html: string;
  /** The department's signature (plain text), drawn after the message. */
  readonly assinatura?: string | null;
  readonly id?: string;
  readonly sx?: SxProps<Theme>;
}

/** A click on a link to a screen of this portal (same origin, plain click) goes through the router. */
function portalPath(a: Element, e: MouseEvent): string | null {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return null;
  const href = a.getAttribute('href');
  if (!href) return null;
  try {
    const url = new URL(href, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A notice's message, which is HTML, and its department's signature — the one renderer every
 * notice screen uses (receive view, author's view, dashboard).
 *
 * Why dangerouslySetInnerHTML is safe here: `mensagem` is sanitized on write by the server
 * (`sanitizeNotificationHtml`, an allowlist of formatting tags; no script, no event handler, no
 * style, no javascript:/data: URL), and is cleaned again here by the same allowlist
 * (`sanitizeNoticeHtml`, parsed in an inert template) before it is drawn. The signature, title and
 * every other field are text nodes, never markup.
 */
export function NoticeHtml({ html, assinatura, id, sx }: NoticeHtmlProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    const to = a ? portalPath(a, e) : null;
    if (to) {
      e.preventDefault();
      void navigate(to);
    }
  };
  return (
    <Box id={id} sx={sx}>
      <Box
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: clean }}
        sx={{
          typography: 'body1',
          overflowWrap: 'anywhere',
          '& > :first-child': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p': { mt: 0, mb: 1.5 },
          '& ul, & ol': { my: 1, pl: 3 },
          '& a': { color: 'primary.main' },
          '& h1': { typography: 'h5', mt: 2, mb: 1 },
          '& h2': { typography: 'h6', mt: 2, mb: 1 },
          '& h3, & h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 1.5, mb: 0.5 },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 1, pl: 2, color: 'text.secondary' },
          '& pre': { whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 },
          '& table': { borderCollapse: 'collapse', display: 'block', maxWidth: '100%', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        }}
      />
      {assinatura ? (
        <Typography component="p" sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider', whiteSpace: 'pre-line', fontStyle: 'italic' }}>
          <Box component="span" sx={srOnly}>
            {intl.formatMessage({ id: 'notices.signature' })}:{' '}
          </Box>
          {assinatura}
        </Typography>
      ) : null}
    </Box>
  );
}
