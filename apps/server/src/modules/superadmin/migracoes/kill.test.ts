import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { demoTokens } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { portalProcesses, queueJobRun, until, type PortalProcesses } from '../../../test/portal-process.js';
import { MIGRACOES_JOB } from './migracoes.job.js';
import { idDe, iniciar, itensComBuscaAntiga } from './testing.js';

// kill -9 for real: the portal (src/main.ts through tsx, on the test's database, with its jobs)
// runs a search-index rebuild over many library items, is killed with SIGKILL in the middle, and
// is started again: the migration ends CONCLUIDA with every row counted once, the chunks
// committed before the kill are not rewritten (their row versions are unchanged), and every
// vector is current.

const ITENS = 30_000;

let t: TestApp;
let portal: PortalProcesses;

beforeAll(async () => {
  t = await buildTestApp();
  portal = await portalProcesses(t);
});

afterAll(async () => {
  portal?.killAll();
  await t?.close();
});

const row = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.database.db.execute<T>(q)).rows[0]!;

it('kill -9 mid-rebuild, start again: CONCLUIDA, each row once, committed chunks not redone', async () => {
  const tokens = await demoTokens(t.app);
  const dono = await idDe(t.database, DEMO_USERS.admin);
  await t.database.db.execute(sql`
    with n as (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id'))::int as id, g
                 from generate_series(1, ${ITENS}) g)
    insert into itens_biblioteca (id, nome, pasta, caminho, proprietario_id)
    select n.id, 'Relatório de ação ' || n.g, true, array[n.id], ${dono} from n`);
  // An upgrade changed the configuration: every stored vector is stale.
  await t.database.db.execute(sql`alter text search configuration portal_pt alter mapping for hword, hword_part, word with portuguese_stem`);
  expect(await itensComBuscaAntiga(t.database)).toBe(ITENS);

  const res = await iniciar(t.app, tokens.admin, 'BUSCA');
  expect(res.errors).toBeUndefined();
  const id = Number(res.data!.iniciarMigracao.id);
  const total = res.data!.iniciarMigracao.total;

  const first = await portal.start('migracoes-kill-1.log');
  await queueJobRun(t, MIGRACOES_JOB);
  await until('some chunks committed', 120_000, async () => (await row<{ feitos: number }>(sql`select feitos from migracoes_manutencao where id = ${id}`)).feitos > 0);
  first.kill('SIGKILL');
  await until('the portal dying', 10_000, async () => first.signalCode === 'SIGKILL');
  const cortada = await row<{ status: string; feitos: number; cursor: string | null }>(
    sql`select status, feitos, cursor::text as cursor from migracoes_manutencao where id = ${id}`,
  );
  expect(cortada.status).toBe('EM_ANDAMENTO');
  expect(cortada.feitos).toBeLessThan(total);
  // The rows of the committed chunks, with their versions as the dead run left them.
  const antes = (
    await t.database.db.execute<{ id: number; v: string }>(sql`select id, xmin::text as v from itens_biblioteca where id <= ${Number(cortada.cursor)}`)
  ).rows;
  expect(antes.length).toBe(cortada.feitos);

  // What the minutes after a crash do, without waiting for them: pg-boss expires the dead run
  // (expireInSeconds) and the migration's lease (MIGRACAO_STALE_MS) runs out.
  await t.database.db.execute(sql`update pgboss.job set state = 'failed' where name = ${MIGRACOES_JOB} and state = 'active'`);
  await t.database.db.execute(sql`update migracoes_manutencao set updated_at = now() - interval '5 minutes' where id = ${id}`);

  await portal.start('migracoes-kill-2.log');
  await queueJobRun(t, MIGRACOES_JOB);
  await until('the migration done', 120_000, async () => (await row<{ status: string }>(sql`select status from migracoes_manutencao where id = ${id}`)).status === 'CONCLUIDA');

  const fim = await row<{ feitos: number; total: number; retomadas: number }>(sql`
    select feitos, total, (select count(*)::int from jsonb_array_elements(log) l where l->>'chave' = 'migracao.log.retomada') as retomadas
      from migracoes_manutencao where id = ${id}`);
  expect(fim).toEqual({ feitos: total, total, retomadas: 1 });
  const depois = new Map(
    (await t.database.db.execute<{ id: number; v: string }>(sql`select id, xmin::text as v from itens_biblioteca where id <= ${Number(cortada.cursor)}`)).rows.map((r) => [
      r.id,
      r.v,
    ]),
  );
  expect(antes.filter((r) => depois.get(r.id) !== r.v)).toEqual([]);
  expect(await itensComBuscaAntiga(t.database)).toBe(0);
}, 360_000);
