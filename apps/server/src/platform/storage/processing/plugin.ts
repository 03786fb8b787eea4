import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.js';
import type { JobDefinition } from '../../jobs/jobs.js';
import { PROCESS_FILES_JOB, type Storage } from '../types.js';
import { createFileProcessor, type FileProcessor } from './file-processor.js';
import { processFilesJob } from './process-files.job.js';

/** Name of the app decoration holding this instance's FileProcessor (absent when it runs no background work). */
export const FILE_PROCESSOR_DECORATOR = 'fileProcessor';

/**
 * Makes this instance process uploaded files: the processor is the app's decoration (the upload
 * routes kick it), stops taking files when the app closes, and the returned job — for
 * registerJobs — runs it on the per-minute schedule.
 */
export function registerFileProcessing(app: FastifyInstance, opts: { database: Database; storage: Pick<Storage, 'store'> }): JobDefinition {
  const processor = createFileProcessor({ database: opts.database, store: opts.storage.store, log: app.log.child({ job: PROCESS_FILES_JOB }) });
  app.decorate(FILE_PROCESSOR_DECORATOR, processor);
  app.addHook('onClose', () => processor.stop());
  return processFilesJob(processor);
}

/** This instance's processor, or null when it runs no background work (the file waits for one that does). */
export function fileProcessorOf(app: FastifyInstance): FileProcessor | null {
  return app.hasDecorator(FILE_PROCESSOR_DECORATOR) ? app.getDecorator<FileProcessor>(FILE_PROCESSOR_DECORATOR) : null;
}
