import pino from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connection.js';
import type { ObjectStore } from '../types.js';
import { createFileProcessor } from './file-processor.js';
import { processPendingFiles, type ProcessFilesResult } from './process-files.js';

/** The processor's one loop per instance, with the sweep itself replaced by a controllable one. */
vi.mock('./process-files.js', () => ({ processPendingFiles: vi.fn() }));
const sweep = vi.mocked(processPendingFiles);

const deps = { database: {} as Database, store: {} as ObjectStore, log: pino({ level: 'silent' }) };
const one: ProcessFilesResult = { processados: 1, comErro: 0 };

/** A sweep that ends when the test says so. */
function heldSweep() {
  let release!: () => void;
  const done = new Promise<ProcessFilesResult>((resolve) => (release = () => resolve(one)));
  return { done, release };
}

beforeEach(() => sweep.mockReset());

describe('file processor', () => {
  it('a kick during a run makes that run sweep once more (a file may have come after its last look)', async () => {
    const first = heldSweep();
    sweep.mockReturnValueOnce(first.done).mockResolvedValueOnce(one);
    const processor = createFileProcessor(deps);
    const run = processor.run();
    processor.kick();
    processor.kick();
    expect(sweep).toHaveBeenCalledTimes(1); // one loop: the kicks do not start a second one
    first.release();
    expect(await run).toEqual({ processados: 2, comErro: 0 });
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('a kick right after the last sweep ended starts a new loop (it is not lost on a loop that is ending)', async () => {
    const first = heldSweep();
    sweep.mockReturnValueOnce(first.done).mockResolvedValueOnce(one);
    const processor = createFileProcessor(deps);
    const run = processor.run();
    // Queued behind the loop's own continuation on the same sweep: the kick comes after the loop's
    // last look, before anything later in the event loop.
    const kicked = first.done.then(() => processor.kick());
    first.release();
    await kicked;
    expect(await run).toEqual(one);
    await vi.waitFor(() => expect(sweep).toHaveBeenCalledTimes(2));
  });

  it('the job joins the running loop; a new run starts once it ended', async () => {
    sweep.mockResolvedValue(one);
    const processor = createFileProcessor(deps);
    const kicked = processor.run();
    const job = processor.run();
    expect(await job).toEqual(await kicked);
    await processor.run();
    expect(sweep).toHaveBeenCalledTimes(3);
  });

  it('stop: the sweep in hand is told to take no further file and awaited; later runs do nothing', async () => {
    const first = heldSweep();
    sweep.mockReturnValueOnce(first.done);
    const processor = createFileProcessor(deps);
    processor.kick();
    const stopped = processor.stop();
    expect(sweep.mock.calls[0]![0].signal?.aborted).toBe(true);
    first.release();
    await stopped;
    expect(await processor.run()).toEqual({ processados: 0, comErro: 0 });
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('a failed sweep is logged, never thrown at the upload that kicked it', async () => {
    sweep.mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(one);
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    const processor = createFileProcessor({ ...deps, log });
    processor.kick();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(await processor.run()).toEqual(one);
  });
});
