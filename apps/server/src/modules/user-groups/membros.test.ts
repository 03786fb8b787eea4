import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCnpj } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { liveAudienceSql, usuariosDosGrupos } from './audience.service.js';
import { insertUser } from './testing.js';

/**
 * grupo_usuarios_membros (migration 0015) holds each group's audience as the definition answers it
 * now: after every random change to a table the definition reads (users and their links, dealers,
 * positions, groups and their criteria; single rows and multi-row statements, alone or several in
 * one transaction, some rolled back), the stored pairs equal the live definition
 * (liveAudienceSql) for every group of the database. The seed is printed on failure.
 */
let t: TestApp;
const SEED = Number(process.env.MEMBROS_SEED ?? Date.now() % 100000);

/** A small deterministic generator (mulberry32), so a failing seed replays. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T,>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + int(max) }, () => pick(list)))];
  return { next, int, pick, some };
}

const net = { marcas: [] as number[], grupos: [] as number[], dealers: [] as number[], setores: [] as number[], cargos: [] as number[], acessos: [] as number[], usuarios: [] as number[], gruposUsuarios: [] as number[] };
const TIPOS = ['MONTADORA', 'DEALER_GRUPO', 'PROVEDOR'] as const;
let criador = 0;

const one = async (q: (text: string, params?: unknown[]) => Promise<unknown>, text: string, params: unknown[] = []) =>
  ((await q(text, params)) as { rows: { id: number }[] }).rows[0]!.id;

/** The stored pairs and the live definition's, every group, as sorted "group:user" strings. */
async function pairs() {
  const stored = await t.database.pool.query<{ g: number; u: number }>(
    `select grupo_usuarios_id as g, usuario_id as u from grupo_usuarios_membros order by 1, 2`,
  );
  const groups = await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios order by id`);
  const live: string[] = [];
  for (const { id } of groups.rows) {
    const res = await t.database.db.execute<{ id: number }>(sql`select id from (${liveAudienceSql({ grupoIds: [id] })}) a order by id`);
    for (const r of res.rows) live.push(`${id}:${r.id}`);
  }
  return { stored: stored.rows.map((r) => `${r.g}:${r.u}`).sort(), live: live.sort() };
}

beforeAll(async () => {
  t = await buildTestApp();
  const r = generator(SEED);
  criador = await one(pooled, `select id from usuarios order by id limit 1`);
  for (let i = 0; i < 3; i++) net.marcas.push(await one(pooled, `insert into marcas (nome) values ($1) returning id`, [`Marca Membros ${i}`]));
  for (let i = 0; i < 3; i++) net.grupos.push(await one(pooled, `insert into grupos (nome) values ($1) returning id`, [`Grupo Membros ${i}`]));
  for (let i = 0; i < 6; i++) {
    net.dealers.push(
      await one(
        pooled,
        `insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, active, grupo_id) values ($1, $1, $2, $3, true, $4) returning id`,
        [`Membros ${i}`, demoCnpj(970 + i), `MEM${i}`, i < 4 ? net.grupos[i % 3] : null],
      ),
    );
  }
  for (let i = 0; i < 2; i++) net.setores.push(await one(pooled, `insert into setores (nome) values ($1) returning id`, [`Setor Membros ${i}`]));
  for (let i = 0; i < 4; i++) {
    net.cargos.push(await one(pooled, `insert into cargos (nome, setor_id) values ($1, $2) returning id`, [`Cargo Membros ${i}`, i < 3 ? net.setores[i % 2] : null]));
  }
  for (let i = 0; i < 2; i++) {
    net.acessos.push(
      await one(pooled, `insert into tipos_acesso (nome, produto_id) select $1, id from produtos where codigo = 'PORTAL' returning id`, [`Acesso Membros ${i}`]),
    );
  }
  for (let i = 0; i < 24; i++) {
    const id = await insertUser(t.database, { tipo: r.pick(TIPOS), nome: `Membro ${i}`, email: `membro-${i}@grupos.test` });
    net.usuarios.push(id);
    for (const m of r.some(net.marcas, 2)) await t.database.pool.query(`insert into usuario_marcas values ($1, $2)`, [id, m]);
    if (r.next() < 0.7) for (const d of r.some(net.dealers, 2)) await t.database.pool.query(`insert into usuario_dealers values ($1, $2)`, [id, d]);
    if (r.next() < 0.3) await t.database.pool.query(`insert into usuario_grupos_dealer values ($1, $2)`, [id, r.pick(net.grupos)]);
    if (r.next() < 0.3) await t.database.pool.query(`insert into usuario_tipos_acesso values ($1, $2)`, [id, r.pick(net.acessos)]);
    if (r.next() < 0.4) await addCargo(pooled, id, r.pick(net.cargos), r.pick(net.dealers));
  }
  for (let i = 0; i < 10; i++) net.gruposUsuarios.push(await randomGroup(r, i));
});
afterAll(() => t?.close());

type Query = (text: string, params?: unknown[]) => Promise<unknown>;
/** Writes through the pool, or through the open transaction's client (its advisory lock would block the pool). */
const pooled: Query = (text, params) => t.database.pool.query(text, params);

/** A position at a dealer; drawing the same (user, dealer, position) twice is a no-op, as usuario_cargos_uq allows it once. */
const addCargo = (q: Query, usuario: number, cargo: number, dealer: number) =>
  q(`insert into usuario_cargos (usuario_id, cargo_id, dealer_id, data_inicio) values ($1, $2, $3, '2024-01-01') on conflict do nothing`, [
    usuario, cargo, dealer,
  ]);

/** A group of random criteria, written row by row as any write path could. */
async function randomGroup(r: ReturnType<typeof generator>, n: number, q: Query = pooled): Promise<number> {
  const g = await one(q, `insert into grupos_usuarios (nome, publico, criador_id, todos_dealers) values ($1, true, $2, $3) returning id`, [
    `Membros ${SEED} ${n}`, criador, r.next() < 0.5,
  ]);
  const link = (table: string, col: string, values: readonly (number | string)[]) =>
    q(`insert into ${table} (grupo_usuarios_id, ${col}) select $1, unnest($2::text[])::${typeof values[0] === 'string' ? 'text' : 'int'} on conflict do nothing`, [
      g, values.map(String),
    ]);
  if (r.next() < 0.7) {
    await link('grupo_usuarios_marcas', 'marca_id', r.some(net.marcas, 2));
    await link('grupo_usuarios_tipos_usuario', 'tipo_usuario_id', r.some(TIPOS, 2));
    if (r.next() < 0.5) await link('grupo_usuarios_dealers', 'dealer_id', r.some(net.dealers, 3));
    if (r.next() < 0.3) await link('grupo_usuarios_tipos_acesso', 'tipo_acesso_id', r.some(net.acessos, 1));
  }
  if (r.next() < 0.3) await link('grupo_usuarios_cargos', 'cargo_id', r.some(net.cargos, 2));
  if (r.next() < 0.3) await link('grupo_usuarios_setores', 'setor_id', r.some(net.setores, 1));
  if (r.next() < 0.3) await link('grupo_usuarios_grupos', 'grupo_id', r.some(net.grupos, 2));
  if (r.next() < 0.3) await link('grupo_usuarios_usuarios', 'usuario_id', r.some(net.usuarios, 3));
  return g;
}

/** One random change to a table the definition reads; its description for the failure message. */
async function randomChange(r: ReturnType<typeof generator>, q: Query): Promise<string> {
  const u = r.pick(net.usuarios);
  const g = r.pick(net.gruposUsuarios);
  const userLink = r.pick([
    ['usuario_marcas', 'marca_id', net.marcas],
    ['usuario_dealers', 'dealer_id', net.dealers],
    ['usuario_grupos_dealer', 'grupo_id', net.grupos],
    ['usuario_tipos_acesso', 'tipo_acesso_id', net.acessos],
  ] as const);
  const groupLink = r.pick([
    ['grupo_usuarios_marcas', 'marca_id', net.marcas],
    ['grupo_usuarios_tipos_usuario', 'tipo_usuario_id', TIPOS],
    ['grupo_usuarios_dealers', 'dealer_id', net.dealers],
    ['grupo_usuarios_tipos_acesso', 'tipo_acesso_id', net.acessos],
    ['grupo_usuarios_cargos', 'cargo_id', net.cargos],
    ['grupo_usuarios_setores', 'setor_id', net.setores],
    ['grupo_usuarios_grupos', 'grupo_id', net.grupos],
    ['grupo_usuarios_usuarios', 'usuario_id', net.usuarios],
  ] as const);
  switch (r.int(14)) {
    case 0:
      await q(`update usuarios set active = not active where id = $1`, [u]);
      return `user ${u} active toggled`;
    case 1: {
      const tipo = r.pick(TIPOS);
      await q(`update usuarios set tipo = $2 where id = $1`, [u, tipo]);
      return `user ${u} tipo ${tipo}`;
    }
    case 2: {
      const v = r.pick(userLink[2]);
      await q(`insert into ${userLink[0]} (usuario_id, ${userLink[1]}) values ($1, $2) on conflict do nothing`, [u, v]);
      return `${userLink[0]} + (${u}, ${v})`;
    }
    case 3: {
      const v = r.pick(userLink[2]);
      await q(`delete from ${userLink[0]} where usuario_id = $1 and ${userLink[1]} = $2`, [u, v]);
      return `${userLink[0]} - (${u}, ${v})`;
    }
    case 4: {
      // Several users in one statement (a bulk import).
      const us = r.some(net.usuarios, 5);
      const v = r.pick(userLink[2]);
      if (r.next() < 0.5) await q(`insert into ${userLink[0]} (usuario_id, ${userLink[1]}) select unnest($1::int[]), $2 on conflict do nothing`, [us, v]);
      else await q(`delete from ${userLink[0]} where usuario_id = any($1::int[])`, [us]);
      return `${userLink[0]} bulk ${us.join(',')} ${v}`;
    }
    case 5:
      if (r.next() < 0.5) {
        await addCargo(q, u, r.pick(net.cargos), r.pick(net.dealers));
        return `usuario_cargos + ${u}`;
      }
      await q(`delete from usuario_cargos where usuario_id = $1`, [u]);
      return `usuario_cargos - ${u}`;
    case 6: {
      const d = r.pick(net.dealers);
      await q(`update dealers set active = not active where id = $1`, [d]);
      return `dealer ${d} active toggled`;
    }
    case 7: {
      const d = r.pick(net.dealers);
      const grupo = r.next() < 0.3 ? null : r.pick(net.grupos);
      await q(`update dealers set grupo_id = $2 where id = $1`, [d, grupo]);
      return `dealer ${d} grupo ${grupo}`;
    }
    case 8: {
      const c = r.pick(net.cargos);
      const setor = r.next() < 0.3 ? null : r.pick(net.setores);
      await q(`update cargos set setor_id = $2 where id = $1`, [c, setor]);
      return `cargo ${c} setor ${setor}`;
    }
    case 9: {
      const col = r.pick(['active', 'todos_dealers']);
      await q(`update grupos_usuarios set ${col} = not ${col} where id = $1`, [g]);
      return `group ${g} ${col} toggled`;
    }
    case 10: {
      const v: number | string = r.pick<number | string>(groupLink[2]);
      const cast = typeof v === 'string' ? 'text' : 'int';
      if (r.next() < 0.5) await q(`insert into ${groupLink[0]} (grupo_usuarios_id, ${groupLink[1]}) values ($1, $2::${cast}) on conflict do nothing`, [g, v]);
      else await q(`delete from ${groupLink[0]} where grupo_usuarios_id = $1 and ${groupLink[1]} = $2::${cast}`, [g, v]);
      return `${groupLink[0]} ± (${g}, ${v})`;
    }
    case 11: {
      // The save path: every criterion of the group replaced.
      await q(`delete from ${groupLink[0]} where grupo_usuarios_id = $1`, [g]);
      return `${groupLink[0]} cleared for ${g}`;
    }
    case 12: {
      const removed = r.pick(net.usuarios);
      await q(`delete from usuarios where id = $1`, [removed]);
      net.usuarios.splice(net.usuarios.indexOf(removed), 1);
      const added = await insertUser(t.database, { tipo: r.pick(TIPOS) });
      await q(`insert into usuario_marcas select $1, unnest($2::int[])`, [added, r.some(net.marcas, 2)]);
      net.usuarios.push(added);
      return `user ${removed} deleted, ${added} added`;
    }
    default: {
      await q(`delete from grupos_usuarios where id = $1`, [g]);
      net.gruposUsuarios.splice(net.gruposUsuarios.indexOf(g), 1);
      net.gruposUsuarios.push(await randomGroup(r, 100 + net.gruposUsuarios.length + r.int(100000), q));
      return `group ${g} deleted, another created`;
    }
  }
}

describe('grupo_usuarios_membros', () => {
  it('is not vacuous: the random network puts users in groups', async () => {
    const { stored } = await pairs();
    const ours = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from grupo_usuarios_membros where grupo_usuarios_id = any($1::int[])`,
      [net.gruposUsuarios],
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(ours.rows[0]!.n, `seed ${SEED}`).toBeGreaterThan(0);
  });

  it('pages a saved audience the same walking names or reading members, searched or not, as the live definition', async () => {
    for (const grupoIds of [net.gruposUsuarios.slice(0, 1), net.gruposUsuarios.slice(1, 4)]) {
      const live = sql.join(grupoIds.map((g) => sql`select id from (${liveAudienceSql({ grupoIds: [g] })}) l`), sql` union `);
      for (const busca of [null, 'membro 1']) {
        const like = busca ? sql` and u.nome ilike '%membro%' and u.nome ilike '%1%'` : sql``;
        const all = (
          await t.database.db.execute<{ id: number; nome: string; email: string }>(
            sql`select u.id, u.nome, u.email::text as email from usuarios u where u.id in (${live})${like} order by u.nome, u.id`,
          )
        ).rows;
        for (const page of [{ limit: 3, offset: 0 }, { limit: 3, offset: 3 }, { limit: 100, offset: 0 }]) {
          for (const walkMax of [0, Number.POSITIVE_INFINITY]) {
            const got = await usuariosDosGrupos(t.database.db, { grupoIds }, { busca, page, walkMax });
            const context = `seed ${SEED}, groups ${grupoIds.join(',')}, busca ${busca}, ${JSON.stringify(page)}, walkMax ${walkMax}`;
            expect(got.totalElements, context).toBe(all.length);
            expect(got.content, context).toEqual(all.slice(page.offset, page.offset + page.limit));
          }
        }
      }
    }
  });

  it('keeps a pair whose two halves are written by concurrent transactions (each refresh waits for the other writer)', async () => {
    const marca = net.marcas[0]!;
    const usuario = await insertUser(t.database, { tipo: 'MONTADORA', nome: 'Membro concorrente', email: 'membro-concorrente@grupos.test' });
    const grupo = await one(pooled, `insert into grupos_usuarios (nome, publico, criador_id) values ('Membros concorrente', true, $1) returning id`, [criador]);
    await pooled(`insert into grupo_usuarios_marcas values ($1, $2)`, [grupo, marca]);
    const a = await t.database.pool.connect();
    const b = await t.database.pool.connect();
    try {
      await a.query('begin');
      await b.query('begin');
      // The user gains the brand (no user type on the group yet: not a member in a's view)…
      await a.query(`insert into usuario_marcas values ($1, $2)`, [usuario, marca]);
      // …while the group gains the user type (the brand is not committed yet: not a member in b's view).
      const pending = b.query(`insert into grupo_usuarios_tipos_usuario values ($1, 'MONTADORA')`, [grupo]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await a.query('commit');
      await pending;
      await b.query('commit');
    } finally {
      // A failed step leaves no open transaction behind on the pool's connections.
      await Promise.all([a.query('rollback'), b.query('rollback')]);
      a.release();
      b.release();
    }
    const stored = await t.database.pool.query(`select 1 from grupo_usuarios_membros where grupo_usuarios_id = $1 and usuario_id = $2`, [grupo, usuario]);
    expect(stored.rows).toHaveLength(1);
    const { stored: all, live } = await pairs();
    expect(all).toEqual(live);
  });

  it('equals the live definition after every random change', async () => {
    const r = generator(SEED + 1);
    const done: string[] = [];
    // A change the database refuses fails the test with the seed that replays it.
    const change = (q: Query) =>
      randomChange(r, q).catch((e: Error) => {
        throw new Error(`seed ${SEED}, after: ${done.join(' | ')}: ${e.message}`, { cause: e });
      });
    for (let round = 0; round < 60; round++) {
      const inTransaction = r.next() < 0.3;
      if (inTransaction) {
        // Several changes in one transaction, a third of them rolled back.
        const client = await t.database.pool.connect();
        const rollback = r.next() < 0.33;
        try {
          await client.query('begin');
          const steps: string[] = [];
          for (let i = 0; i < 3; i++) steps.push(await change((text, params) => client.query(text, params)));
          await client.query(rollback ? 'rollback' : 'commit');
          done.push(`${rollback ? 'rolled back' : 'tx'} [${steps.join('; ')}]`);
        } finally {
          client.release();
        }
        // A rolled-back transaction's deletions of users and groups did not happen.
        if (rollback) {
          net.usuarios = (await t.database.pool.query<{ id: number }>(`select id from usuarios where email like 'membro-%' or email like 'pessoa%@grupos.test'`)).rows.map((x) => x.id);
          net.gruposUsuarios = (await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome like 'Membros %'`)).rows.map((x) => x.id);
        }
      } else {
        done.push(await change(pooled));
      }
      const { stored, live } = await pairs();
      expect(stored, `seed ${SEED}, after: ${done.join(' | ')}`).toEqual(live);
    }
  });
});
