import type { JobDefinition } from '../../jobs/jobs.js';
import { PROCESS_FILES_JOB } from '../types.js';
import type { FileProcessor } from './file-processor.js';

/**
 * Thumbnails and text of uploaded files, in the background. Each upload starts this instance's
 * processor at once (FileProcessor.kick); this per-minute job is the safety net for files an
 * instance left behind (it stopped, or the run's budget was spent) and runs the same loop, so an
 * instance never processes two files at a time.
 */
export function processFilesJob(processor: Pick<FileProcessor, 'run'>): JobDefinition {
  return {
    name: PROCESS_FILES_JOB,
    cron: '* * * * *',
    run: () => processor.run(),
  };
}
