/**
 * The notices part of `npm run seed:network` (issue #14, DESIGN.md "Performance": 20,000 notices
 * and 1,000,000 deliveries, one notice to 60,000 people among them), set-based, in one transaction
 * (all of it or nothing), idempotent.
 *
 * - 20,000 notices by the network's manufacturer users over the last ~2 years, numbered per year
 *   (São Paulo time) in order of delivery, comunicado_numeracao left at each year's last number so
 *   a notice delivered afterwards (the fan-out bench, the app) takes the next one. Statuses as a
 *   live portal holds them: 94 % ENVIADO, 3 % RASCUNHO, 1 % each REJEITADO, EM_APROVACAO (waiting
 *   for one of the approvers, who hold PORTAL_APROVACAO_ENVIO_COMUNICADOS) and AGENDADO (1 to 30 days
 *   ahead). 12 departments (80 % of notices signed), 0 to 3 tags of 40, a user group each (the
 *   seed's 'Rede Audiência' groups), 20 % requiring acknowledgement, 5 % with an expiry 30 days after
 *   delivery (most of those are past it: they show under "archived"), 4 % with a single address
 *   (sent, or failed with the mail server's answer).
 * - 1,000,000 deliveries: the notice 'Rede Comunicado 1' (BIG_NOTICE_TITLE, by the bench user net.50,
 *   delivered 10 days ago through the user group 'Rede Notificações Todos') to every one of the
 *   60,000 network users, 65 % read along a front-loaded curve over the 10 days, 48 % acknowledged;
 *   the dealer net.1 (BENCH_NOTICES_READER, a heavy reader) holds 3,000 more, the newest 300 unread;
 *   the other 937,000 spread over the other delivered notices by weight (most notices reach 1 to 90
 *   people, one in 250 about 1,400) and over the other 59,999 network users, each pair once;
 *   70 % read within 3 days, 60 % of those acknowledged where required, 8 % archived, 3 % favourite.
 * Deliveries are written with the notice's delivery instant (comunicado_envios.data), as
 * entregarComunicado writes them. No notification rows: the notifications part has its own million.
 */
import type pg from 'pg';
import { PORTAL_TIME_ZONE } from '@portal/domain';
import { FANOUT_GROUP } from './notifications.js';

export const N = {
  comunicados: 20_000,
  envios: 1_000_000,
  bigNotice: 60_000,
  readerRows: 3_000,
  readerUnread: 300,
  departamentos: 12,
};
/** The notice every network user received (the dashboard bench's notice). */
export const BIG_NOTICE_TITLE = 'Rede Comunicado 1: novas condições comerciais para toda a rede';
/** Its author (the bench's signed-in manufacturer user): the dashboard is read as its author. */
export const BENCH_NOTICES_AUTHOR = 'net.50@rede.test';
/** The dealer user with many deliveries (the inbox and badge benches). */
export const BENCH_NOTICES_READER = 'net.1@rede.test';

const TAGS = [
  'vendas', 'pós-venda', 'peças', 'garantia', 'treinamento', 'campanha', 'recall', 'preços', 'financeiro', 'marketing',
  'seminovos', 'frotas', 'consórcio', 'seguros', 'acessórios', 'oficina', 'qualidade', 'sistemas', 'rh', 'jurídico',
  'lançamento', 'evento', 'premiação', 'metas', 'estoque', 'logística', 'importação', 'segurança', 'sustentabilidade', 'digital',
  'crm', 'atendimento', 'test-drive', 'feirão', 'bonificação', 'auditoria', 'compliance', 'comunicação', 'diretoria', 'urgente',
];
const TOPICS = [
  'condições comerciais', 'campanha de revisão', 'tabela de preços', 'treinamento técnico', 'recall preventivo',
  'metas do trimestre', 'lançamento do novo modelo', 'política de garantia', 'feirão de seminovos', 'atualização do sistema',
  'auditoria de qualidade', 'premiação de vendas',
];

const list = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

