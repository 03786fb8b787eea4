import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { errorCode } from '../../../lib/apollo/errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PREVIEW_GENERICA, type NotificacaoGenericaInput } from './genericas.queries';

/** How long the form must rest before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 500;

interface PreviewPanelProps {
  /** What would be saved; null while the form cannot be previewed yet (no group, no text). */
  readonly input: NotificacaoGenericaInput | null;
  /** The audience size of the last preview (the save's confirmation names it). */
  readonly onAudience: (count: number | null) => void;
}

/**
 * What the notification will look like for one recipient (the first of the audience by name,
 * placeholders filled by the server exactly as when sending) and how many people it reaches,
 * asked again when the form has rested for PREVIEW_DEBOUNCE_MS.
 */
export function PreviewPanel({ input, onAudience }: PreviewPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const asked = useDebouncedValue(input, PREVIEW_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(PREVIEW_GENERICA, {
    variables: { notificacao: asked ?? {} },
    skip: !asked,
    fetchPolicy: 'network-only',
  });
  const preview = asked ? (data ?? previousData)?.previewNotificacaoGenerica : undefined;
  const count = preview && !error ? preview.destinatarios : null;
  useEffect(() => onAudience(count), [count, onAudience]);

  let body;
  if (!asked) body = <Typography color="text.secondary">{intl.formatMessage({ id: 'genericNotifications.preview.incomplete' })}</Typography>;
  else if (error) {
    // A form the rules refuse is not an error worth alarm: its messages are under its fields.
    const incomplete = errorCode(error) === 'BAD_USER_INPUT';
    body = (
      <Alert severity={incomplete ? 'info' : 'error'}>
        {intl.formatMessage({ id: incomplete ? 'genericNotifications.preview.invalid' : 'genericNotifications.preview.error' })}
      </Alert>
    );
  } else if (!preview)
    body = (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'table.loading' })}</Typography>
      </Box>
    );
  else
    body = (
      <>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {preview.titulo}
        </Typography>
        <Box
          sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& img': { maxWidth: '100%' } }}
          // Safe: the server sanitized this text (sanitizeNotificationHtml, an allowlist) and
          // HTML-escaped every filled placeholder, exactly as a delivered notification's.
          dangerouslySetInnerHTML={{ __html: preview.texto }}
        />
      </>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={loading} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {intl.formatMessage({ id: 'genericNotifications.preview.title' })}
      </Typography>
      {body}
      {/* Announced when it changes: how many people this reaches. */}
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {count === null ? '' : intl.formatMessage({ id: 'genericNotifications.preview.reaches' }, { count })}
      </Typography>
    </Paper>
  );
}
