import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { startJobs, type JobRunner, type QueueDefinition } from './jobs.js';

// Queues of jobs with data (QueueDefinition) on a real pg-boss: each job of a batch fails and is
// retried alone; jobs sent inside a transaction exist only if it commits.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let runner: JobRunner;
const runs: string[] = [];
let failOnce = new Set<string>();

const queue: QueueDefinition<{ item: string }> = {
  name: 'teste-fila',
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 30,
  batchSize: 5,
  pollingIntervalSeconds: 1,
  async run({ item }) {
    runs.push(item);
    if (failOnce.delete(item)) throw new Error(`${item} failed`);
  },
};

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${JSON.stringify(runs)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  runner = await startJobs({ database, log: pino({ level: 'silent' }), jobs: [], queues: [queue] });
}, 60_000);
afterAll(async () => {
  await runner?.stop();
  await database?.drop();
});

describe('job queues with data', () => {
  it('runs every job once; a failing one alone comes back and succeeds', async () => {
    runs.length = 0;
    failOnce = new Set(['b']);
    await runner.send(queue.name, [{ item: 'a' }, { item: 'b' }, { item: 'c' }]);
    await until(() => runs.filter((r) => r === 'b').length === 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.filter((r) => r === 'a')).toHaveLength(1);
    expect(runs.filter((r) => r === 'c')).toHaveLength(1);
    expect(runs.filter((r) => r === 'b')).toHaveLength(2);
  });

  it('jobs sent within a transaction exist only if it commits', async () => {
    runs.length = 0;
    for (const commit of [false, true]) {
      const client = await database.pool.connect();
      try {
        await client.query('begin');
        await runner.send(queue.name, [{ item: commit ? 'committed' : 'rolled-back' }], { db: { executeSql: (text, values) => client.query(text, values) } });
        await client.query(commit ? 'commit' : 'rollback');
      } finally {
        client.release();
      }
    }
    runner.wake(queue.name);
    await until(() => runs.includes('committed'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toEqual(['committed']);
  });
});
