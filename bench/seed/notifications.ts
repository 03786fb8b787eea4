/**
 * The notifications part of `npm run seed:network` (issue #13: "unread count and panel with
 * 1,000,000 notifications in the table"): 200 deliveries (lotes) over the last 170 days (inside the
 * 180-day retention) and 1,000,000 recipient rows, set-based. The bench user (net.50) holds 5,000
 * of them (500 unread), a heavy reader; the other 995,000 are spread over the network's 60,000
 * users (about 16 each, a fifth unread). Also the user group 'Rede Notificações Todos' (every
 * network brand × both user types × all dealers: the whole network, 60,000 users) for the fan-out
 * bench. Idempotent.
 */
import type pg from 'pg';

export const N = { lotes: 200, rows: 1_000_000, benchUserRows: 5_000, benchUserUnread: 500 };
export const BENCH_NOTIFICATIONS_USER = 'net.50@rede.test';
export const FANOUT_GROUP = 'Rede Notificações Todos';

/** Seconds taken, or null when the data was already there. */
export async function seedNotifications(pool: pg.Pool): Promise<number | null> {
  await seedFanOutGroup(pool);
  const have = await pool.query<{ n: number }>(`select count(*)::int n from notificacoes`);
  if ((have.rows[0]?.n ?? 0) >= N.rows) return null;
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`
      insert into lotes_notificacao (origem, titulo, texto, link, produto_id, destinatarios, push_pendente, created_at)
      select 'GENERICA', 'Rede Aviso ' || g,
             '<p>Comunicado da rede nº ' || g || ': confira as <strong>novidades</strong> da semana.</p>',
             case when g % 3 = 0 then '/biblioteca' end,
             case when g % 4 = 0 then (select id from produtos order by id limit 1) end,
             0, false, now() - make_interval(days => (g * 170) / ${N.lotes}, hours => g % 24)
        from generate_series(1, ${N.lotes}) g`);
    // Lotes in order of age: rows take their lote's instant, so each user's list is spread in time.
    await client.query(`create temp table seed_lotes on commit drop as
      select row_number() over (order by id) - 1 as i, id, created_at from lotes_notificacao where titulo like 'Rede Aviso %'`);
    await client.query(`create temp table seed_usuarios on commit drop as
      select row_number() over (order by id) - 1 as i, id from usuarios where email like 'net.%' and email <> '${BENCH_NOTIFICATIONS_USER}'`);
    const users = (await client.query<{ n: number }>(`select count(*)::int n from seed_usuarios`)).rows[0]!.n;
    // The bench user's 5,000: 25 per lote over the 200 lotes, the newest 500 unread.
    await client.query(`
      insert into notificacoes (lote_id, usuario_id, data, lida_em)
      select l.id, u.id, l.created_at + make_interval(secs => g), case when g > ${N.benchUserRows - N.benchUserUnread} then null else l.created_at + interval '1 hour' end
        from generate_series(1, ${N.benchUserRows}) g
        join seed_lotes l on l.i = (g - 1) * ${N.lotes} / ${N.benchUserRows}
        cross join (select id from usuarios where email = '${BENCH_NOTIFICATIONS_USER}') u`);
    await client.query(`
      insert into notificacoes (lote_id, usuario_id, data, lida_em)
      select l.id, u.id, l.created_at, case when g % 5 = 0 then null else l.created_at + interval '2 hours' end
        from generate_series(0, ${N.rows - N.benchUserRows - 1}) g
        join seed_lotes l on l.i = g % ${N.lotes}
        join seed_usuarios u on u.i = (g / ${N.lotes} * 7919 + g) % ${users}`);
    await client.query(`update lotes_notificacao l set destinatarios = c.n
      from (select lote_id, count(*)::int n from notificacoes group by lote_id) c where c.lote_id = l.id and l.titulo like 'Rede Aviso %'`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  // Index-only scans for the unread count need the visibility map: what autovacuum keeps on a live table.
  await pool.query('vacuum analyze notificacoes');
  await pool.query('vacuum analyze lotes_notificacao');
  return (Date.now() - started) / 1000;
}

/** The whole network as one user group: every network brand, both user types, all dealers. */
async function seedFanOutGroup(pool: pg.Pool) {
  const have = await pool.query(`select 1 from grupos_usuarios where nome = '${FANOUT_GROUP}'`);
  if (have.rowCount) return;
  await pool.query(`
    with g as (
      insert into grupos_usuarios (nome, publico, criador_id, todos_dealers, possui_perfil)
      select '${FANOUT_GROUP}', true, id, true, true from usuarios where email = '${BENCH_NOTIFICATIONS_USER}'
      returning id),
    m as (insert into grupo_usuarios_marcas (grupo_usuarios_id, marca_id) select g.id, m.id from g, marcas m where m.nome like 'Rede Marca %')
    insert into grupo_usuarios_tipos_usuario (grupo_usuarios_id, tipo_usuario_id) select g.id, t from g, unnest(array['MONTADORA', 'DEALER_GRUPO']) t`);
}
