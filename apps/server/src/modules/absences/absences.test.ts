import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole, type GqlResult } from '../../test/graphql.js';
import { dia, insertAusencia, LISTAR_AUSENCIAS, MOTIVO, REMOVER_AUSENCIA, SALVAR_AUSENCIA, userId } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let next = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

interface Ausencia {
  id: string;
  usuarioId: string;
  dataInicio: string;
  dataRetorno: string;
  motivo: string;
  situacao: string;
}

/** A user of its own per test, so absences of one test never overlap another's. */
async function novoUsuario(): Promise<string> {
  const res = await t.database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo) values ('Ausente', ${`ausente${next++}@test.local`}, 'DEALER_GRUPO') returning id`);
  return String(res.rows[0]!.id);
}

function salvar(a: Record<string, unknown>, opts: { lang?: string } = {}) {
  return gql<{ salvarAusenciaTemporaria: Ausencia }>(t.app, SALVAR_AUSENCIA, { token: tokens.montadora, variables: { a }, ...opts });
}

async function salvarOk(a: Record<string, unknown>): Promise<Ausencia> {
  const res = await salvar(a);
  expect(res.errors).toBeUndefined();
  return res.data!.salvarAusenciaTemporaria;
}

function remover(id: string | number) {
  return gql<{ removerAusenciaTemporaria: string }>(t.app, REMOVER_AUSENCIA, { token: tokens.montadora, variables: { id: String(id) } });
}

/** The code and the named fields of a failed call. */
function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

async function count(usuarioId: string): Promise<number> {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ausencias_temporarias where usuario_id = ${Number(usuarioId)}`,
  );
  return res.rows[0]!.n;
}

