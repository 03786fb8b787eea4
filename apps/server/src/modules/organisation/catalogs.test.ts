import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { asAdminIn, failure, fieldMessage, save, saved, unique } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const q = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.pool.query<T>(text, params).then((r) => r.rows);
const audit = (entidade: string, id: string) =>
  q<{ acao: string; antes: Record<string, unknown> | null; depois: Record<string, unknown> }>(
    'select acao, antes, depois from auditoria where entidade = $1 and entidade_id = $2 order by id',
    [entidade, id],
  );
const inLanguage = <T>(idioma: 'ES' | 'EN', fn: () => Promise<T>) => asAdminIn(t.app, tokens.admin, idioma, fn);
const call = (query: string, variables: Record<string, unknown> = {}, token = tokens.admin) => gql(t.app, query, { token, variables });

describe('sectors and divisions', () => {
  it('creates and updates a sector with its division, audited with before/after snapshots', async () => {
    const divisao = await saved(t.app, tokens.admin, 'divisao', { nome: unique('Divisão') });
    const setor = await saved(t.app, tokens.admin, 'setor', { nome: '  Funilaria  ', divisao: divisao.id });
    expect(setor).toMatchObject({ nome: 'Funilaria', active: true, divisao: { id: divisao.id, nome: divisao.nome } });
    const renamed = await saved(t.app, tokens.admin, 'setor', { id: setor.id, nome: 'Funilaria e pintura', divisao: null });
    expect(renamed).toMatchObject({ id: setor.id, nome: 'Funilaria e pintura', divisao: null });
    expect(await audit('setor', setor.id)).toEqual([
      { acao: 'CRIAR', antes: null, depois: { id: Number(setor.id), nome: 'Funilaria', active: true, divisao: { id: Number(divisao.id), nome: divisao.nome } } },
      {
        acao: 'ALTERAR',
        antes: { id: Number(setor.id), nome: 'Funilaria', active: true, divisao: { id: Number(divisao.id), nome: divisao.nome } },
        depois: { id: Number(setor.id), nome: 'Funilaria e pintura', active: true, divisao: null },
      },
    ]);
    const got = await call('query($id: ID!) { setor(id: $id) { id nome divisao { id } } }', { id: setor.id });
    expect(got.data).toEqual({ setor: { id: setor.id, nome: 'Funilaria e pintura', divisao: null } });
  });

  it('the name is required, at most 120 characters, and unique without regard to case (translated field messages)', async () => {
    const missing = await save(t.app, tokens.admin, 'setor', { nome: '   ' });
    expect(failure(missing)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(fieldMessage(missing)).toBe('O campo nome é obrigatório.');
    expect(fieldMessage(await inLanguage('ES', () => save(t.app, tokens.admin, 'setor', {})))).toBe('El campo nombre es obligatorio.');
    const long = await save(t.app, tokens.admin, 'setor', { nome: 'x'.repeat(121) });
    expect(failure(long)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    // The demo data has the sector "Vendas".
    const dup = await save(t.app, tokens.admin, 'setor', { nome: 'VENDAS' });
    expect(failure(dup)).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    expect(fieldMessage(dup)).toBe('Já existe um cadastro com nome "VENDAS".');
    const [vendas] = await q<{ id: number }>(`select id from setores where nome = 'Vendas'`);
    // Saving a row with its own name is no conflict.
    await saved(t.app, tokens.admin, 'setor', { id: String(vendas!.id), nome: 'Vendas', divisao: null });
  });

  it('the division must exist and, when newly chosen, be active; a sector keeps a division inactivated since', async () => {
    expect(failure(await save(t.app, tokens.admin, 'setor', { nome: unique('S'), divisao: '999999' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['divisao'] });
    const divisao = await saved(t.app, tokens.admin, 'divisao', { nome: unique('Divisão') });
    const setor = await saved(t.app, tokens.admin, 'setor', { nome: unique('Setor'), divisao: divisao.id });
    const off = await call('mutation($id: ID!) { inativarDivisao(id: $id) { active } }', { id: divisao.id });
    expect(off.data).toEqual({ inativarDivisao: { active: false } });
    const other = await save(t.app, tokens.admin, 'setor', { nome: unique('Setor'), divisao: divisao.id });
    expect(failure(other)).toEqual({ code: 'BAD_USER_INPUT', fields: ['divisao'] });
    expect(fieldMessage(other)).toBe('O registro escolhido em divisão está inativo.');
    await saved(t.app, tokens.admin, 'setor', { id: setor.id, nome: `${String(setor.nome)} 2`, divisao: divisao.id });
  });

  it('inactivating and activating a sector is audited; the user form lists only active sectors', async () => {
    const setor = await saved(t.app, tokens.admin, 'setor', { nome: unique('Setor') });
    const listed = async () => ((await call('{ setores { id } }', {}, tokens.consulta)).data as { setores: { id: string }[] }).setores.map((s) => s.id);
    expect(await listed()).toContain(setor.id);
    expect((await call('mutation($id: ID!) { inativarSetor(id: $id) { active } }', { id: setor.id })).data).toEqual({ inativarSetor: { active: false } });
    expect(await listed()).not.toContain(setor.id);
    expect((await call('mutation($id: ID!) { ativarSetor(id: $id) { active } }', { id: setor.id })).data).toEqual({ ativarSetor: { active: true } });
    expect(await listed()).toContain(setor.id);
    expect((await audit('setor', setor.id)).map((a) => [a.acao, a.antes, a.depois])).toEqual([
      ['CRIAR', null, expect.objectContaining({ active: true })],
      ['INATIVAR', { active: true }, { active: false }],
      ['ATIVAR', { active: false }, { active: true }],
    ]);
  });

  it('answers NOT_FOUND for an unknown row, on read, save and activation', async () => {
    expect(failure(await call('{ setor(id: "999999") { id } }')).code).toBe('NOT_FOUND');
    expect(failure(await save(t.app, tokens.admin, 'setor', { id: '999999', nome: unique('S') })).code).toBe('NOT_FOUND');
    expect(failure(await call('mutation { inativarCargo(id: "999999") { id } }')).code).toBe('NOT_FOUND');
    expect(failure(await call('{ divisao(id: "abc") { id } }'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['id'] });
  });
});

describe('paged lists with search', () => {
  it('pages on the server by name, counts every match, searches names (and the division), filters active', async () => {
    const divisao = await saved(t.app, tokens.admin, 'divisao', { nome: unique('Paginada') });
    for (const n of ['C', 'A', 'B']) await saved(t.app, tokens.admin, 'setor', { nome: `Setor paginado ${n}`, divisao: divisao.id });
    const page = async (filtro: Record<string, unknown>) =>
      (await call('query($f: FiltroCadastro) { setoresPagina(filtro: $f) { totalElements content { nome } } }', { f: filtro })).data as {
        setoresPagina: { totalElements: number; content: { nome: string }[] };
      };
    expect((await page({ busca: 'paginado', rowsPerPage: 2 })).setoresPagina).toEqual({
      totalElements: 3,
      content: [{ nome: 'Setor paginado A' }, { nome: 'Setor paginado B' }],
    });
    expect((await page({ busca: 'paginado', rowsPerPage: 2, page: 1 })).setoresPagina.content).toEqual([{ nome: 'Setor paginado C' }]);
    expect((await page({ busca: 'paginado', rowsPerPage: 2, page: 5 })).setoresPagina).toEqual({ totalElements: 3, content: [] });
    // The search matches the division's name too; % is taken literally.
    expect((await page({ busca: String(divisao.nome) })).setoresPagina.totalElements).toBe(3);
    expect((await page({ busca: '%' })).setoresPagina.totalElements).toBe(0);
    const [c] = await q<{ id: number }>(`select id from setores where nome = 'Setor paginado C'`);
    await call('mutation($id: ID!) { inativarSetor(id: $id) { id } }', { id: String(c!.id) });
    expect((await page({ busca: 'paginado', active: false })).setoresPagina.content).toEqual([{ nome: 'Setor paginado C' }]);
    expect((await page({ busca: 'paginado', active: true })).setoresPagina.totalElements).toBe(2);
  });

  it('narrows with every word (each in any searched column) and sorts by the whitelisted columns only', async () => {
    const divisao = await saved(t.app, tokens.admin, 'divisao', { nome: unique('Ordenada') });
    for (const n of ['Beta', 'Alfa', 'Gama']) await saved(t.app, tokens.admin, 'setor', { nome: `Setor ordem ${n}`, divisao: divisao.id });
    const names = async (filtro: Record<string, unknown>) =>
      ((await call('query($f: FiltroCadastro) { setoresPagina(filtro: $f) { content { nome } } }', { f: { rowsPerPage: 100, ...filtro } })).data as {
        setoresPagina: { content: { nome: string }[] };
      }).setoresPagina.content.map((r) => r.nome);
    // One word in the sector's name, the other in its division's: both must match.
    expect(await names({ busca: `ordem ${String(divisao.nome).split(' ')[0]} gama` })).toEqual(['Setor ordem Gama']);
    expect(await names({ busca: 'ordem zzzz' })).toEqual([]);
    expect(await names({ busca: 'setor ordem', sortDirection: 'DESC' })).toEqual(['Setor ordem Gama', 'Setor ordem Beta', 'Setor ordem Alfa']);
    const deps = async (sortBy: string) =>
      (await call(`{ departamentosPagina(filtro: { sortBy: "${sortBy}", rowsPerPage: 100 }) { content { sigla } } }`)).data as { departamentosPagina: { content: { sigla: string | null }[] } };
    const siglas = (await deps('sigla')).departamentosPagina.content.map((d) => d.sigla).filter((v): v is string => v != null);
    expect(siglas).toEqual([...siglas].sort((a, b) => a.localeCompare(b)));
    expect(failure(await call('{ setoresPagina(filtro: { sortBy: "sigla" }) { totalElements } }'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
    expect(failure(await call('{ tiposAcessoPagina(filtro: { sortBy: "c.id" }) { totalElements } }'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['sortBy'] });
  });

  it('refuses more than 100 rows per page and a negative page', async () => {
    expect(failure(await call('{ cargosPagina(filtro: { rowsPerPage: 101 }) { totalElements } }'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['rowsPerPage'] });
    expect(failure(await call('{ cargosPagina(filtro: { page: -1 }) { totalElements } }'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['page'] });
  });
});

describe('departments, positions, dismissal reasons, economic groups', () => {
  it('a department: name required and unique; sigla at most 10 characters, stored upper-case; assinatura optional', async () => {
    const d = await saved(t.app, tokens.admin, 'departamento', { nome: unique('Depto'), sigla: ' rh ', assinatura: 'Recursos Humanos' });
    expect(d).toMatchObject({ sigla: 'RH', assinatura: 'Recursos Humanos', active: true });
    const bad = await inLanguage('EN', () => save(t.app, tokens.admin, 'departamento', { nome: '', sigla: 'ABCDEFGHIJK' }));
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome', 'sigla'] });
    expect(bad.errors![0]!.extensions!.fields![1]!.message).toBe('The field abbreviation must have at most 10 characters.');
    expect(failure(await save(t.app, tokens.admin, 'departamento', { nome: 'diretoria' }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
  });

  it('a position: its sector must exist and be active; principal marks a main position', async () => {
    const setor = await saved(t.app, tokens.admin, 'setor', { nome: unique('Setor') });
    const cargo = await saved(t.app, tokens.admin, 'cargo', { nome: unique('Cargo'), setor: setor.id, principal: true });
    expect(cargo).toMatchObject({ principal: true, active: true, setor: { id: setor.id, nome: setor.nome, divisao: null } });
    expect(failure(await save(t.app, tokens.admin, 'cargo', { nome: unique('Cargo'), setor: '999999' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['setor'] });
    expect(failure(await save(t.app, tokens.admin, 'cargo', { nome: 'vendedor' }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    const off = await call('mutation($id: ID!) { inativarCargo(id: $id) { active } }', { id: cargo.id });
    expect(off.data).toEqual({ inativarCargo: { active: false } });
    expect((await audit('cargo', cargo.id)).map((a) => a.acao)).toEqual(['CRIAR', 'INATIVAR']);
  });

  it('a dismissal reason: motivo required and unique; the user form lists only the active ones', async () => {
    expect(failure(await save(t.app, tokens.admin, 'desligamento', { motivo: ' ' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['motivo'] });
    expect(failure(await save(t.app, tokens.admin, 'desligamento', { motivo: 'término de contrato' }))).toEqual({ code: 'CONFLICT', fields: ['motivo'] });
    const d = await saved(t.app, tokens.admin, 'desligamento', { motivo: unique('Aposentadoria') });
    const listed = async () =>
      ((await call('{ desligamentos { id motivo } }', {}, tokens.montadora)).data as { desligamentos: { id: string }[] }).desligamentos.map((x) => x.id);
    expect(await listed()).toContain(d.id);
    await call('mutation($id: ID!) { inativarDesligamento(id: $id) { id } }', { id: d.id });
    expect(await listed()).not.toContain(d.id);
    expect((await audit('desligamento', d.id)).map((a) => a.acao)).toEqual(['CRIAR', 'INATIVAR']);
  });

  it('an economic group: name required and unique, activate/inactivate audited', async () => {
    expect(failure(await save(t.app, tokens.admin, 'grupoEconomico', { nome: 'aurora holding' }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    const g = await saved(t.app, tokens.admin, 'grupoEconomico', { nome: unique('Holding') });
    await call('mutation($id: ID!) { inativarGrupoEconomico(id: $id) { id } }', { id: g.id });
    await call('mutation($id: ID!) { ativarGrupoEconomico(id: $id) { id } }', { id: g.id });
    expect((await audit('grupoEconomico', g.id)).map((a) => a.acao)).toEqual(['CRIAR', 'INATIVAR', 'ATIVAR']);
  });
});

describe('uniqueness under concurrent saves', () => {
  it('two saves of the same new name at once store exactly one, also where no unique index exists (brands)', async () => {
    const nome = unique('Marca simultânea');
    const results = await Promise.all([0, 1, 2].map(() => save(t.app, tokens.admin, 'marca', { nome })));
    expect(results.map((r) => failure(r).code ?? 'OK').sort()).toEqual(['CONFLICT', 'CONFLICT', 'OK']);
    expect(await q('select id from marcas where nome = $1', [nome])).toHaveLength(1);
  });
});

describe('user types', () => {
  it('only the name of the fixed types changes: required, unique, audited', async () => {
    const res = await call('{ tiposUsuarioPagina(filtro: { rowsPerPage: 10 }) { totalElements content { id } } }');
    expect(res.data).toMatchObject({ tiposUsuarioPagina: { totalElements: 3 } });
    const renamed = await saved(t.app, tokens.admin, 'tipoUsuario', { id: 'DEALER_GRUPO', nome: 'Concessionária/Grupo' });
    expect(renamed).toEqual({ id: 'DEALER_GRUPO', nome: 'Concessionária/Grupo' });
    expect(failure(await save(t.app, tokens.admin, 'tipoUsuario', { id: 'MONTADORA', nome: '' }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(failure(await save(t.app, tokens.admin, 'tipoUsuario', { id: 'MONTADORA', nome: 'concessionária/grupo' }))).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    expect(await audit('tipoUsuario', 'DEALER_GRUPO')).toMatchObject([
      {
        acao: 'ALTERAR',
        antes: { id: 'DEALER_GRUPO', nome: 'Dealer/Grupo', nomeEn: 'Dealer/Group' },
        depois: { id: 'DEALER_GRUPO', nome: 'Concessionária/Grupo', nomeEn: 'Concessionária/Grupo (en)' },
      },
    ]);
    // No type is created: the id is the fixed enum.
    expect(failure(await save(t.app, tokens.admin, 'tipoUsuario', { id: 'OUTRO', nome: 'x' })).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
