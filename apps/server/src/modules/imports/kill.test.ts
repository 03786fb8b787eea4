import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { portalProcesses, queueJobRun, until, type PortalProcesses } from '../../test/portal-process.js';
import { demoTokens, gql } from '../../test/graphql.js';
import { IMPORTACOES_JOB } from './importacoes.job.js';
import { CONFIRMAR, enviar, linhaMontadora, planilha, processar } from './testing.js';

// kill -9 for real: the portal (src/main.ts through tsx, so no build is needed and the server
// suite runs it) applies a confirmed import in a child process, is killed with SIGKILL while
// applying, and is started again: the import ends DONE with every row applied once, no user
// twice, the right count, and every new user invited exactly once. Upload and dry run happen
// in this process (the same database); only the apply runs in the child, with its jobs.

// Ten 500-row batches: the kill (polled every 20 ms) lands while some remain, however fast the machine.
const ROWS = 5000;

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

it('kill -9 mid-apply, start again: DONE, every row once, no duplicate user, each new user invited once', async () => {
  const tokens = await demoTokens(t.app);
  const linhas = Array.from({ length: ROWS }, () => linhaMontadora());
  const res = await enviar(t.app, tokens.montadora, await planilha(t.app, tokens.montadora, linhas));
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: number }>().id;
  await processar(t);
  expect((await gql(t.app, CONFIRMAR, { token: tokens.montadora, variables: { id: String(id) } })).errors).toBeUndefined();

  // The first portal takes the import up and is killed once some batches are in, not all.
  const first = await portal.start('imports-kill-1.log');
  await queueJobRun(t, IMPORTACOES_JOB);
  const feitos = await until('some rows applied', 120_000, async () => {
    const r = await row<{ feitos: number }>(sql`select feitos from importacoes where id = ${id}`);
    return r.feitos > 0 && r.feitos;
  });
  first.kill('SIGKILL');
  await until('the portal dying', 10_000, async () => first.signalCode === 'SIGKILL');
  const cortado = await row<{ status: string; aplicadas: number }>(
    sql`select i.status, (select count(*)::int from importacao_linhas l where l.importacao_id = i.id and l.resultado = 'APLICADA') as aplicadas from importacoes i where i.id = ${id}`,
  );
  expect(feitos).toBeLessThan(ROWS);
  expect(cortado).toMatchObject({ status: 'PROCESSING' });
  expect(cortado.aplicadas).toBeLessThan(ROWS);

  // What the minutes after a crash do, without waiting for them: pg-boss expires the dead run
  // (expireInSeconds) and the import's lease (IMPORT_STALE_MS) runs out.
  await t.database.db.execute(sql`update pgboss.job set state = 'failed' where name = ${IMPORTACOES_JOB} and state = 'active'`);
  await t.database.db.execute(sql`update importacoes set updated_at = now() - interval '5 minutes' where id = ${id}`);

  await portal.start('imports-kill-2.log');
  await queueJobRun(t, IMPORTACOES_JOB);
  await until('the import done', 120_000, async () => (await row<{ status: string }>(sql`select status from importacoes where id = ${id}`)).status === 'DONE');
  // The invitations of the last batches go out right after their commit, beside the end.
  await until('every invitation sent', 60_000, async () =>
    (await row<{ n: number }>(sql`select count(*)::int as n from importacao_linhas where importacao_id = ${id} and convite_pendente`)).n === 0,
  );

  const emails = linhas.map((l) => l.email as string);
  const fim = await row<{ feitos: number; falhas: number; aplicadas: number; usuarios: number; distintos: number; convites: number; convidados: number; marcados: number }>(sql`
    select i.feitos, i.falhas,
      (select count(*)::int from importacao_linhas l where l.importacao_id = i.id and l.resultado = 'APLICADA') as aplicadas,
      (select count(*)::int from usuarios u where u.email = any(${sql.param(emails)}::citext[])) as usuarios,
      (select count(distinct l.usuario_id)::int from importacao_linhas l where l.importacao_id = i.id) as distintos,
      (select count(*)::int from email_outbox o where o.destinatario = any(${sql.param(emails)}::text[])) as convites,
      (select count(distinct o.destinatario)::int from email_outbox o where o.destinatario = any(${sql.param(emails)}::text[])) as convidados,
      (select count(*)::int from importacao_linhas l where l.importacao_id = i.id and l.convite_enviado_em is not null) as marcados
    from importacoes i where i.id = ${id}`);
  expect(fim).toEqual({ feitos: ROWS, falhas: 0, aplicadas: ROWS, usuarios: ROWS, distintos: ROWS, convites: ROWS, convidados: ROWS, marcados: ROWS });
  // One audit row per user created, none twice.
  const audit = await row<{ n: number }>(sql`select count(*)::int as n from auditoria where request_id = ${`importacao-${id}`}`);
  expect(audit.n).toBe(ROWS);
}, 360_000);
