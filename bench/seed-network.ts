/**
 * `npm run seed:network`: the network-scale data set of DESIGN.md "Performance", built with
 * set-based SQL (generate_series), idempotent: 5 brands, 300 dealer groups, 2,000 dealers,
 * 60,000 users with brands, dealers and features, 500 user groups, 200,000 library items
 * (bench/seed/library.ts), 1,000,000 notifications (bench/seed/notifications.ts), 20,000 notices
 * and 1,000,000 deliveries (bench/seed/notices.ts).
 */
import { runMigrations } from '../apps/server/src/platform/db/migrate.js';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.js';
import { BENCH_DATA_DIR, openBenchDatabase } from './support/database.js';
import { seedLibrary } from './seed/library.js';
import { seedNotifications } from './seed/notifications.js';
import { seedNotices } from './seed/notices.js';
import { seedSlides } from './seed/slides.js';

const N = { brands: 5, groups: 300, dealers: 2000, users: 60000 };

/**
 * Positions and management data of the dealer-group users (one position at their dealer, an
 * admission date), so user lists and forms are measured with realistic rows. Idempotent on its own,
 * so a data set seeded before positions existed gains them.
 */
async function seedPositions(exec: (text: string) => Promise<{ rows: { n?: number }[] }>) {
  const have = await exec(`select count(*)::int n from usuario_cargos`);
  if ((have.rows[0]?.n ?? 0) > N.users / 2) return;
  await exec(`
    insert into usuario_cargos (usuario_id, cargo_id, dealer_id, departamento_id, data_inicio)
    select ud.usuario_id,
           (select id from cargos order by id offset (ud.usuario_id % (select count(*) from cargos)) limit 1),
           ud.dealer_id,
           (select id from departamentos order by id offset (ud.usuario_id % (select count(*) from departamentos)) limit 1),
           date '2018-01-01' + (ud.usuario_id % 2500)
      from usuario_dealers ud join usuarios u on u.id = ud.usuario_id
     where u.email like 'net.%' and exists (select 1 from cargos)
    on conflict do nothing`);
  await exec(`
    insert into usuario_infos (usuario_id, data_admissao, email_superior)
    select u.id, date '2018-01-01' + (u.id % 2500), 'gerente.' || (u.id % 500) || '@rede.test'
      from usuarios u where u.email like 'net.%' and u.tipo = 'DEALER_GRUPO'
    on conflict do nothing`);
  await exec('analyze usuario_cargos; analyze usuario_infos');
}

/**
 * 500 user groups made by the manufacturer's network users, public and private, over every
 * criterion; 'Rede Audiência Grande' (two brands × dealer-group type × all dealers) resolves to
 * 20,000+ users for the recipients-preview bench. Idempotent on its own.
 */
async function seedUserGroups(exec: (text: string) => Promise<{ rows: { n?: number }[] }>) {
  // The network's manufacturer users maintain user groups (the bench user is one of them).
  await exec(`
    insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
    select u.id, f.id from usuarios u join funcionalidades f on f.chave = 'PORTAL_MANUTENCAO_GRUPOS_USUARIOS'
     where u.email like 'net.%' and u.tipo = 'MONTADORA'
    on conflict do nothing`);
  const have = await exec(`select count(*)::int n from grupos_usuarios where nome like 'Rede Audiência %'`);
  if ((have.rows[0]?.n ?? 0) >= 500) return;
  await exec(`
    insert into grupos_usuarios (nome, publico, criador_id, todos_dealers, possui_perfil, possui_usuarios_manuais,
                                 possui_cargos, possui_setores, possui_grupos)
    select case when g = 1 then 'Rede Audiência Grande' else 'Rede Audiência ' || g end,
           g % 3 <> 0,
           (select id from usuarios where email = 'net.' || (50 * (1 + g % 20)) || '@rede.test'),
           g % 5 = 1, g % 5 in (0, 1), g % 5 = 2, g % 5 = 3, g % 10 = 4, g % 10 = 9
      from generate_series(1, 500) g
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_marcas (grupo_usuarios_id, marca_id)
    select gu.id, m.id from grupos_usuarios gu
      join lateral (select id from marcas where nome like 'Rede Marca %' order by id
                     limit case when gu.nome = 'Rede Audiência Grande' then 2 else 1 end offset (gu.id % 4)) m on true
     where gu.nome like 'Rede Audiência %' and gu.possui_perfil
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_tipos_usuario (grupo_usuarios_id, tipo_usuario_id)
    select id, 'DEALER_GRUPO' from grupos_usuarios where nome like 'Rede Audiência %' and possui_perfil
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_dealers (grupo_usuarios_id, dealer_id)
    select gu.id, d.id from grupos_usuarios gu
      join dealers d on d.codigo_principal like 'N%' and d.id % 200 = gu.id % 200
     where gu.nome like 'Rede Audiência %' and gu.possui_perfil and not gu.todos_dealers
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_usuarios (grupo_usuarios_id, usuario_id)
    select gu.id, u.id from grupos_usuarios gu
      join usuarios u on u.email like 'net.%' and u.id % 250 = gu.id % 250
     where gu.nome like 'Rede Audiência %' and gu.possui_usuarios_manuais
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_cargos (grupo_usuarios_id, cargo_id)
    select gu.id, (select id from cargos order by id offset (gu.id % (select count(*) from cargos)) limit 1)
      from grupos_usuarios gu where gu.nome like 'Rede Audiência %' and gu.possui_cargos and exists (select 1 from cargos)
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_setores (grupo_usuarios_id, setor_id)
    select gu.id, (select id from setores order by id offset (gu.id % (select count(*) from setores)) limit 1)
      from grupos_usuarios gu where gu.nome like 'Rede Audiência %' and gu.possui_setores and exists (select 1 from setores)
    on conflict do nothing`);
  await exec(`
    insert into grupo_usuarios_grupos (grupo_usuarios_id, grupo_id)
    select gu.id, g.id from grupos_usuarios gu
      join grupos g on g.nome = 'Rede Grupo ' || (1 + gu.id % 300)
     where gu.nome like 'Rede Audiência %' and gu.possui_grupos
    on conflict do nothing`);
  await exec('analyze grupos_usuarios');
}

