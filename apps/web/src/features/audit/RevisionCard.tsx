import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PORTAL_TIME_ZONE } from '@portal/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { AuditoriaRevisao } from './audit.queries';
import { FIELD_LABELS } from './audit-labels';

/** The translated label of a snapshot field; a field no label names yet reads as its key. */
export function useFieldLabel(): (campo: string) => string {
  const intl = useIntl();
  const labels = usePortalLabels();
  return (campo) => (Object.hasOwn(FIELD_LABELS, campo) ? intl.formatMessage({ id: FIELD_LABELS[campo]! }, labels) : campo);
}

/**
 * One revision: the action (in words, from the server), who made it and when (in the reader's
 * locale), and a field-by-field table of the values before and after. Values wrap, so the table
 * fits a 360 px screen without sideways scrolling.
 */
export function RevisionCard({ revisao }: { revisao: AuditoriaRevisao }) {
  const intl = useIntl();
  const fieldLabel = useFieldLabel();
  const headingId = useId();
  // The reader's time zone: the portal's (users have none of their own yet; the server words the
  // instants inside the changes the same way).
  const quando = intl.formatDate(revisao.em, { dateStyle: 'short', timeStyle: 'medium', timeZone: PORTAL_TIME_ZONE });
  const usuario = revisao.usuario?.nome ?? intl.formatMessage({ id: 'audit.revision.system' });
  const empty = (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {intl.formatMessage({ id: 'audit.diff.vazio' })}
    </Box>
  );

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {revisao.acaoDescricao}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        <FormattedMessage id="audit.revision.by" values={{ usuario, quando: <time key="quando" dateTime={revisao.em}>{quando}</time> }} />
      </Typography>
      {revisao.alteracoes.length === 0 ? (
        <Typography variant="body2">{intl.formatMessage({ id: 'audit.revision.noFields' })}</Typography>
      ) : (
        <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top', px: { xs: 1, sm: 2 } } }}>
          <Box component="caption" sx={srOnly}>
            {intl.formatMessage({ id: 'audit.diff.caption' }, { acao: revisao.acaoDescricao, quando })}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600, width: '30%' }}>
                {intl.formatMessage({ id: 'audit.diff.campo' })}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                {intl.formatMessage({ id: 'audit.diff.antes' })}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                {intl.formatMessage({ id: 'audit.diff.depois' })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {revisao.alteracoes.map((a) => (
              <TableRow key={a.campo}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {fieldLabel(a.campo)}
                </TableCell>
                <TableCell>{a.antes ?? empty}</TableCell>
                <TableCell>{a.depois ?? empty}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