describe('salvarAusenciaTemporaria: spec 01 §5 "Temporary absence"', () => {
  it('creates an absence starting today or later, audited on the user', async () => {
    const u = await novoUsuario();
    const hoje = await salvarOk({ usuarioId: u, dataInicio: dia(0), dataRetorno: dia(0), motivo: MOTIVO });
    expect(hoje).toMatchObject({ usuarioId: u, dataInicio: dia(0), dataRetorno: dia(0), motivo: MOTIVO, situacao: 'VIGENTE' });
    const futura = await salvarOk({ usuarioId: u, dataInicio: dia(5), dataRetorno: dia(9), motivo: `  ${MOTIVO}  ` });
    expect(futura).toMatchObject({ situacao: 'FUTURA', motivo: MOTIVO });
    const audit = await t.database.db.execute<{ usuario_id: number; acao: string; depois: { id: number } }>(sql`
      select usuario_id, acao, depois from auditoria where entidade = 'usuario' and entidade_id = ${u} order by id`);
    expect(audit.rows.map((r) => r.acao)).toEqual(['CRIAR_AUSENCIA_TEMPORARIA', 'CRIAR_AUSENCIA_TEMPORARIA']);
    expect(audit.rows[0]!.usuario_id).toBe(await userId(t.database, DEMO_USERS.montadora));
    expect(String(audit.rows[1]!.depois.id)).toBe(futura.id);
  });

  it('refuses a start earlier than today', async () => {
    const u = await novoUsuario();
    const res = await salvar({ usuarioId: u, dataInicio: dia(-1), dataRetorno: dia(3), motivo: MOTIVO });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataInicio'] });
    expect(res.errors?.[0]?.message).toBe('A data de início não pode ser anterior a hoje.');
    expect(await count(u)).toBe(0);
  });

  it('requires both dates, as real days', async () => {
    const u = await novoUsuario();
    expect(failure(await salvar({ usuarioId: u, motivo: MOTIVO }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['dataInicio', 'dataRetorno'],
    });
    const res = await salvar({ usuarioId: u, dataInicio: '2031-02-30', dataRetorno: '31/03/2031', motivo: MOTIVO });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataInicio', 'dataRetorno'] });
    expect(res.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('O campo data de início deve ser uma data válida.');
  });

  it('refuses a return before the start; the same day is a one-day absence', async () => {
    const u = await novoUsuario();
    const res = await salvar({ usuarioId: u, dataInicio: dia(5), dataRetorno: dia(4), motivo: MOTIVO });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataRetorno'] });
    await salvarOk({ usuarioId: u, dataInicio: dia(5), dataRetorno: dia(5), motivo: MOTIVO });
  });

  it('requires a justification of at least 15 characters (trimmed), in the caller language', async () => {
    const u = await novoUsuario();
    expect(failure(await salvar({ usuarioId: u, dataInicio: dia(1), dataRetorno: dia(2) }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['motivo'],
    });
    const short = { usuarioId: u, dataInicio: dia(1), dataRetorno: dia(2), motivo: `  ${'x'.repeat(14)}   ` };
    const pt = await salvar(short);
    expect(failure(pt)).toEqual({ code: 'BAD_USER_INPUT', fields: ['motivo'] });
    expect(pt.errors?.[0]?.message).toBe('A justificativa deve ter pelo menos 15 caracteres.');
    // The message follows the signed-in user's language; Accept-Language for anonymous callers.
    await t.database.db.execute(sql`update usuarios set idioma = 'EN' where email = ${DEMO_USERS.montadora}`);
    try {
      expect((await salvar(short)).errors?.[0]?.message).toBe('The justification must have at least 15 characters.');
      await t.database.db.execute(sql`update usuarios set idioma = 'ES' where email = ${DEMO_USERS.montadora}`);
      expect((await salvar(short)).errors?.[0]?.message).toBe('La justificación debe tener al menos 15 caracteres.');
    } finally {
      await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where email = ${DEMO_USERS.montadora}`);
    }
    await salvarOk({ ...short, motivo: 'x'.repeat(15) });
    expect(failure(await salvar({ ...short, dataInicio: dia(20), dataRetorno: dia(21), motivo: 'x'.repeat(1001) }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['motivo'],
    });
  });

  it('refuses an absence overlapping another of the same user (ends included), not of another user', async () => {
    const u = await novoUsuario();
    const outro = await novoUsuario();
    await salvarOk({ usuarioId: u, dataInicio: dia(10), dataRetorno: dia(15), motivo: MOTIVO });
    for (const [inicio, retorno] of [
      [15, 20],
      [5, 10],
      [5, 30],
      [11, 12],
    ] as const) {
      const res = await salvar({ usuarioId: u, dataInicio: dia(inicio), dataRetorno: dia(retorno), motivo: MOTIVO });
      expect(failure(res), `${inicio}..${retorno}`).toEqual({ code: 'CONFLICT', fields: ['dataInicio'] });
    }
    expect(await count(u)).toBe(1);
    await salvarOk({ usuarioId: u, dataInicio: dia(16), dataRetorno: dia(20), motivo: MOTIVO });
    await salvarOk({ usuarioId: u, dataInicio: dia(5), dataRetorno: dia(9), motivo: MOTIVO });
    await salvarOk({ usuarioId: outro, dataInicio: dia(10), dataRetorno: dia(15), motivo: MOTIVO });
  });

  it('two overlapping saves at the same time: exactly one is stored (the user row serialises them)', async () => {
    const u = await novoUsuario();
    const results = await Promise.all(
      [0, 1, 2].map((i) => salvar({ usuarioId: u, dataInicio: dia(30 + i), dataRetorno: dia(40), motivo: MOTIVO })),
    );
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => failure(r).code === 'CONFLICT').length).toBe(2);
    expect(await count(u)).toBe(1);
  });

  it('changes a future absence; its own period is no overlap', async () => {
    const u = await novoUsuario();
    const a = await salvarOk({ usuarioId: u, dataInicio: dia(10), dataRetorno: dia(15), motivo: MOTIVO });
    const b = await salvarOk({ id: a.id, usuarioId: u, dataInicio: dia(12), dataRetorno: dia(18), motivo: 'Licença médica com atestado' });
    expect(b).toMatchObject({ id: a.id, dataInicio: dia(12), dataRetorno: dia(18), motivo: 'Licença médica com atestado' });
    expect(await count(u)).toBe(1);
    const audit = await t.database.db.execute<{ acao: string; antes: { dataInicio: string } }>(sql`
      select acao, antes from auditoria where entidade = 'usuario' and entidade_id = ${u} order by id desc limit 1`);
    expect(audit.rows[0]).toMatchObject({ acao: 'ALTERAR_AUSENCIA_TEMPORARIA', antes: { dataInicio: dia(10) } });
  });

  it('a current absence keeps its past start and may be extended or shortened, not ended in the past', async () => {
    const u = await novoUsuario();
    const id = String(await insertAusencia(t.database, Number(u), dia(-3), dia(2)));
    const extended = await salvarOk({ id, usuarioId: u, dataInicio: dia(-3), dataRetorno: dia(6), motivo: MOTIVO });
    expect(extended).toMatchObject({ dataInicio: dia(-3), dataRetorno: dia(6), situacao: 'VIGENTE' });
    await salvarOk({ id, usuarioId: u, dataInicio: dia(-3), dataRetorno: dia(0), motivo: MOTIVO });
    const movedStart = await salvar({ id, usuarioId: u, dataInicio: dia(-5), dataRetorno: dia(2), motivo: MOTIVO });
    expect(failure(movedStart)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataInicio'] });
    const endedYesterday = await salvar({ id, usuarioId: u, dataInicio: dia(-3), dataRetorno: dia(-1), motivo: MOTIVO });
    expect(failure(endedYesterday)).toEqual({ code: 'BAD_USER_INPUT', fields: ['dataRetorno'] });
  });

  it('refuses to change an absence that is over, or one of another user', async () => {
    const u = await novoUsuario();
    const outro = await novoUsuario();
    const past = String(await insertAusencia(t.database, Number(u), dia(-10), dia(-1)));
    const res = await salvar({ id: past, usuarioId: u, dataInicio: dia(1), dataRetorno: dia(2), motivo: MOTIVO });
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['dataRetorno'] });
    const future = String(await insertAusencia(t.database, Number(u), dia(3), dia(4)));
    const moved = await salvar({ id: future, usuarioId: outro, dataInicio: dia(3), dataRetorno: dia(4), motivo: MOTIVO });
    expect(failure(moved).code).toBe('NOT_FOUND');
    expect(await count(outro)).toBe(0);
  });

  it('NOT_FOUND for an unknown user; BAD_USER_INPUT for a malformed id', async () => {
    expect(failure(await salvar({ usuarioId: '999999', dataInicio: dia(1), dataRetorno: dia(2), motivo: MOTIVO })).code).toBe('NOT_FOUND');
    expect(failure(await salvar({ usuarioId: 'abc', dataInicio: dia(1), dataRetorno: dia(2), motivo: MOTIVO }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['usuarioId'],
    });
  });
});

describe('removerAusenciaTemporaria', () => {
  it('removes future and current absences, audited; refuses past ones and unknown ids', async () => {
    const u = await novoUsuario();
    const futura = await insertAusencia(t.database, Number(u), dia(3), dia(4));
    const vigente = await insertAusencia(t.database, Number(u), dia(-1), dia(1));
    const passada = await insertAusencia(t.database, Number(u), dia(-9), dia(-2));
    expect((await remover(futura)).data?.removerAusenciaTemporaria).toBe(String(futura));
    expect((await remover(vigente)).data?.removerAusenciaTemporaria).toBe(String(vigente));
    expect(failure(await remover(passada)).code).toBe('CONFLICT');
    expect(failure(await remover(futura)).code).toBe('NOT_FOUND');
    expect(await count(u)).toBe(1);
    const audit = await t.database.db.execute<{ acao: string }>(sql`
      select acao from auditoria where entidade = 'usuario' and entidade_id = ${u} order by id`);
    expect(audit.rows.map((r) => r.acao)).toEqual(['REMOVER_AUSENCIA_TEMPORARIA', 'REMOVER_AUSENCIA_TEMPORARIA']);
  });
});

describe('ausenciasTemporarias', () => {
  it('lists newest first, paged, with the user and whether they are absent today', async () => {
    const u = await novoUsuario();
    const ids = [];
    for (const [inicio, retorno] of [
      [-30, -20],
      [-1, 1],
      [10, 12],
      [20, 22],
    ] as const) {
      ids.push(String(await insertAusencia(t.database, Number(u), dia(inicio), dia(retorno))));
    }
    const list = (page: number, rows: number) =>
      gql<{
        ausenciasTemporarias: { usuario: { id: string; ausente: boolean }; totalElements: number; content: Ausencia[] };
      }>(t.app, LISTAR_AUSENCIAS, { token: tokens.admin, variables: { u, page, rows } });
    const first = (await list(0, 3)).data!.ausenciasTemporarias;
    expect(first.usuario).toMatchObject({ id: u, ausente: true });
    expect(first.totalElements).toBe(4);
    expect(first.content.map((a) => a.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.content.map((a) => a.situacao)).toEqual(['FUTURA', 'FUTURA', 'VIGENTE']);
    const second = (await list(1, 3)).data!.ausenciasTemporarias;
    expect(second.content.map((a) => [a.id, a.situacao])).toEqual([[ids[0], 'ENCERRADA']]);
    expect(second.totalElements).toBe(4);

    await remover(ids[1]!);
    expect((await list(0, 5)).data!.ausenciasTemporarias.usuario.ausente).toBe(false);
  });

  it('sorts by start or return date in either direction; refuses other columns', async () => {
    const u = await novoUsuario();
    const ids = [];
    // Started earliest, returns last: the two orders differ.
    for (const [inicio, retorno] of [[5, 40], [10, 12], [20, 22]] as const) {
      ids.push(String(await insertAusencia(t.database, Number(u), dia(inicio), dia(retorno))));
    }
    const Q = `query($u: ID!, $s: String, $d: SortDirection) { ausenciasTemporarias(usuarioId: $u, sortBy: $s, sortDirection: $d) { content { id } } }`;
    const order = async (s?: string, d?: string) =>
      (await gql<{ ausenciasTemporarias: { content: { id: string }[] } }>(t.app, Q, { token: tokens.admin, variables: { u, s, d } })).data!.ausenciasTemporarias.content.map((a) => a.id);
    expect(await order()).toEqual([ids[2], ids[1], ids[0]]);
    expect(await order('dataInicio')).toEqual([ids[0], ids[1], ids[2]]);
    expect(await order('dataRetorno', 'DESC')).toEqual([ids[0], ids[2], ids[1]]);
    const bad = await gql(t.app, Q, { token: tokens.admin, variables: { u, s: 'motivo' } });
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
  });

  it('NOT_FOUND for an unknown user; rows per page limited', async () => {
    const unknown = await gql(t.app, LISTAR_AUSENCIAS, { token: tokens.admin, variables: { u: '999999' } });
    expect(failure(unknown).code).toBe('NOT_FOUND');
    const u = await novoUsuario();
    const tooMany = await gql(t.app, LISTAR_AUSENCIAS, { token: tokens.admin, variables: { u, rows: 1000 } });
    expect(failure(tooMany)).toEqual({ code: 'BAD_USER_INPUT', fields: ['rowsPerPage'] });
  });
});