/** The notifications part (1,000,000 rows), with its own timing. */
async function seedNotificationsLogged(pool: Parameters<typeof seedNotifications>[0]) {
  const seconds = await seedNotifications(pool);
  if (seconds === null) console.log('notifications data already present');
  else console.log('notifications data seeded in', seconds.toFixed(1), 's');
}

/** The notices part (20,000 notices, 1,000,000 deliveries), with its own timing. */
async function seedNoticesLogged(pool: Parameters<typeof seedNotices>[0]) {
  const seconds = await seedNotices(pool);
  if (seconds === null) console.log('notices data already present');
  else console.log('notices data seeded in', seconds.toFixed(1), 's');
}

/** The slides and adverts part (60 slides, 200 adverts, the home bench's users), with its own timing. */
async function seedSlidesLogged(pool: Parameters<typeof seedSlides>[0]) {
  const seconds = await seedSlides(pool);
  if (seconds === null) console.log('slides data already present');
  else console.log('slides data seeded in', seconds.toFixed(1), 's');
}

/** The library part, with its own timing (it is the largest part of the data set). */
async function seedLibraryLogged(pool: Parameters<typeof seedLibrary>[0]) {
  const seconds = await seedLibrary(pool);
  if (seconds === null) console.log('library data already present');
  else console.log('library data seeded in', seconds.toFixed(1), 's');
}

