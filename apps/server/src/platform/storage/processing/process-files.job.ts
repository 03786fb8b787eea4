import type { JobDefinition } from '../../jobs/jobs.js';
import { PROCESS_FILES_JOB, type Storage } from '../types.js';
import { processPendingFiles } from './process-files.js';

/**
 * Thumbnails and text of uploaded files, in the background. Each upload queues a run at once
 * (runNow); the per-minute schedule is the safety net for a run that was lost (an instance that
 * stopped, a queue that was full). The job needs the object store, which the JobContext does
 * not carry: the definition is made from the app's storage.
 */
export function processFilesJob(storage: Pick<Storage, 'store'>): JobDefinition {
  return {
    name: PROCESS_FILES_JOB,
    cron: '* * * * *',
    async run({ database, log }) {
      return processPendingFiles({ database, store: storage.store, log });
    },
  };
}
