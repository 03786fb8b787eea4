import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { entregarAgendados } from './entregar.service.js';

/**
 * Delivers the scheduled notices whose time has come (exactly once: see entregarAgendados), every
 * minute, the schedule's granularity; every instance may run it, `skip locked` shares the rows.
 * A notice whose delivery fails is logged and tried again at the next run.
 */
export const comunicadosAgendadosJob: JobDefinition = {
  name: 'comunicados-agendados',
  cron: '* * * * *',
  pollingIntervalSeconds: 15,
  run: ({ database, log, now }) =>
    entregarAgendados(database.db, now, (comunicadoId, err) => log.error({ err, comunicadoId }, 'scheduled notice: delivery failed, tried again next minute')),
};