async function main() {
  const database = await openBenchDatabase();
  const { db } = database;
  // Plain SQL through the pool: this folder does not resolve drizzle-orm itself.
  const exec = (text: string) => database.pool.query(text);
  const started = Date.now();
  await runMigrations(db);
  await seedDemoIfEmpty(db, console);
  const have = await exec(`select count(*)::int n from usuarios where email like 'net.%'`);
  if ((have.rows[0]?.n ?? 0) >= N.users) {
    console.log(`network data already present (${have.rows[0]?.n} users)`);
    // Before bench/imports.ts ran on a throwaway copy, every run left 10,000 of its users here;
    // they join the network's user groups and distort every figure that reads users.
    const imported = await exec(`select count(*)::int n from usuarios where email like 'bench.import.%'`);
    if ((imported.rows[0]?.n ?? 0) > 0) {
      console.warn(
        `WARNING: ${imported.rows[0]?.n} users left by an earlier imports bench (bench.import.*) are in ${BENCH_DATA_DIR}: ` +
          'the figures are not the seed\'s. Remove that folder and run npm run seed:network again (about 3 minutes).',
      );
    }
    await seedPositions(exec);
    await seedUserGroups(exec);
    await seedLibraryLogged(database.pool);
    await seedNotificationsLogged(database.pool);
    await seedNoticesLogged(database.pool);
    await seedSlidesLogged(database.pool);
    await database.close();
    return;
  }
  const client = await database.pool.connect();
  try {
  await client.query('begin');
    await client.query(`
      insert into marcas (nome, palette)
      select 'Rede Marca ' || g, (array['laranja','amarelo','preto','verde','azulOceano'])[g]
        from generate_series(1, ${N.brands}) g`);
    await client.query(`
      insert into grupos (nome) select 'Rede Grupo ' || g from generate_series(1, ${N.groups}) g`);
    // CNPJs: 12-digit bases 9xxxxxxx0001 with computed check digits (valid, unique).
    await client.query(`
      with base as (
        select g, lpad((90000000 + g)::text, 8, '0') || '0001' as b from generate_series(1, ${N.dealers}) g
      ), d1 as (
        select g, b, (select sum(substr(b, i, 1)::int * (array[5,4,3,2,9,8,7,6,5,4,3,2])[i]) from generate_series(1,12) i) % 11 as r
          from base
      ), c1 as (select g, b || (case when r < 2 then 0 else 11 - r end)::text as b13 from d1),
      d2 as (
        select g, b13, (select sum(substr(b13, i, 1)::int * (array[6,5,4,3,2,9,8,7,6,5,4,3,2])[i]) from generate_series(1,13) i) % 11 as r
          from c1
      )
      insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, grupo_id)
      select 'Rede Concessionária ' || g || ' Ltda', 'Rede Dealer ' || g,
             b13 || (case when r < 2 then 0 else 11 - r end)::text, 'N' || lpad(g::text, 6, '0'),
             (select id from grupos where nome = 'Rede Grupo ' || (1 + g % ${N.groups}))
        from d2`);
    await client.query(`
      insert into dealer_marcas (dealer_id, marca_id)
      select d.id, m.id from dealers d
        join lateral (select id from marcas where nome like 'Rede Marca %'
                       order by id offset (d.id % ${N.brands}) limit 1) m on true
       where d.codigo_principal like 'N%'`);
    await client.query(`
      insert into usuarios (nome, email, tipo, idioma, idp_subject)
      select 'Rede Usuário ' || g, 'net.' || g || '@rede.test',
             case when g % 50 = 0 then 'MONTADORA' else 'DEALER_GRUPO' end,
             (array['PT_BR','ES','EN'])[1 + g % 3], null
        from generate_series(1, ${N.users}) g`);
    await client.query(`update usuarios set idp_subject = id::text where idp_subject is null`);
    await client.query(`
      insert into usuario_dealers (usuario_id, dealer_id)
      select u.id, d.id from usuarios u
        join dealers d on d.codigo_principal = 'N' || lpad((1 + u.id % ${N.dealers})::text, 6, '0')
       where u.email like 'net.%' and u.tipo = 'DEALER_GRUPO'`);
    await client.query(`
      insert into usuario_grupos_dealer (usuario_id, grupo_id)
      select ud.usuario_id, d.grupo_id from usuario_dealers ud join dealers d on d.id = ud.dealer_id
       where d.codigo_principal like 'N%'`);
    await client.query(`
      insert into usuario_marcas (usuario_id, marca_id)
      select ud.usuario_id, dm.marca_id from usuario_dealers ud join dealer_marcas dm on dm.dealer_id = ud.dealer_id
      join dealers d on d.id = ud.dealer_id where d.codigo_principal like 'N%'
      on conflict do nothing`);
    await client.query(`
      insert into usuario_marcas (usuario_id, marca_id)
      select u.id, m.id from usuarios u cross join marcas m
       where u.email like 'net.%' and u.tipo = 'MONTADORA' and m.nome like 'Rede Marca %'`);
    // Manufacturer users get a handful of features; every tenth dealer user one.
    await client.query(`
      insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
      select u.id, f.id from usuarios u join funcionalidades f
        on f.chave in ('PORTAL_MANUTENCAO_USUARIOS', 'PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_GERENCIAR_BIBLIOTECA', 'RELATORIOS_PORTAL_CONSULTA_PECAS')
       where u.email like 'net.%' and u.tipo = 'MONTADORA'
      union all
      select u.id, f.id from usuarios u join funcionalidades f on f.chave = 'RELATORIOS_PORTAL_CONSULTA_PECAS'
       where u.email like 'net.%' and u.tipo = 'DEALER_GRUPO' and u.id % 10 = 0`);
  await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  await seedPositions(exec);
  await seedUserGroups(exec);
  await seedLibraryLogged(database.pool);
  await seedNotificationsLogged(database.pool);
  await seedNoticesLogged(database.pool);
  await seedSlidesLogged(database.pool);
  // Two network users can sign in (demo password) so the bench measures realistic profiles.
  await exec(`
    update usuarios set password_hash = (select password_hash from usuarios where email = 'dealer@portal.test')
     where email in ('net.1@rede.test', 'net.50@rede.test')`);
  await exec('analyze');
  const counts = await exec(`
    select (select count(*) from marcas) marcas, (select count(*) from grupos) grupos,
           (select count(*) from dealers) dealers, (select count(*) from usuarios) usuarios,
           (select count(*) from usuario_funcionalidades) grants`);
  console.log('network data seeded in', ((Date.now() - started) / 1000).toFixed(1), 's', counts.rows[0]);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
