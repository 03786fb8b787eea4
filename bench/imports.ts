/**
 * The user import part of `npm run bench` (issue #16): a 10,000-row spreadsheet of new
 * manufacturer users, filled into the server's own template (GET /import/users/modelo), uploaded
 * (POST /import/users), validated by the job (dry run), confirmed and applied, against the
 * running portal with its jobs. Measures the upload's answer, the dry run and the apply (wall
 * clock, polled through importStatus every 250 ms) and the server's peak resident memory over the
 * whole import (memory flat: the file is read as a stream). Budget: validate + apply ≤ 30 s on the
 * network seed (issue #16). Then the same spreadsheet again with other names: every row an
 * update of a stored user. Figures, never assertions: the machine is shared.
 * The import writes 10,000 users who join the network's user groups (the recipients preview of
 * 'Rede Audiência Grande' grew with every run, 31 -> 250 ms), so it runs on a throwaway copy of
 * the bench database served by a portal of its own (support/throwaway-copy.ts), dropped afterwards:
 * the data set stays as the seed made it and no other benchmark sees these users. Deleting them
 * instead would cost minutes (foreign keys to usuarios without an index) and leave the outbox,
 * tokens and audit rows the import also writes. So it runs after the main portal has stopped.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { COLUNAS, type ChaveColuna } from '../apps/server/src/modules/imports/colunas.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/seed/demo.js';
import { graphql } from './support/graphql.js';
import { sampleMemory, type MemoryFigures } from './support/memory.js';
import { signInOverHttp } from './support/sign-in.js';
import { ROOT } from './support/database.js';
import { startPortal, stopProcess } from './support/processes.js';
import { throwawayCopy } from './support/throwaway-copy.js';

export const IMPORTS_NAME = 'imports: 10,000 users (validate + apply)';
/** The same spreadsheet's users imported again, changed: every row an update of a stored user. */
export const IMPORTS_UPDATE_NAME = 'imports: 10,000 updates (validate + apply)';
/** Issue #16's budget: validation and apply together, seconds. */
export const IMPORTS_BUDGET_S = 30;

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

export interface ImportsFigure {
  rows: number;
  uploadMs: number;
  validateS: number;
  applyS: number;
  totalS: number;
  created: number;
  failed: number;
  memory: MemoryFigures;
  budget: { maxS: number; met: boolean };
}

interface Status {
  id: string;
  status: string;
  done: number;
  total: number;
  criar: number;
  comErro: number;
  falhas: number;
}

const STATUS = `query($id: ID) { importStatus(id: $id) { id status done total criar comErro falhas } }`;

async function until(baseUrl: string, token: string, id: string, done: (s: Status) => boolean): Promise<Status> {
  for (;;) {
    const { importStatus } = await graphql<{ importStatus: Status }>(baseUrl, token, STATUS, { id });
    if (done(importStatus)) return importStatus;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The template filled with ROWS manufacturer users (the first brand the template offers); `versao` > 0 renames them. */
async function spreadsheet(baseUrl: string, token: string, run: string, versao = 0): Promise<Buffer> {
  const res = await fetch(`${baseUrl}/import/users/modelo`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`template: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const [ws, lists] = wb.worksheets;
  const col = (chave: ChaveColuna) => COLUNAS.findIndex((c) => c.chave === chave) + 1;
  // The hidden sheet's first row names each list (colunas.ts Lista): the brands' column.
  let marca = '';
  lists!.getRow(1).eachCell((cell, n) => {
    if (cell.value === 'marcas') marca = String(lists!.getCell(2, n).value);
  });
  for (let i = 0; i < ROWS; i++) {
    const row = ws!.getRow(i + 2);
    row.getCell(col('nome')).value = `Bench Import ${run} ${i}${versao ? ` v${versao}` : ''}`;
    row.getCell(col('email')).value = `bench.import.${run}.${i}@rede.test`;
    row.getCell(col('tipo')).value = 'MONTADORA';
    row.getCell(col('marcas')).value = marca;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads a spreadsheet, waits for its dry run, confirms and waits for DONE; the figure of it. */
async function importOnce(baseUrl: string, token: string, serverPid: number, file: Buffer, name: string): Promise<ImportsFigure> {
  const memory = sampleMemory(serverPid);
  const started = Date.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'bench.xlsx');
  const res = await fetch(`${baseUrl}/import/users`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const uploadMs = Date.now() - started;
  const { id } = (await res.json()) as { id: number };
  const validated = await until(baseUrl, token, String(id), (s) => s.status !== 'RECEIVED' && s.status !== 'VALIDATING');
  const validateS = (Date.now() - started) / 1000;
  if (validated.status !== 'VALIDATED') throw new Error(`dry run ended ${validated.status}`);
  await graphql(baseUrl, token, `mutation($id: ID!) { confirmarImportacao(id: $id) { id } }`, { id: String(id) });
  const applyStarted = Date.now();
  const done = await until(baseUrl, token, String(id), (s) => s.status === 'DONE');
  const applyS = (Date.now() - applyStarted) / 1000;
  const figure: ImportsFigure = {
    rows: ROWS,
    uploadMs,
    validateS,
    applyS,
    totalS: +(validateS + applyS).toFixed(1),
    created: done.done - done.falhas,
    failed: done.falhas + validated.comErro,
    memory: memory.stop(),
    budget: { maxS: IMPORTS_BUDGET_S, met: validateS + applyS <= IMPORTS_BUDGET_S },
  };
  console.log(
    `${name}: upload ${uploadMs} ms, validate ${validateS.toFixed(1)} s, apply ${applyS.toFixed(1)} s ` +
      `(budget ${IMPORTS_BUDGET_S} s: ${figure.budget.met ? 'met' : 'NOT met'}), ${figure.created} applied, ${figure.failed} failed, ` +
      `server peak RSS ${figure.memory.peakSampledMB.toFixed(0)} MB (from ${figure.memory.beforeMB.toFixed(0)} MB)`,
  );
  return figure;
}

/**
 * Runs the import benchmark on a throwaway copy of the bench database (call it while no portal
 * runs on the bench data): a portal of its own on the copy, ROWS new users, then the same users
 * again with other names (every row an update); the copy is dropped whatever happens.
 */
export async function benchImports(selected: (name: string) => boolean): Promise<Record<string, ImportsFigure>> {
  if (!selected('imports')) return {};
  const copy = await throwawayCopy('portal_bench_imports');
  console.log(`imports: throwaway copy of the bench database made in ${copy.copyS} s`);
  // Its own data directory too: whatever the import writes to disk goes away with it.
  const dataDir = path.join(ROOT, '.tmp/bench-imports');
  fs.rmSync(dataDir, { recursive: true, force: true });
  let server: ChildProcess | undefined;
  try {
    let baseUrl: string;
    ({ server, baseUrl } = await startPortal('bench-imports-server', { DATA_DIR: dataDir, DATABASE_URL: copy.url }));
    const token = await signInOverHttp(baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
    const run = Date.now().toString(36);
    const criar = await importOnce(baseUrl, token, server.pid!, await spreadsheet(baseUrl, token, run), IMPORTS_NAME);
    const atualizar = await importOnce(baseUrl, token, server.pid!, await spreadsheet(baseUrl, token, run, 1), IMPORTS_UPDATE_NAME);
    return { [IMPORTS_NAME]: criar, [IMPORTS_UPDATE_NAME]: atualizar };
  } finally {
    if (server) await stopProcess(server);
    await copy.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
