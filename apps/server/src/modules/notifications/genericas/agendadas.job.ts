import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { enviarAgendadas } from './genericas.service.js';

/**
 * Sends the scheduled generic notifications whose time has come (exactly once: see
 * genericas.service.ts enviar). Every minute, the schedule's granularity; each instance may run
 * it, `skip locked` shares the rows.
 */
export const genericasAgendadasJob: JobDefinition = {
  name: 'notificacoes-genericas-agendadas',
  cron: '* * * * *',
  pollingIntervalSeconds: 15,
  run: ({ database, now }) => enviarAgendadas(database.db, now),
};
