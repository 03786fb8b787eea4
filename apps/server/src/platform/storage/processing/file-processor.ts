import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import type { ObjectStore } from '../types.js';
import { processPendingFiles, type ProcessFilesResult } from './process-files.js';

/**
 * This instance's processing of uploaded files. An upload starts it at once (kick), so a
 * document is searchable seconds after it is sent instead of at the job worker's next poll; the
 * pg-boss job (run) goes through the same loop, and its per-minute schedule stays the safety net
 * for files an instance left behind. One loop per instance: a kick during a run makes that run
 * look again when it ends, so no file waits and no two loops compete for memory. Across
 * instances, files are claimed with `for update skip locked`: one file is never processed twice.
 */
export interface FileProcessor {
  /** Starts processing pending files now and returns at once (an upload's call). */
  kick(): void;
  /** Processes pending files; resolves when none is left or the run's budget is spent (the job). */
  run(): Promise<ProcessFilesResult>;
  /** Takes no further file; resolves when the file in hand is done (the app closing). */
  stop(): Promise<void>;
}

export function createFileProcessor(opts: { database: Database; store: ObjectStore; log: FastifyBaseLogger }): FileProcessor {
  const { database, store, log } = opts;
  const stopping = new AbortController();
  let running: Promise<ProcessFilesResult> | null = null;
  let lookAgain = false;

  async function loop(): Promise<ProcessFilesResult> {
    const total: ProcessFilesResult = { processados: 0, comErro: 0 };
    try {
      do {
        lookAgain = false;
        const done = await processPendingFiles({ database, store, log, signal: stopping.signal });
        total.processados += done.processados;
        total.comErro += done.comErro;
      } while (lookAgain && !stopping.signal.aborted);
      return total;
    } finally {
      // In the same step as the last look: a kick from now on starts a new loop. Cleared in a
      // later callback (`loop().finally(…)`), a kick in between joined a loop that had already
      // decided to end, and its file waited for the schedule.
      running = null;
    }
  }

  function run(): Promise<ProcessFilesResult> {
    if (stopping.signal.aborted) return Promise.resolve({ processados: 0, comErro: 0 });
    if (running) {
      // A file may have arrived after the running loop's last claim: it looks once more.
      lookAgain = true;
      return running;
    }
    running = loop();
    return running;
  }

  return {
    run,
    kick() {
      // The schedule retries whatever this run could not do (a database hiccup): log and go on.
      run().catch((err: unknown) => log.error({ err }, 'file processing failed'));
    },
    async stop() {
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
