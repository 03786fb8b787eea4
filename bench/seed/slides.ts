/**
 * The slides and adverts part of `npm run seed:network` (issue #15): what a live portal holds, in
 * one transaction, idempotent. A manufacturer keeps a few dozen slides and a couple hundred adverts
 * over the years; at any day most are over or not started, some inactive.
 *
 * - 60 slides and 200 adverts by the network's manufacturer users, created over the last 2 years;
 *   a third with a period around today (in force), a third over, a sixth starting later, the rest
 *   open-ended; 10 % inactive; 40 % targeted to one or two of the seed's 'Rede Audiência' user
 *   groups (the rest for everyone). No images (the bench measures the queries, not the files).
 * - The home bench signs in as 100 network users (BENCH_HOME_USERS): they get the demo password.
 */
import type pg from 'pg';

export const N = { slides: 60, anuncios: 200 };

/** The network users the home bench signs in as (dealer-group users and every 50th a manufacturer). */
export const BENCH_HOME_USERS = Array.from({ length: 100 }, (_, i) => `net.${i + 1}@rede.test`);

/** Seconds taken, or null when the data was already there. */
export async function seedSlides(pool: pg.Pool): Promise<number | null> {
  await pool.query(
    `update usuarios set password_hash = (select password_hash from usuarios where email = 'dealer@portal.test')
      where email = any($1::text[]) and password_hash is null`,
    [BENCH_HOME_USERS],
  );
  const have = await pool.query<{ n: number }>(`select count(*)::int n from slides where titulo like 'Rede Slide %'`);
  if ((have.rows[0]?.n ?? 0) >= N.slides) return null;
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`create temp table seed_autores on commit drop as
      select row_number() over (order by id) - 1 as i, id from usuarios where email like 'net.%' and tipo = 'MONTADORA'`);
    await client.query(`create temp table seed_grupos on commit drop as
      select row_number() over (order by id) - 1 as i, id from grupos_usuarios where nome like 'Rede Audiência %'`);
    // The period of row g: in force (g % 6 in 0, 1), over (2, 3), later (4), open (5).
    const periodo = `
      case g % 6 when 0 then (now() at time zone 'America/Sao_Paulo')::date - (g % 20)
                 when 1 then null
                 when 2 then (now() at time zone 'America/Sao_Paulo')::date - 60 - (g % 30)
                 when 3 then (now() at time zone 'America/Sao_Paulo')::date - 120
                 when 4 then (now() at time zone 'America/Sao_Paulo')::date + 1 + (g % 30)
                 else null end as inicio,
      case g % 6 when 0 then (now() at time zone 'America/Sao_Paulo')::date + (g % 25)
                 when 1 then (now() at time zone 'America/Sao_Paulo')::date + 10
                 when 2 then (now() at time zone 'America/Sao_Paulo')::date - 1 - (g % 30)
                 when 3 then (now() at time zone 'America/Sao_Paulo')::date - 90
                 when 4 then (now() at time zone 'America/Sao_Paulo')::date + 40
                 else null end as fim`;
    await client.query(`
      insert into slides (titulo, cor_titulo, tamanho_titulo, subtitulo, cor_subtitulo, tamanho_subtitulo, titulo_botao, link, link_target,
                          inicio_date, fim_date, active, criado_por, created_at, updated_at)
      select 'Rede Slide ' || g || ': campanha da rede', '#ffffff', 36, 'Condições especiais para toda a rede', '#f0f0f0', 20,
             'Saiba mais', 'https://rede.test/campanhas/' || g, case when g % 3 = 0 then 'BLANK' else 'SELF' end,
             inicio, fim, g % 10 <> 0, (select id from seed_autores where i = g % (select count(*) from seed_autores)),
             now() - (g * interval '12 days'), now() - (g * interval '12 days')
        from (select g, ${periodo} from generate_series(1, ${N.slides}) g) s`);
    await client.query(`
      insert into anuncios (titulo, tamanho_titulo, link, link_target, inicio_date, fim_date, active, criado_por, created_at, updated_at)
      select 'Rede Anúncio ' || g, 18, 'https://rede.test/ofertas/' || g, 'BLANK',
             inicio, fim, g % 10 <> 0, (select id from seed_autores where i = g % (select count(*) from seed_autores)),
             now() - (g * interval '3 days'), now() - (g * interval '3 days')
        from (select g, ${periodo} from generate_series(1, ${N.anuncios}) g) s`);
    // 40 % targeted: one group, and every fourth of those a second one.
    for (const [link, owner, table] of [['slide_grupos', 'slide_id', 'slides'], ['anuncio_grupos', 'anuncio_id', 'anuncios']] as const) {
      await client.query(`
        insert into ${link} (${owner}, grupo_usuarios_id)
        select t.id, gr.id from ${table} t
          join seed_grupos gr on gr.i = t.id % (select count(*) from seed_grupos)
                              or (t.id % 4 = 0 and gr.i = (t.id + 7) % (select count(*) from seed_grupos))
         where t.titulo like 'Rede %' and t.id % 5 in (0, 1)
        on conflict do nothing`);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  await pool.query('analyze slides; analyze anuncios; analyze slide_grupos; analyze anuncio_grupos');
  return (Date.now() - started) / 1000;
}
