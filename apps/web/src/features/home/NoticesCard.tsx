import AttachFile from '@mui/icons-material/AttachFile';
import { useQuery } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CardState, HomeCard } from './HomeCard';
import { COMUNICADO_ENVIOS_RECENTES, type EnvioRecente } from './home.queries';

/** The receive view of a notice (packages/domain ROUTES comunicadoVisualizarEnvio: /comunicados/visualizarEnvio/:id, the notice's id). */
const receiveView = (e: EnvioRecente) => `/comunicados/visualizarEnvio/${e.comunicado.id}`;

/**
 * The recent-notices card (spec 02 §2 "Home"): the newest deliveries, each with its read/unread
 * badge, creator, sent date and time, attachment count and a link to the receive view; a button
 * to all notices; an empty state until notices exist.
 */
export function NoticesCard() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(COMUNICADO_ENVIOS_RECENTES, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const envios = data?.comunicadoEnviosRecentes ?? [];
  return (
    <HomeCard
      title={intl.formatMessage({ id: 'home.comunicados.title' })}
      tour="home-comunicados"
      action={
        <Button component={RouterLink} to="/comunicados" size="small">
          {intl.formatMessage({ id: 'home.comunicados.all' })}
        </Button>
      }
    >
      <CardState
        loading={loading}
        error={error}
        empty={envios.length === 0}
        emptyMessage={intl.formatMessage({ id: 'home.comunicados.empty' })}
        onRetry={() => void refetch()}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {envios.map((e) => (
            <EnvioItem key={e.id} envio={e} />
          ))}
        </Box>
      </CardState>
    </HomeCard>
  );
}

function EnvioItem({ envio }: { envio: EnvioRecente }) {
  const intl = useIntl();
  const { comunicado } = envio;
  const sent = intl.formatDate(comunicado.envioDateTime || envio.data, { dateStyle: 'short', timeStyle: 'short' });
  const anexos = comunicado.arquivos.length;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
        {/* The badge is text, so colour is not the only sign of an unread notice. */}
        <Box
          component="span"
          sx={{
            flex: 'none',
            px: 0.75,
            borderRadius: 1,
            fontSize: '0.75rem',
            fontWeight: 600,
            border: 1,
            ...(envio.lido ? { borderColor: 'divider', color: 'text.secondary' } : { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' }),
          }}
        >
          {intl.formatMessage({ id: envio.lido ? 'home.comunicados.read' : 'home.comunicados.unread' })}
        </Box>
        <Link component={RouterLink} to={receiveView(envio)} sx={{ fontWeight: envio.lido ? 400 : 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {comunicado.titulo}
        </Link>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'home.comunicados.from' }, { nome: comunicado.usuarioCriador.nome })}
        {' · '}
        {intl.formatMessage({ id: 'home.comunicados.sentAt' }, { data: sent })}
        {' · '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {anexos > 0 ? <AttachFile aria-hidden sx={{ fontSize: '1em', verticalAlign: '-0.125em' }} /> : null}
          {anexos > 0 ? intl.formatMessage({ id: 'home.comunicados.anexos' }, { n: anexos }) : intl.formatMessage({ id: 'home.comunicados.semAnexos' })}
        </Box>
      </Typography>
    </Box>
  );
}
