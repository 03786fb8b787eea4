import Archive from '@mui/icons-material/Archive';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Unarchive from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePublishPageLabel } from '../../../components/page-label/PageLabelContext';
import { PageTitle } from '../../../components/PageTitle';
import { logger } from '../../../lib/logger/logger';
import { NoticeHtml } from '../common/NoticeHtml';
import { NoticeNumber } from '../common/NoticeNumber';
import { noticePaths } from '../common/notice-paths';
import { useNoticeNumberLabel } from '../common/notice-number';
import { useFormatInstant } from '../common/use-format-instant';
import { NoticeLoadState } from '../common/NoticeLoadState';
import { AckPanel } from './AckPanel';
import { EnvioAttachments } from './EnvioAttachments';
import { ErrataLinks } from './ErrataLinks';
import { COMUNICADO_ENVIO, MARCAR_COMUNICADO_COMO_LIDO, type EnvioDetalhe } from './inbox.queries';
import { useEnvioActions } from './use-envio-actions';

/** Under the signed links' 5-minute life. */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** Marks the delivery read once per opening, when it is not yet (and refreshes the badge). */
function useMarkRead(idComunicado: string, envio: EnvioDetalhe | undefined) {
  const [marcar] = useMutation(MARCAR_COMUNICADO_COMO_LIDO, { refetchQueries: ['CountComunicadosNaoLidos'] });
  const done = useRef<string | null>(null);
  const unread = envio ? !envio.lido : false;
  useEffect(() => {
    if (!unread || done.current === idComunicado) return;
    done.current = idComunicado;
    marcar({ variables: { idComunicado } }).catch((error: unknown) => logger.warn('marcarComunicadoComoLido failed', error));
  }, [unread, idComunicado, marcar]);
}

/**
 * /comunicados/visualizarEnvio/{id} (spec 02 §2, "per-send view"): the caller's own delivery of
 * notice `id`. Opening it marks it read. It shows the number, title, who sent it and when (the
 * user's clock), the department, the message and the department's signature, the attachments
 * (signed links, kept fresh), errata links both ways, "Li e compreendi" when the notice requires it (then when
 * it was recorded), favourite and archive / unarchive. A notice the caller did not receive answers
 * NOT_FOUND, shown as "not found" (never a hint it exists).
 */
export default function EnvioPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const when = useFormatInstant();
  const numberLabel = useNoticeNumberLabel();
  // The attachments' signed links live 5 minutes (platform/storage DOWNLOAD_LINK_TTL_SECONDS): the
  // delivery is asked again on every opening and every 4 minutes while it is open, so a link
  // clicked after a long read still works.
  const { data, loading, error, refetch } = useQuery(COMUNICADO_ENVIO, {
    variables: { idComunicado: id },
    fetchPolicy: 'cache-and-network',
    pollInterval: LINK_REFRESH_MS,
  });
  const envio = data?.comunicadoEnvio;
  const { toggleFavorito, toggleArquivado } = useEnvioActions();
  useMarkRead(id, envio);
  usePublishPageLabel(noticePaths.visualizarEnvio(id), envio ? (numberLabel(envio.comunicado) ?? envio.comunicado.titulo) : null);

  if (!envio) {
    return (
      <NoticeLoadState
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        title="route.comunicadoVisualizarEnvio"
        notFound="notices.notFound.message"
        loadError="notices.loadError"
        loadingLabel="notices.loading"
      />
    );
  }

  const c = envio.comunicado;
  return (
    <Box component="article" sx={{ maxWidth: 900 }}>
      <ErrataLinks comunicado={c} />
      <NoticeNumber notice={c} sx={{ mb: 0.5 }} />
      <PageTitle>{c.titulo}</PageTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mb: 1, color: 'text.secondary' }} useFlexGap flexWrap="wrap">
        <Typography variant="body2">
          {intl.formatMessage({ id: 'notices.view.sent' }, { nome: c.usuarioCriador.nome, when: when(c.envioDateTime || envio.data) })}
        </Typography>
        {c.departamento ? (
          <Typography variant="body2">
            {intl.formatMessage({ id: 'notices.view.department' }, { nome: c.departamento.sigla ? `${c.departamento.nome} (${c.departamento.sigla})` : c.departamento.nome })}
          </Typography>
        ) : null}
        {c.expiraEm ? (
          <Typography variant="body2">
            {intl.formatMessage({ id: Date.parse(c.expiraEm) <= Date.now() ? 'notices.view.expired' : 'notices.view.expires' }, { when: when(c.expiraEm) })}
          </Typography>
        ) : null}
      </Stack>
      {c.etiquetas.length > 0 ? (
        <Box component="ul" aria-label={intl.formatMessage({ id: 'notices.view.tags' })} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {c.etiquetas.map((t) => (
            <li key={t}>
              <Chip size="small" label={t} />
            </li>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ my: 2 }} useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          startIcon={envio.favorito ? <Star /> : <StarBorder />}
          aria-pressed={envio.favorito}
          onClick={() => void toggleFavorito(c.id, envio)}
        >
          {intl.formatMessage({ id: 'notices.view.favorite' })}
        </Button>
        <Button variant="outlined" startIcon={envio.arquivado ? <Unarchive /> : <Archive />} onClick={() => void toggleArquivado(c.id, envio)}>
          {intl.formatMessage({ id: envio.arquivado ? 'notices.view.unarchive' : 'notices.view.archive' })}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <NoticeHtml html={c.mensagem} assinatura={c.departamento?.assinatura} />
      </Paper>
      <EnvioAttachments arquivos={c.arquivos} />
      {c.requerCiencia ? <AckPanel idComunicado={c.id} ciente={envio.ciente} cienteEm={envio.cienteEm} /> : null}
    </Box>
  );
}