/** Greatest common divisor, for a stride that visits every user once per notice. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Seconds taken, or null when the data was already there. */
export async function seedNotices(pool: pg.Pool): Promise<number | null> {
  await grantApprovers(pool);
  const have = await pool.query<{ n: number }>(`select count(*)::int n from comunicados where titulo like 'Rede Comunicado %'`);
  if ((have.rows[0]?.n ?? 0) >= N.comunicados) return null;
  const started = Date.now();
  const step = (label: string, from: number) => console.log(`  notices: ${label} in ${((Date.now() - from) / 1000).toFixed(1)} s`);
  const client = await pool.connect();
  try {
    await client.query('begin');
    let t = Date.now();
    await client.query(`
      insert into departamentos (nome, sigla, assinatura)
      select 'Rede Departamento ' || g, 'RD' || g, 'Rede Departamento ' || g || ' — Montadora'
        from generate_series(1, ${N.departamentos}) g
      on conflict do nothing`);
    await client.query(`create temp table seed_deps on commit drop as
      select row_number() over (order by id) - 1 as i, id from departamentos where nome like 'Rede Departamento %'`);
    await client.query(`create temp table seed_autores on commit drop as
      select row_number() over (order by id) - 1 as i, id from usuarios where email like 'net.%' and tipo = 'MONTADORA'`);
    await client.query(`create temp table seed_aprovadores on commit drop as
      select row_number() over (order by u.id) - 1 as i, u.id from usuarios u
        join usuario_funcionalidades uf on uf.usuario_id = u.id
        join funcionalidades f on f.id = uf.funcionalidade_id and f.chave = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS'
       where u.email like 'net.%'`);
    await client.query(`create temp table seed_grupos on commit drop as
      select row_number() over (order by id) - 1 as i, id from grupos_usuarios where nome like 'Rede Audiência %'`);
    for (const table of ['seed_deps', 'seed_autores', 'seed_aprovadores', 'seed_grupos']) {
      await client.query(`create unique index on ${table} (i)`);
      await client.query(`analyze ${table}`);
    }
    const count = async (table: string) => (await client.query<{ n: number }>(`select count(*)::int n from ${table}`)).rows[0]!.n;
    const [deps, autores, aprovadores, grupos] = [await count('seed_deps'), await count('seed_autores'), await count('seed_aprovadores'), await count('seed_grupos')];
    if (!autores || !aprovadores || !grupos) throw new Error(`notices seed: needs network authors, approvers and user groups (${autores}, ${aprovadores}, ${grupos})`);
    const author = `(select id from usuarios where email = '${BENCH_NOTICES_AUTHOR}')`;

    // The notices: g = 1 is the notice to the whole network; the others one every 52 minutes back.
    await client.query(`
      insert into comunicados (titulo, mensagem, departamento_id, status, usuario_criador_id, usuario_aprovador_id,
                               enviado_para_aprovacao_em, aprovado_em, motivo_rejeicao, rejeitado_em,
                               data_hora_agendamento, envio_data_hora, expira_em, requer_ciencia, created_at, updated_at)
      select s.titulo,
             '<p>Prezados, segue o comunicado nº ' || s.g || ' sobre <strong>' || s.topico || '</strong>.</p>' ||
             '<ul><li>Vigência a partir de ' || to_char(s.instante, 'DD/MM/YYYY') || '.</li><li>Dúvidas: fale com o ' ||
             'Rede Departamento ' || (1 + s.g % ${deps}) || '.</li></ul>' ||
             '<p>Contamos com a atenção de todos para a <em>' || s.tag || '</em> da rede.</p>',
             case when s.g % 5 <> 0 or s.g = 1 then (select id from seed_deps where i = s.g % ${deps}) end,
             s.status,
             case when s.g = 1 or s.g % 1000 = 0 then ${author} else (select id from seed_autores where i = s.g % ${autores}) end,
             case when s.status in ('EM_APROVACAO', 'REJEITADO') or (s.status in ('ENVIADO', 'AGENDADO') and s.g % 3 = 0)
                  then (select id from seed_aprovadores where i = s.g % ${aprovadores}) end,
             case when s.status in ('EM_APROVACAO', 'REJEITADO') or (s.status in ('ENVIADO', 'AGENDADO') and s.g % 3 = 0)
                  then s.instante - interval '1 day' end,
             case when s.status in ('ENVIADO', 'AGENDADO') and s.g % 3 = 0 then s.instante - interval '2 hours' end,
             case when s.status = 'REJEITADO' then 'Revise o texto: faltam as datas e o público da campanha.' end,
             case when s.status = 'REJEITADO' then s.instante end,
             case when s.status = 'AGENDADO' then date_trunc('hour', now()) + make_interval(days => 1 + s.g % 30, hours => 9) end,
             case when s.status = 'ENVIADO' then s.instante end,
             case when s.status = 'ENVIADO' and (s.g::bigint * 2654435761) % 1000 < 50 then s.instante + interval '30 days' end,
             s.g = 1 or s.g % 5 = 1,
             s.instante - interval '2 days', s.instante
        from (
          select g,
                 case when g = 1 then '${BIG_NOTICE_TITLE}'
                      else 'Rede Comunicado ' || g || ': ' || (${list(TOPICS)})[1 + g % ${TOPICS.length}] end as titulo,
                 (${list(TOPICS)})[1 + g % ${TOPICS.length}] as topico,
                 (${list(TAGS)})[1 + g % ${TAGS.length}] as tag,
                 case when g = 1 then 'ENVIADO'
                      when g % 100 in (0, 1, 2) then 'RASCUNHO'
                      when g % 100 = 3 then 'REJEITADO'
                      when g % 100 = 4 then 'EM_APROVACAO'
                      when g % 100 = 5 then 'AGENDADO'
                      else 'ENVIADO' end as status,
                 case when g = 1 then now() - interval '10 days' else now() - make_interval(mins => 52 * g) end as instante
            from generate_series(1, ${N.comunicados}) g
        ) s`);
    step('20,000 notices', t);
    t = Date.now();
    await client.query(`create temp table seed_comunicados on commit drop as
      select substring(titulo from 'Rede Comunicado (\\d+)')::int as g, id, status, envio_data_hora, requer_ciencia
        from comunicados where titulo like 'Rede Comunicado %'`);
    await client.query(`create unique index on seed_comunicados (g)`);
    await client.query(`analyze seed_comunicados`);
    // Numbers per year in delivery order, after any the database already gave that year.
    await client.query(`
      update comunicados c set ano = n.ano, numero = coalesce(cn.ultimo, 0) + n.k
        from (select id, ano, row_number() over (partition by ano order by envio_data_hora, id)::int as k
                from (select id, envio_data_hora, extract(year from envio_data_hora at time zone '${PORTAL_TIME_ZONE}')::int as ano
                        from seed_comunicados where status = 'ENVIADO') x) n
        left join comunicado_numeracao cn on cn.ano = n.ano
       where c.id = n.id`);
    await client.query(`
      insert into comunicado_numeracao (ano, ultimo)
      select ano, max(numero) from comunicados where ano is not null group by ano
      on conflict (ano) do update set ultimo = greatest(comunicado_numeracao.ultimo, excluded.ultimo)`);
    await client.query(`
      insert into comunicado_grupos (comunicado_id, grupo_usuarios_id)
      select s.id, case when s.g = 1 then (select id from grupos_usuarios where nome = '${FANOUT_GROUP}')
                        else (select id from seed_grupos where i = s.g % ${grupos}) end
        from seed_comunicados s`);
    await client.query(`
      insert into comunicado_etiquetas (comunicado_id, etiqueta)
      select s.id, (${list(TAGS)})[1 + (s.g * k * 7) % ${TAGS.length}]
        from seed_comunicados s cross join generate_series(1, 3) k
       where k <= s.g % 4
      on conflict do nothing`);
    await client.query(`
      insert into comunicado_emails_avulsos (comunicado_id, email, status, motivo, tentativas, enviado_em)
      select s.id, 'contato.' || s.g || '@parceiro.test',
             case when s.status <> 'ENVIADO' then 'PENDENTE' when s.g % 75 = 3 then 'FALHOU' else 'ENVIADO' end,
             case when s.status = 'ENVIADO' and s.g % 75 = 3 then '550 5.1.1 mailbox unavailable' end,
             case when s.status <> 'ENVIADO' then 0 when s.g % 75 = 3 then 5 else 1 end,
             case when s.status = 'ENVIADO' and s.g % 75 <> 3 then s.envio_data_hora + interval '1 minute' end
        from seed_comunicados s where s.g % 25 = 3`);
    step('numbers, groups, tags, addresses', t);

    // 1. The notice to the whole network: 65 % read, front-loaded over 10 days; 48 % acknowledged.
    t = Date.now();
    const big = await client.query(`
      insert into comunicado_envios (comunicado_id, usuario_id, data, lido_em, ciente_em, arquivado, favorito)
      select s.id, u.id, s.envio_data_hora,
             case when r < 650 then s.envio_data_hora + make_interval(mins => (r * r * 14400 / 422500)::int) end,
             case when r < 480 then s.envio_data_hora + make_interval(mins => (r * r * 14400 / 422500)::int + 2) end,
             u.id % 20 = 0, u.id % 50 = 0
        from seed_comunicados s
        cross join (select id, (id::bigint * 7919) % 1000 as r from usuarios where email like 'net.%') u
       where s.g = 1`);
    step(`${big.rowCount} deliveries of the notice to the whole network`, t);

    // 2. The heavy reader: every sixth delivered notice (3,000), the newest 300 unread, 10 % archived, 4 % favourite.
    t = Date.now();
    await client.query(`create temp table seed_enviados on commit drop as
      select row_number() over (order by envio_data_hora desc, id) - 1 as i, id, envio_data_hora, requer_ciencia
        from seed_comunicados where status = 'ENVIADO' and g <> 1`);
    await client.query(`analyze seed_enviados`);
    const reader = await client.query(`
      insert into comunicado_envios (comunicado_id, usuario_id, data, lido_em, ciente_em, arquivado, favorito)
      select e.id, u.id, e.envio_data_hora,
             case when e.i / 6 >= ${N.readerUnread} then e.envio_data_hora + interval '5 hours' end,
             case when e.i / 6 >= ${N.readerUnread} and e.requer_ciencia then e.envio_data_hora + interval '5 hours 3 minutes' end,
             (e.i / 6) % 10 = 3, (e.i / 6) % 25 = 0
        from seed_enviados e cross join (select id from usuarios where email = '${BENCH_NOTICES_READER}') u
       where e.i % 6 = 0 and e.i / 6 < ${N.readerRows}`);
    step(`${reader.rowCount} deliveries of the heavy reader`, t);

    // 3. The rest over the other delivered notices by weight and the other users, each pair once:
    //    notice i's k-th recipient is user (offset_i + k * stride) mod U, stride coprime with U.
    t = Date.now();
    await client.query(`create temp table seed_leitores on commit drop as
      select row_number() over (order by id) - 1 as i, id from usuarios
       where email like 'net.%' and email <> '${BENCH_NOTICES_READER}'`);
    await client.query(`create unique index on seed_leitores (i)`);
    await client.query(`analyze seed_leitores`);
    const users = await count('seed_leitores');
    let stride = 7919;
    while (gcd(stride, users) !== 1) stride++;
    const rest = N.envios - (big.rowCount ?? 0) - (reader.rowCount ?? 0);
    await client.query(`create temp table seed_pesos on commit drop as
      with w as (select i, id, envio_data_hora, requer_ciencia,
                        case when i % 250 = 0 then 1500 else 1 + (i * 7919) % 97 end::bigint as w from seed_enviados),
           c as (select *, sum(w) over (order by i) as ate, sum(w) over () as total from w)
      select i, id, envio_data_hora, requer_ciencia,
             (floor(${rest} * ate / total) - floor(${rest} * (ate - w) / total))::int as n
        from c`);
    await client.query(`analyze seed_pesos`);
    const spread = await client.query(`
      insert into comunicado_envios (comunicado_id, usuario_id, data, lido_em, ciente_em, arquivado, favorito)
      select p.id, l.id, p.envio_data_hora,
             case when x.h < 700 then p.envio_data_hora + make_interval(hours => 1 + (x.h % 72)::int) end,
             case when x.h < 420 and p.requer_ciencia then p.envio_data_hora + make_interval(hours => 1 + (x.h % 72)::int, mins => 5) end,
             x.h % 100 >= 92, x.h % 100 < 3
        from seed_pesos p
        cross join lateral generate_series(0, p.n - 1) k
        cross join lateral (select ((p.i * 31 + k) * 2654435761) % 1000 as h) x
        join seed_leitores l on l.i = ((p.i * 104729) % ${users} + k::bigint * ${stride}) % ${users}
      on conflict do nothing`);
    step(`${spread.rowCount} deliveries over ${users} users`, t);

    t = Date.now();
    await client.query(`
      update comunicados c set destinatarios = d.n
        from (select comunicado_id, count(*)::int n from comunicado_envios
               where comunicado_id in (select id from seed_comunicados) group by comunicado_id) d
       where c.id = d.comunicado_id`);
    await client.query('commit');
    step('counts and commit', t);
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  // Index-only scans (the unread badge, the dashboard's counts) need the visibility map.
  const t = Date.now();
  for (const table of ['comunicado_envios', 'comunicados', 'comunicado_etiquetas', 'comunicado_grupos', 'comunicado_emails_avulsos', 'departamentos']) {
    await pool.query(`vacuum analyze ${table}`);
  }
  step('vacuum analyze', t);
  return (Date.now() - started) / 1000;
}

/**
 * Approvers: every tenth network manufacturer user (net.500, net.1000, …) holds
 * PORTAL_APROVACAO_ENVIO_COMUNICADOS. The bench user net.50 does not: it reads its dashboards as
 * their author, the common case. Idempotent on its own.
 */
async function grantApprovers(pool: pg.Pool) {
  await pool.query(`
    insert into usuario_funcionalidades (usuario_id, funcionalidade_id)
    select u.id, f.id from usuarios u join funcionalidades f on f.chave = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS'
     where u.email like 'net.%' and u.tipo = 'MONTADORA' and substring(u.email from 'net\\.(\\d+)@')::int % 500 = 0
    on conflict do nothing`);
}
