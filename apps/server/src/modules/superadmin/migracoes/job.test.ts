import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../../../platform/storage/testing.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { demoTokens, type DemoRole } from '../../../test/graphql.js';
import { iniciar, migracoes } from './testing.js';

// A migration through pg-boss as main.ts runs it: the start wakes the job, which runs it to the end.

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { jobs: true });
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

it('a started migration is run by the job, woken at once, and a new one may start after it', async () => {
  const res = await iniciar(t.app, tokens.admin, 'BUSCA');
  expect(res.errors).toBeUndefined();
  const id = res.data!.iniciarMigracao.id;
  await eventually(async () => (await migracoes(t.app, tokens.admin))[0]!.status === 'CONCLUIDA', 20_000);
  const [m] = await migracoes(t.app, tokens.admin);
  expect(m).toMatchObject({ id, tipo: 'BUSCA', status: 'CONCLUIDA', erro: null });
  expect(m!.feitos).toBe(m!.total);
  expect(m!.concluidaEm).not.toBeNull();
  expect(m!.log.at(-1)!.texto).toMatch(/^Migração finalizada com sucesso!/);
  expect((await iniciar(t.app, tokens.admin, 'AUDIENCIAS')).errors).toBeUndefined();
}, 60_000);
