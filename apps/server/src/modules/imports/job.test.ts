import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../../platform/storage/testing.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { CONFIRMAR, contarUsuarios, enviar, IMPORT_STATUS, linhaMontadora, planilha } from './testing.js';

// The import through pg-boss as main.ts runs it: the upload and the confirmation wake the job.

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { jobs: true });
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const status = async (id: string) =>
  (await gql<{ importStatus: { status: string; done: number; total: number } }>(t.app, IMPORT_STATUS, { token: tokens.montadora, variables: { id } })).data!
    .importStatus;

it('an upload is validated and a confirmation applied by the job, woken at once', async () => {
  const linhas = [linhaMontadora(), linhaMontadora()];
  const res = await enviar(t.app, tokens.montadora, await planilha(t.app, tokens.montadora, linhas));
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ status: 'RECEIVED', fileName: 'usuarios.xlsx' });
  const id = String(res.json<{ id: number }>().id);
  await eventually(async () => (await status(id)).status === 'VALIDATED', 20_000);
  expect((await gql(t.app, CONFIRMAR, { token: tokens.montadora, variables: { id } })).errors).toBeUndefined();
  await eventually(async () => (await status(id)).status === 'DONE', 20_000);
  expect(await status(id)).toMatchObject({ done: 2, total: 2 });
  expect(await contarUsuarios(t.database, linhas.map((l) => l.email as string))).toBe(2);
}, 60_000);
