import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { cleanUpStorage, ORPHAN_GRACE_MS, storageCleanupJob } from './cleanup.js';
import { newObjectKey } from './keys.js';
import { arquivoRows, filePart, LIBRARY_INFO, pdf, PNG, storageOf, tusFiles, upload } from './testing.js';
import { createTusStore } from './tus-store.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = t.config.dataDir;
  tokens = await demoTokens(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const objectFile = (key: string) => path.join(dataDir, 'files', key);

/** Uploads a file, gives it a thumbnail, and dates it `ageMs` ago; attached or not. */
async function file(nome: string, ageMs: number, attached: boolean) {
  const res = await upload(t.app, tokens.montadora, [LIBRARY_INFO, filePart(nome, pdf())]);
  const id = (res.json() as { id: string }).id;
  const miniatura = newObjectKey('.miniatura');
  await storageOf(t.app).store.put(miniatura, Readable.from([PNG]));
  const sent = new Date(Date.now() - ageMs);
  await t.database.db.execute(sql`
    update arquivos set enviado_em = ${sent}, miniatura_chave = ${miniatura}, anexado_em = ${attached ? sent : null}
     where id = ${id}`);
  const row = (await arquivoRows(t.database)).find((r) => r.id === id)!;
  return { id, chave: row.chave, miniatura };
}

/** Starts a tus upload of 100 bytes, sends 10, and dates it `ageMs` ago; returns its id. */
async function tusUpload(ageMs: number): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/upload/tus',
    headers: {
      authorization: `Bearer ${tokens.montadora}`,
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': `filename ${Buffer.from('a.pdf').toString('base64')},fileType ${Buffer.from('LIBRARY').toString('base64')}`,
    },
  });
  const id = (created.headers.location as string).split('/').pop()!;
  const info = path.join(dataDir, 'tus', `${id}.json`);
  const json = JSON.parse(fs.readFileSync(info, 'utf8')) as { creation_date: string };
  json.creation_date = new Date(Date.now() - ageMs).toISOString();
  fs.writeFileSync(info, JSON.stringify(json));
  return id;
}

describe('storage cleanup', () => {
  it('deletes old orphans with their objects and thumbnails, expired uploads and stale temporaries; keeps the rest', async () => {
    const orphan = await file('orfao.pdf', 2 * DAY, false);
    const attached = await file('anexado.pdf', 10 * DAY, true);
    const recent = await file('recente.pdf', ORPHAN_GRACE_MS - 60_000, false);
    const expired = await tusUpload(2 * DAY);
    const live = await tusUpload(60_000);
    const temp = path.join(dataDir, 'files', '.tmp', 'morto.part');
    fs.writeFileSync(temp, 'x');
    fs.utimesSync(temp, new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));

    const result = await cleanUpStorage({
      database: t.database,
      store: storageOf(t.app).store,
      uploads: createTusStore(t.config),
      now: new Date(),
    });
    expect(result).toEqual({ arquivos: 1, uploads: 1, temporarios: 1 });

    const ids = (await arquivoRows(t.database)).map((r) => r.id);
    expect(ids).not.toContain(orphan.id);
    expect(fs.existsSync(objectFile(orphan.chave))).toBe(false);
    expect(fs.existsSync(objectFile(orphan.miniatura))).toBe(false);
    for (const kept of [attached, recent]) {
      expect(ids).toContain(kept.id);
      expect(fs.existsSync(objectFile(kept.chave))).toBe(true);
      expect(fs.existsSync(objectFile(kept.miniatura))).toBe(true);
    }
    expect(tusFiles(dataDir)).toEqual([live, `${live}.json`]);
    expect(tusFiles(dataDir)).not.toContain(expired);
    expect(fs.existsSync(temp)).toBe(false);
  });

  it('runs as an hourly background job', async () => {
    const job = storageCleanupJob(t.config);
    expect(job).toMatchObject({ name: 'arquivos-limpeza', cron: '23 * * * *' });
    const orphan = await file('outro-orfao.pdf', 3 * DAY, false);
    await job.run({ database: t.database, log: pino({ level: 'silent' }), now: new Date() });
    expect((await arquivoRows(t.database)).map((r) => r.id)).not.toContain(orphan.id);
    expect(fs.existsSync(objectFile(orphan.chave))).toBe(false);
  });
});
