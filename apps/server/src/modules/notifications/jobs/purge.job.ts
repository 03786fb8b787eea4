import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { expurgarNotificacoes } from './purge.js';

/**
 * The daily purge of old notifications (purge.ts: RETENCAO_DIAS), at 03:30 in São Paulo: the
 * quiet hours, after the users' inactivity sweep.
 */
export const purgeNotificacoesJob: JobDefinition = {
  name: 'notificacoes-expurgo',
  cron: '30 3 * * *',
  // A daily job: a minute's delay costs nothing; polling faster would.
  pollingIntervalSeconds: 60,
  async run({ database, log, now }) {
    const result = await expurgarNotificacoes(database.db, now);
    log.info(result, 'notifications purge');
    return result;
  },
};
