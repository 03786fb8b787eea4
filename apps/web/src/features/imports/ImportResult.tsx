import { useMutation, useQuery } from '@apollo/client';
import Cancel from '@mui/icons-material/Cancel';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { forwardRef, useId, useState, type ForwardedRef } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { useToast } from '../../components/toast/use-toast';
import { logger } from '../../lib/logger/logger';
import { baixarArquivo, errosUrl, ImportRequestError } from './import-files';
import { ImportErrors } from './ImportErrors';
import { ImportProgress } from './ImportProgress';
import { ImportStatusChip } from './ImportStatusChip';
import { CANCELAR_IMPORTACAO, CONFIRMAR_IMPORTACAO, IMPORT_STATUS, type Importacao, type StatusImportacao } from './imports.queries';
import { pollInterval, useRefetchOnNotification } from './use-import-polling';
import { useImportRest } from './use-import-rest';

interface ImportResultProps {
  readonly id: string;
  readonly onClose: () => void;
  /** After a confirmation or a cancellation: the list shows the new status at once. */
  readonly onChanged: () => void;
}

/**
 * One import's result: while it is read, the dry run's progress; once VALIDATED, the counts to
 * create, update and in error, every row error (paged), the error workbook, and Confirm or Cancel
 * (each asked first, focus on the dialog's Cancel); while it is applied, done of total, live
 * (importStatus every 2 s while it runs, the spec's 30 s otherwise, and at once when a
 * notification arrives); at the end, what was saved and what was refused.
 */
export const ImportResult = forwardRef<HTMLHeadingElement, ImportResultProps>(function ImportResult({ id, onClose, onChanged }, headingRef) {
  const intl = useIntl();
  const [status, setStatus] = useState<StatusImportacao | null>(null);
  const query = useQuery(IMPORT_STATUS, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    // 2 s while the server works on it, the spec's 30 s otherwise (the interval follows the status).
    pollInterval: pollInterval(status ? [status] : []),
  });
  const imp = query.data?.importStatus ?? null;
  if (imp && imp.status !== status) setStatus(imp.status);
  const { refetch } = query;
  useRefetchOnNotification(() => void refetch().catch(() => undefined));

  if (!imp) {
    if (query.error) return <Alert severity="error">{intl.formatMessage({ id: 'imports.resultado.carregarErro' })}</Alert>;
    return <Skeleton variant="rounded" height={160} />;
  }
  return <Result imp={imp} headingRef={headingRef} onClose={onClose} onChanged={onChanged} />;
});

