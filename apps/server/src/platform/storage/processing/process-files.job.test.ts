import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { createTestDatabase } from '../../../test/harness.js';
import { createIdentity, type Identity } from '../../identity/index.js';
import type { JobRunner } from '../../jobs/jobs.js';
import { JOBS_DECORATOR } from '../../jobs/plugin.js';
import { createMailer } from '../../mail/index.js';
import { newObjectKey } from '../keys.js';
import { PROCESS_FILES_JOB, type Storage } from '../types.js';
import { minimalPdf } from './testing.js';

/**
 * The app as main.ts starts it (jobs on): the processing job is registered with the app's own
 * storage, scheduled every minute, and a queued run (what an upload does) processes the file.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let identity: Identity;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processing-job-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
  });
  const log = pino({ level: 'silent' });
  identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
  app = await buildApp({ config, database, identity, logger: false, jobs: true });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('file processing job in the app', () => {
  it('is scheduled every minute', async () => {
    const res = await database.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule where name = ${PROCESS_FILES_JOB}`,
    );
    expect(res.rows).toEqual([{ name: PROCESS_FILES_JOB, cron: '* * * * *' }]);
  });

  it('a queued run processes an uploaded file with the app storage', async () => {
    const { store } = app.getDecorator<Storage>('storage');
    const chave = newObjectKey();
    const pdf = minimalPdf(['Boletim técnico de garantias']);
    await store.put(chave, Readable.from(Buffer.from(pdf)));
    const inserted = await database.db.execute<{ id: string }>(sql`
      insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id)
      values ('boletim.pdf', ${pdf.length}, 'application/pdf', ${chave}, 'LIBRARY',
              (select id from usuarios where email = ${DEMO_USERS.montadora}))
      returning id`);
    const runner = app.getDecorator<JobRunner | null>(JOBS_DECORATOR)!;
    const jobId = await runner.runNow(PROCESS_FILES_JOB);
    let state = '';
    for (let i = 0; i < 100 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await runner.boss.getJobById(PROCESS_FILES_JOB, jobId))?.state ?? '';
    }
    expect(state).toBe('completed');
    const row = await database.db.execute<{ texto: string | null }>(
      sql`select texto from arquivos where id = ${inserted.rows[0]!.id}`,
    );
    expect(row.rows[0]?.texto).toBe('Boletim técnico de garantias');
  });
});
