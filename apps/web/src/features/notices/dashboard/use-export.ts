import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCode, serverMessage } from '../../../lib/apollo/errors';
import { logger } from '../../../lib/logger/logger';
import { EXPORTACAO_COMUNICADO, EXPORTAR_COMUNICADO, type Exportacao } from './dashboard.queries';

/** The progress is asked every second while the export is queued or running. */
export const EXPORT_POLL_MS = 1000;

const running = (e: Exportacao | null | undefined) => e?.status === 'NA_FILA' || e?.status === 'EM_ANDAMENTO';

/**
 * The caller's xlsx export of a notice: the latest one on opening (one started earlier keeps being
 * followed; a finished one offers its link, which the server signs afresh on every answer), a new
 * one on `start`, polled every second until CONCLUIDA or FALHOU. A CONFLICT (an export of the
 * user's is already running, maybe of another notice) is kept as the server's words to show.
 */
export function useExport(id: string) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, startPolling, stopPolling } = useQuery(EXPORTACAO_COMUNICADO, { variables: { id }, fetchPolicy: 'network-only' });
  const exportacao = data?.exportacaoComunicado ?? null;
  const active = running(exportacao);

  useEffect(() => {
    if (!active) return;
    startPolling(EXPORT_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);

  const [exportar, { loading: starting }] = useMutation(EXPORTAR_COMUNICADO, {
    // The new export becomes the query's answer at once, which starts the polling.
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: EXPORTACAO_COMUNICADO, variables: { id }, data: { exportacaoComunicado: result.exportarComunicado } });
    },
  });

  const start = async () => {
    setRefusal(null);
    try {
      await exportar({ variables: { id } });
    } catch (error) {
      logger.warn('exportarComunicado failed', error);
      setRefusal(
        errorCode(error) === 'CONFLICT'
          ? (serverMessage(error) ?? intl.formatMessage({ id: 'noticesDashboard.export.conflict' }))
          : (serverMessage(error) ?? intl.formatMessage({ id: 'noticesDashboard.export.error' })),
      );
    }
  };

  return { exportacao, active, starting, refusal, start };
}
