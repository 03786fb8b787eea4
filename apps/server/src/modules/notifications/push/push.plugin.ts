import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Database } from '../../../platform/db/connection.js';
import type { Identity } from '../../../platform/identity/types.js';
import type { JobDefinition, QueueDefinition } from '../../../platform/jobs/jobs.js';
import type { Live } from '../../../platform/live/index.js';
import { runningJobs } from '../../../platform/jobs/plugin.js';
import { pushSendQueue } from './envio.job.js';
import { removerInscricoesDasSessoes, removerInscricoesDeSessoesEncerradas } from './inscricoes.service.js';
import { createPushOutbox } from './push-outbox.js';

/**
 * Web push in this instance. Always: a sign-out removes the subscriptions registered under its
 * session (identity's session-end hook), whichever instance runs jobs. With background work
 * (`jobs`): the outbox listener and its per-minute job, and the queue that sends each
 * notification, for registerJobs.
 */
export function registerPush(
  app: FastifyInstance,
  opts: { config: Config; database: Database; identity: Pick<Identity, 'onSessionsEnded'>; live: Pick<Live, 'subscribe' | 'onReconnected'>; jobs: boolean },
): { jobs: JobDefinition[]; queues: QueueDefinition[] } {
  const { config, database } = opts;
  opts.identity.onSessionsEnded(async (sessaoIds) => {
    await removerInscricoesDasSessoes(database.db, sessaoIds);
  });
  if (!opts.jobs) return { jobs: [], queues: [] };

  const outbox = createPushOutbox({ database, log: app.log.child({ job: 'push' }), runner: () => runningJobs(app), live: opts.live });
  // The outbox asks for the runner at each wake-up: one that comes before the jobs have started
  // does nothing, and the per-minute job picks up what it left. Once ready: whatever was written
  // while this instance was down.
  app.addHook('onReady', async () => outbox.kick());
  app.addHook('onClose', () => outbox.stop());
  // Sessions that end without a sign-out (expiry, password reset): hourly is soon enough.
  const sessoesEncerradas: JobDefinition = {
    name: 'notificacoes-push-sessoes',
    cron: '17 * * * *',
    pollingIntervalSeconds: 300,
    run: async () => ({ removidas: await removerInscricoesDeSessoesEncerradas(database.db) }),
  };
  return {
    jobs: [outbox.job, ...(config.embeddedIdp ? [sessoesEncerradas] : [])],
    queues: [pushSendQueue({ publicUrl: config.publicUrl, mailFrom: config.MAIL_FROM, allowPrivate: config.PUSH_PRIVATE_ENDPOINTS === 'allow' })],
  };
}
