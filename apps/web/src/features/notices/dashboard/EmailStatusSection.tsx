import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Painel } from './dashboard.queries';

/**
 * The single addresses and their e-mail's state (issue #14: "each address shows its status
 * (queued, sent, failed with the reason) on the dashboard"). The label comes from the server in the
 * user's language; a failure says why. A list, not a table, so long addresses wrap at 360 px.
 */
export function EmailStatusSection({ emails }: { readonly emails: Painel['comunicado']['emailsAvulsos'] }) {
  const intl = useIntl();
  const titleId = useId();
  if (emails.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {intl.formatMessage({ id: 'noticesDashboard.emails.title' })}
      </Typography>
      <Box component="ul" aria-label={intl.formatMessage({ id: 'noticesDashboard.emails.table' })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {emails.map((e) => (
          <Box component="li" key={e.email} sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>{e.email}</Typography>
            <Typography color={e.status.name === 'FALHOU' ? 'error' : 'text.secondary'} sx={{ flex: '0 1 auto' }}>
              {e.motivo ? `${e.status.descricao}: ${e.motivo}` : e.status.descricao}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