function Result({ imp, headingRef, onClose, onChanged }: { imp: Importacao; headingRef: ForwardedRef<HTMLHeadingElement>; onClose: () => void; onChanged: () => void }) {
  const intl = useIntl();
  const run = useConfirmedAction();
  const toast = useToast();
  const rest = useImportRest();
  const headingId = useId();
  const [baixando, setBaixando] = useState(false);
  const [confirmar] = useMutation(CONFIRMAR_IMPORTACAO);
  const [cancelar] = useMutation(CANCELAR_IMPORTACAO);
  const nome = imp.fileName;
  const validas = imp.criar + imp.atualizar;
  const aberta = imp.status === 'VALIDATED';
  const cancelavel = imp.status === 'RECEIVED' || imp.status === 'VALIDATING' || imp.status === 'VALIDATED';
  // A cancelled import's rows are dropped by the server: nothing left to list or download.
  const temErros = imp.comErro + imp.falhas > 0 && imp.status !== 'CANCELLED';
  const validada = imp.status !== 'RECEIVED' && imp.status !== 'VALIDATING' && imp.status !== 'ERROR';

  const confirmarImportacao = () =>
    void run({
      title: intl.formatMessage({ id: 'imports.confirmar.titulo' }),
      message: intl.formatMessage({ id: 'imports.confirmar.pergunta' }, { validas, nome, criar: imp.criar, atualizar: imp.atualizar, comErro: imp.comErro }),
      confirmLabel: intl.formatMessage({ id: 'imports.confirmar' }),
      // Users created by the hundred are not undone in one click: focus starts on Cancel.
      destructive: true,
      action: () => confirmar({ variables: { id: imp.id } }),
      successMessage: intl.formatMessage({ id: 'imports.confirmar.sucesso' }),
      errorMessage: intl.formatMessage({ id: 'imports.confirmar.erro' }),
      onSuccess: onChanged,
    });

  const cancelarImportacao = () =>
    void run({
      message: intl.formatMessage({ id: 'imports.cancelar.pergunta' }, { nome }),
      // "Cancel" and "Confirm" would both read as an answer to "cancel the import?": each button says what it does.
      confirmLabel: intl.formatMessage({ id: 'imports.cancelar' }),
      cancelLabel: intl.formatMessage({ id: 'imports.cancelar.manter' }),
      destructive: true,
      action: () => cancelar({ variables: { id: imp.id } }),
      successMessage: intl.formatMessage({ id: 'imports.cancelar.sucesso' }),
      errorMessage: intl.formatMessage({ id: 'imports.cancelar.erro' }),
      onSuccess: onChanged,
    });

  const baixarErros = async () => {
    setBaixando(true);
    try {
      await baixarArquivo(errosUrl(imp.id), `erros-${imp.id}.xlsx`, rest);
    } catch (err) {
      logger.warn('import error workbook download failed', err);
      toast.error(err instanceof ImportRequestError && err.message ? err.message : intl.formatMessage({ id: 'imports.erros.baixarErro' }));
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.1rem', fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere', outline: 'none' }}
        >
          {intl.formatMessage({ id: 'imports.resultado.title' }, { nome })}
        </Typography>
        <IconButton aria-label={intl.formatMessage({ id: 'imports.resultado.fechar' })} onClick={onClose} size="small">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ImportStatusChip status={imp.status} />
        <Box sx={{ flex: '1 1 200px', maxWidth: 360 }}>
          <ImportProgress importacao={imp} />
        </Box>
      </Box>
      <Box role="status" aria-live="polite">
        <Typography variant="body2">{resumo(imp, intl)}</Typography>
      </Box>
      {imp.status === 'ERROR' ? <Alert severity="error">{imp.erro ?? intl.formatMessage({ id: 'imports.resultado.erroLeitura' })}</Alert> : null}
      {validada ? <Contagens imp={imp} /> : null}
      {aberta && validas === 0 ? <Alert severity="warning">{intl.formatMessage({ id: 'imports.resultado.semValidas' })}</Alert> : null}
      {aberta || cancelavel || temErros ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {aberta ? (
            <Button variant="contained" startIcon={<PlaylistAddCheck />} disabled={validas === 0} onClick={confirmarImportacao}>
              {intl.formatMessage({ id: 'imports.confirmar' })}
            </Button>
          ) : null}
          {cancelavel ? (
            <Button variant="outlined" color="error" startIcon={<Cancel />} onClick={cancelarImportacao}>
              {intl.formatMessage({ id: 'imports.cancelar' })}
            </Button>
          ) : null}
          {temErros ? (
            <Button variant="outlined" startIcon={<Download />} disabled={baixando} onClick={() => void baixarErros()}>
              {intl.formatMessage({ id: 'imports.erros.baixar' })}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {temErros ? (
        <Box component="section" aria-labelledby={`${headingId}-erros`} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={`${headingId}-erros`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {intl.formatMessage({ id: 'imports.erros.title' })}
          </Typography>
          <ImportErrors importacao={imp} />
        </Box>
      ) : null}
    </Paper>
  );
}

/** The sentence under the status: where the import stands, in words. */
function resumo(imp: Importacao, intl: ReturnType<typeof useIntl>): string {
  switch (imp.status) {
    case 'RECEIVED':
      return intl.formatMessage({ id: 'imports.resultado.recebida' });
    case 'VALIDATING':
      return intl.formatMessage({ id: 'imports.resultado.validando' });
    case 'VALIDATED':
      return intl.formatMessage({ id: 'imports.resultado.validada' }, { linhas: imp.linhas });
    case 'PROCESSING':
      return intl.formatMessage({ id: 'imports.resultado.processando' }, { done: imp.done, total: imp.total, progress: imp.progress });
    case 'DONE':
      return intl.formatMessage({ id: 'imports.resultado.concluida' }, { gravadas: Math.max(0, imp.done - imp.falhas), falhas: imp.falhas });
    case 'CANCELLED':
      return intl.formatMessage({ id: 'imports.resultado.cancelada' });
    case 'ERROR':
      return '';
  }
}

/** The dry run's three counts, as a list of label and figure. */
function Contagens({ imp }: { imp: Importacao }) {
  const intl = useIntl();
  const itens = [
    ['imports.resultado.criar', imp.criar],
    ['imports.resultado.atualizar', imp.atualizar],
    ['imports.resultado.comErro', imp.comErro],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 1, maxWidth: 480 }}
    >
      {itens.map(([id, n]) => (
        <Paper key={id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {intl.formatMessage({ id })}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }}>
            {intl.formatNumber(n)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
