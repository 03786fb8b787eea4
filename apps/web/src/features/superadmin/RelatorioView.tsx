import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Relatorio } from './superadmin.queries';

type Item = Relatorio['criados'][number];

/** One list of the report (created, updated or disabled), each account or group with what changed (a group has no e-mail). */
function Grupo({ titulo, itens }: { titulo: string; itens: readonly Item[] }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {titulo}
      </Typography>
      {itens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'superadmin.relatorio.nenhuma' })}
        </Typography>
      ) : (
        <List dense disablePadding>
          {itens.map((i) => (
            <ListItem key={i.id} disableGutters>
              <ListItemText
                primary={i.nome}
                secondary={[i.email, i.alteracoes.map((a) => intl.formatMessage({ id: `superadmin.alteracao.${a}` })).join(', ')].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * What a synchronisation did (or, simulated, would do): accounts created with an invitation,
 * updated, disabled, and how many were already up to date; the server's note when the provider
 * has nothing of the kind (the embedded provider has no groups). Announced politely.
 */
export function RelatorioView({ acao, relatorio: r }: { acao: string; relatorio: Relatorio }) {
  const intl = useIntl();
  const titleId = useId();
  const dry = r.dryRun ? 'Simulacao' : '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-live="polite" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem' }}>
        {intl.formatMessage({ id: r.dryRun ? 'superadmin.relatorio.tituloSimulacao' : 'superadmin.relatorio.titulo' }, { acao })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {r.provedor === 'KEYCLOAK' || r.provedor === 'EMBEDDED' ? intl.formatMessage({ id: `superadmin.relatorio.provedor.${r.provedor}` }) : r.provedor}
      </Typography>
      {r.observacao && <Alert severity="info">{r.observacao}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Grupo titulo={intl.formatMessage({ id: `superadmin.relatorio.criados${dry}` }, { n: r.criados.length })} itens={r.criados} />
        <Grupo titulo={intl.formatMessage({ id: `superadmin.relatorio.atualizados${dry}` }, { n: r.atualizados.length })} itens={r.atualizados} />
        <Grupo titulo={intl.formatMessage({ id: `superadmin.relatorio.desativados${dry}` }, { n: r.desativados.length })} itens={r.desativados} />
      </Box>
      <Typography variant="body2">{intl.formatMessage({ id: 'superadmin.relatorio.inalterados' }, { n: r.inalterados })}</Typography>
    </Paper>
  );
}
