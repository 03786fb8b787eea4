import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Painel } from './dashboard.queries';
import { usePercent } from './format';

interface Card {
  readonly key: 'entregues' | 'lidos' | 'cientes' | 'pendentesLeitura' | 'pendentesCiencia';
  readonly total: number;
  /** Share of the delivered; none for the delivered themselves. */
  readonly percentual?: number;
}

/**
 * Delivered, read, acknowledged (when the notice asks for it) and pending, each a count and its
 * share of the delivered in the user's number format. A list of term/value pairs, so a screen
 * reader reads "Lidos 45.000, 75,0% dos entregues" as one item.
 */
export function SummaryCards({ painel }: { readonly painel: Painel }) {
  const intl = useIntl();
  const percent = usePercent();
  const ack = painel.comunicado.requerCiencia;
  const cards: Card[] = [
    { key: 'entregues', total: painel.entregues },
    { key: 'lidos', ...painel.lidos },
    ...(ack ? [{ key: 'cientes', ...painel.cientes } as const] : []),
    { key: 'pendentesLeitura', ...painel.pendentesLeitura },
    ...(ack ? [{ key: 'pendentesCiencia', ...painel.pendentesCiencia } as const] : []),
  ];
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'noticesDashboard.cards' })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${cards.length}, minmax(0, 1fr))` } }}
    >
      {cards.map((c) => (
        <Paper component="li" variant="outlined" key={c.key} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {intl.formatMessage({ id: `noticesDashboard.card.${c.key}` })}
          </Typography>
          <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 600, lineHeight: 1.2 }}>
            {intl.formatNumber(c.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p">
            {c.percentual === undefined
              ? intl.formatMessage({ id: 'noticesDashboard.card.entregues.detail' })
              : intl.formatMessage({ id: 'noticesDashboard.card.share' }, { percent: percent(c.percentual) })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
