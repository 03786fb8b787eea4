import type { JobDefinition } from '../../../platform/jobs/jobs.js';
import { inactivateIdleUsers } from './inactivity.js';

/**
 * The daily inactivity sweep (spec 01 §4), at 03:00 in São Paulo: the quietest hour of the
 * network, and after midnight so "days without access" counts whole days of the day before.
 */
export const inactivityJob: JobDefinition = {
  name: 'usuarios-inatividade',
  cron: '0 3 * * *',
  // A daily job: a minute's delay after 03:00 costs nothing; polling faster would.
  pollingIntervalSeconds: 60,
  async run({ database, log, now }) {
    const sweep = await inactivateIdleUsers(database.db, now);
    // The count only: a first run on a large network may inactivate thousands; the audit names each one.
    log.info({ dias: sweep.dias, inativados: sweep.inativados.length }, 'inactivity sweep');
    return { dias: sweep.dias, inativados: sweep.inativados.length };
  },
};
