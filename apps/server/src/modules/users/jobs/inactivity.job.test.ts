import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createIdentity, type Identity } from '../../../platform/identity/index.js';
import type { JobRunner } from '../../../platform/jobs/jobs.js';
import { JOBS_DECORATOR } from '../../../platform/jobs/plugin.js';
import { createMailer } from '../../../platform/mail/index.js';
import { buildTestApp, createTestDatabase } from '../../../test/harness.js';
import { inactivityJob } from './inactivity.job.js';

/**
 * The app as main.ts starts it, jobs included (buildTestApp leaves them off): pg-boss on the
 * test database, the inactivity sweep scheduled, a real worker running it.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
let app: FastifyInstance;
let closed = false;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent' });
  const log = pino({ level: 'silent' });
  identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
  app = await buildApp({ config, database, identity, logger: false, jobs: true });
  await app.ready();
});

afterAll(async () => {
  if (!closed) await app?.close();
  await identity?.close();
  await database?.drop();
});

const runner = () => app.getDecorator<JobRunner | null>(JOBS_DECORATOR);

describe('background jobs started with the app', () => {
  it('schedules the inactivity sweep daily at 03:00 São Paulo time', async () => {
    const res = await database.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule where name = ${inactivityJob.name}`,
    );
    expect(res.rows).toEqual([{ name: 'usuarios-inatividade', cron: '0 3 * * *', timezone: 'America/Sao_Paulo' }]);
    expect(runner()).not.toBeNull();
  });

  it('runs the sweep through pg-boss: the worker inactivates an idle user', async () => {
    const idle = await database.db.execute<{ id: number }>(sql`
      insert into usuarios (nome, email, tipo, ultimo_acesso)
      values ('Idle Job', 'idle-job@test.local', 'MONTADORA', now() - interval '120 days') returning id`);
    const id = idle.rows[0]!.id;
    const jobId = await runner()!.runNow(inactivityJob.name);
    let state = '';
    for (let i = 0; i < 100 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await runner()!.boss.getJobById(inactivityJob.name, jobId))?.state ?? '';
    }
    expect(state).toBe('completed');
    const user = await database.db.execute<{ active: boolean }>(sql`select active from usuarios where id = ${id}`);
    expect(user.rows[0]?.active).toBe(false);
  });

  it('stops pg-boss when the app closes: no connection of it is left open', async () => {
    await app.close();
    closed = true;
    expect(runner()).toBeNull();
    // A closed client's backend leaves pg_stat_activity a moment after the socket closes.
    let left = -1;
    for (let i = 0; i < 50 && left !== 0; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      const res = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where application_name = 'portal-jobs' and datname = current_database()`,
      );
      left = res.rows[0]!.n;
    }
    expect(left).toBe(0);
  });
});

describe('apps built without jobs (tests)', () => {
  it('start no job system', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.hasDecorator(JOBS_DECORATOR)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
