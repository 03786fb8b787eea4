import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { insertUser } from '../../user-groups/testing.js';
import { inserirNotificacoes } from '../minhas/testing.js';
import { purgeNotificacoesJob } from './purge.job.js';
import { expurgarNotificacoes, RETENCAO_DIAS } from './purge.js';

/** The daily purge: notifications older than the retention go, in batches; their emptied deliveries too. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ana: number;
let bia: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await insertUser(database);
  bia = await insertUser(database);
});
afterAll(() => database?.drop());

/** A delivery made `dias` days ago: its lote and its rows of that day, as notificar writes them (one instant). */
async function entregue(usuarioIds: number[], dias: number) {
  const d = await inserirNotificacoes(database, usuarioIds, { diasAtras: dias });
  await database.pool.query(`update lotes_notificacao set created_at = now() - make_interval(days => $2) where id = $1`, [d.loteId, dias]);
  return d;
}

const exists = async (table: string, id: number) => (await database.pool.query(`select 1 from ${table} where id = $1`, [id])).rowCount === 1;

describe('purge of old notifications', () => {
  it(`deletes what is older than ${RETENCAO_DIAS} days, read or not, in bounded batches; keeps the rest`, async () => {
    const velhas = await entregue(Array.from({ length: 25 }, (_, i) => (i % 2 ? ana : bia)), RETENCAO_DIAS + 1);
    const noLimite = await entregue([ana], RETENCAO_DIAS - 1);
    const novas = await entregue([ana, bia], 0);
    await database.pool.query('update notificacoes set lida_em = now() where id = $1', [velhas.ids[0]]);

    const result = await expurgarNotificacoes(database.db, new Date(), { batch: 10 });
    expect(result).toEqual({ dias: RETENCAO_DIAS, removidas: 25, lotes: 1 });
    for (const id of velhas.ids) expect(await exists('notificacoes', id)).toBe(false);
    expect(await exists('lotes_notificacao', velhas.loteId)).toBe(false);
    for (const id of [...noLimite.ids, ...novas.ids]) expect(await exists('notificacoes', id)).toBe(true);
    expect(await exists('lotes_notificacao', noLimite.loteId)).toBe(true);
    // Idempotent: a second run finds nothing.
    expect(await expurgarNotificacoes(database.db, new Date())).toEqual({ dias: RETENCAO_DIAS, removidas: 0, lotes: 0 });
  });

  it("keeps a delivery a generic notification names (its list shows how many it reached), and the job's run reports the counts", async () => {
    const velha = await entregue([ana], RETENCAO_DIAS + 10);
    await database.pool.query(
      `insert into notificacoes_genericas (titulo, texto, status, lote_id, criador_id) values ('G', 'T', 'ENVIADA', $1, $2)`,
      [velha.loteId, ana],
    );
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o) } as unknown as Parameters<typeof purgeNotificacoesJob.run>[0]['log'];
    const out = await purgeNotificacoesJob.run({ database, log, now: new Date() });
    expect(out).toEqual({ dias: RETENCAO_DIAS, removidas: 1, lotes: 0 });
    expect(logged).toEqual([out]);
    expect(await exists('notificacoes', velha.ids[0]!)).toBe(false);
    expect(await exists('lotes_notificacao', velha.loteId)).toBe(true);
  });
});
