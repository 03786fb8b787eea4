import { useMutation, useQuery } from '@apollo/client';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { useToast } from '../../components/toast/use-toast';
import type { MigracaoManutencaoFieldsFragment, StatusMigracao, TipoMigracao } from '../../generated/graphql';
import { INICIAR_MIGRACAO, MIGRACOES } from './superadmin.queries';

/** The maintenance migrations offered, in the order an operator usually needs them after a restore. */
const TIPOS: readonly TipoMigracao[] = ['BUSCA', 'AUDIENCIAS', 'ARQUIVOS', 'EMAILS'];

/** How often the list is read again while a migration is queued or running, ms. */
export const MIGRACAO_POLL_MS = 2000;

const ativa = (s: StatusMigracao) => s === 'NA_FILA' || s === 'EM_ANDAMENTO';

type Migracao = MigracaoManutencaoFieldsFragment;

/** A migration's progress: "done of total" in words, and while it runs a bar named after it. */
function Progresso({ m }: { m: Migracao }) {
  const intl = useIntl();
  const pct = m.total > 0 ? Math.min(100, Math.round((m.feitos / m.total) * 100)) : 0;
  const nome = intl.formatMessage({ id: `superadmin.migracao.${m.tipo}.titulo` });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {ativa(m.status) && (
        <LinearProgress
          variant={m.status === 'NA_FILA' ? 'indeterminate' : 'determinate'}
          value={pct}
          aria-label={intl.formatMessage({ id: 'superadmin.migracao.progresso.aria' }, { tipo: nome })}
        />
      )}
      <Typography variant="body2">{intl.formatMessage({ id: 'superadmin.migracao.progresso' }, { feitos: m.feitos, total: m.total })}</Typography>
    </Box>
  );
}

/** The log's lines, oldest first, each with its time. */
function Log({ m }: { m: Migracao }) {
  const intl = useIntl();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
      {m.log.map((l, i) => (
        <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="time" dateTime={l.em} sx={{ color: 'text.secondary', mr: 1 }}>
            {intl.formatTime(l.em, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
          </Box>
          {l.texto}
        </Typography>
      ))}
    </Box>
  );
}

/** One past or current migration: its name, status, start, progress and log (folded). */
function MigracaoItem({ m, aberta }: { m: Migracao; aberta: boolean }) {
  const intl = useIntl();
  const id = useId();
  const titulo = intl.formatMessage({ id: `superadmin.migracao.${m.tipo}.titulo` });
  const status = intl.formatMessage({ id: `superadmin.migracao.status.${m.status}` });
  return (
    <Accordion defaultExpanded={aberta} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-log`} id={`${id}-resumo`}>
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${titulo} — ${status}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'superadmin.migracao.iniciadaEm' },
              { data: intl.formatDate(m.iniciadaEm, { dateStyle: 'short', timeStyle: 'short' }) },
            )}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-log`} sx={{ display: 'grid', gap: 1.5 }}>
        <Progresso m={m} />
        {m.erro && <Alert severity="error">{m.erro}</Alert>}
        <Log m={m} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Migration tab (spec 01 §2 "a migration action"; issue 16): the maintenance migrations an
 * operator needs after an upgrade or a restore. Each start asks confirmation (focus on Cancel)
 * and runs in the background, one at a time; while one runs the list is read every
 * MIGRACAO_POLL_MS and shows its progress and log, and when it ends the screen says
 * 'Migração finalizada com sucesso!' or the error.
 */
export function MigrationTab() {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const { data, error, startPolling, stopPolling } = useQuery(MIGRACOES, { notifyOnNetworkStatusChange: false });
  const [iniciar] = useMutation(INICIAR_MIGRACAO, { refetchQueries: [MIGRACOES] });
  const lista = useMemo(() => data?.migracoes ?? [], [data]);
  const emAndamento = lista.find((m) => ativa(m.status)) ?? null;
  /** Migrations seen queued or running on this screen: their end is announced once. */
  const acompanhadas = useRef(new Set<string>());
  const recentesId = useId();

  useEffect(() => {
    if (emAndamento) startPolling(MIGRACAO_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [emAndamento, startPolling, stopPolling]);

  useEffect(() => {
    for (const m of lista) {
      if (ativa(m.status)) acompanhadas.current.add(m.id);
      else if (acompanhadas.current.delete(m.id)) {
        if (m.status === 'CONCLUIDA') toast.success(intl.formatMessage({ id: 'superadmin.migracao.sucesso' }));
        else toast.error(intl.formatMessage({ id: 'superadmin.migracao.erro' }));
      }
    }
  }, [lista, toast, intl]);

  const start = (tipo: TipoMigracao) => {
    const acao = intl.formatMessage({ id: `superadmin.migracao.${tipo}.executar` });
    void run({
      message: intl.formatMessage({ id: 'superadmin.migracao.confirmar' }, { acao }),
      // Heavy work over every row: Cancel has the focus, an Enter out of habit starts nothing.
      destructive: true,
      action: async () => (await iniciar({ variables: { tipo } })).data?.iniciarMigracao,
      successMessage: intl.formatMessage({ id: 'superadmin.migracao.iniciada' }),
      errorMessage: intl.formatMessage({ id: 'superadmin.migracao.erroIniciar' }),
      onSuccess: (m) => {
        if (m) acompanhadas.current.add(m.id);
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{intl.formatMessage({ id: 'superadmin.migracao.intro' })}</Typography>
      {emAndamento && <Alert severity="info">{intl.formatMessage({ id: 'superadmin.migracao.emAndamento' })}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {TIPOS.map((tipo) => {
          const titulo = intl.formatMessage({ id: `superadmin.migracao.${tipo}.titulo` });
          return (
            <Paper key={tipo} variant="outlined" component="section" aria-label={titulo} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
              <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
                {titulo}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: `superadmin.migracao.${tipo}.descricao` })}
              </Typography>
              <Box>
                <Button variant="contained" disabled={Boolean(emAndamento)} onClick={() => start(tipo)}>
                  {intl.formatMessage({ id: `superadmin.migracao.${tipo}.executar` })}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Box component="section" aria-labelledby={recentesId} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={recentesId} variant="h2" sx={{ fontSize: '1.125rem' }}>
          {intl.formatMessage({ id: 'superadmin.migracao.historico' })}
        </Typography>
        {error && !data ? (
          <Alert severity="error">{intl.formatMessage({ id: 'superadmin.migracao.erroCarregar' })}</Alert>
        ) : data && lista.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'superadmin.migracao.nenhuma' })}
          </Typography>
        ) : (
          <Box>
            {lista.map((m, i) => (
              <MigracaoItem key={m.id} m={m} aberta={i === 0} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
