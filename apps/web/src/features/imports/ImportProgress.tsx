import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Importacao } from './imports.queries';

/**
 * "done of total" with a bar (spec 01 §2). The words carry the value; the bar is drawn for the
 * eye only (aria-hidden), so a screen reader reads one figure, not two.
 */
export function ImportProgress({ importacao }: { readonly importacao: Pick<Importacao, 'done' | 'total' | 'progress' | 'status'> }) {
  const intl = useIntl();
  const { done, total, progress, status } = importacao;
  const color = status === 'ERROR' ? 'error' : status === 'DONE' ? 'success' : 'primary';
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 96 }}>
      <Typography variant="body2">{intl.formatMessage({ id: 'imports.progresso' }, { done: intl.formatNumber(done), total: intl.formatNumber(total) })}</Typography>
      <LinearProgress aria-hidden variant="determinate" value={Math.max(0, Math.min(100, progress))} color={color} sx={{ height: 6, borderRadius: 3 }} />
    </Box>
  );
}
