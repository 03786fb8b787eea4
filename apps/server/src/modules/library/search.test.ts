import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql } from '../../test/graphql.js';
import { BUSCA_MAX_RESULTADOS, LEITOR_AMPLO, tsqueryOf } from './busca.service.js';
import { failure, grupoDe, novaPasta, novoArquivo, ok, pessoa, type ItemOut, type Pessoa } from './testing.js';

/**
 * Library search: names and contents, Portuguese stemming with accents ignored (portal_pt),
 * prefix terms, every word required, readable items only, best match first, paged.
 */
let t: TestApp;
let admin: Pessoa;
let leitor: Pessoa;
let gestor: Pessoa;
let contrato: ItemOut;

beforeAll(async () => {
  t = await buildTestApp();
  const tokens = await demoTokens(t.app);
  const adminId = (await t.database.pool.query<{ id: number }>(`select id from usuarios where email = 'admin@portal.test'`)).rows[0]!.id;
  admin = { id: adminId, token: tokens.admin };
  leitor = await pessoa(t.app, t.database);
  gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  const g = await grupoDe(t.app, tokens.admin, [leitor.id]);
  const docs = await novaPasta(t.app, admin.token, { nome: 'Documentos', leitura: [g] });
  const outros = await grupoDe(t.app, tokens.admin, [(await pessoa(t.app, t.database)).id]);
  const secreto = await novaPasta(t.app, admin.token, { nome: 'Secreto', leitura: [outros] });
  await novaPasta(t.app, admin.token, { nome: 'Relatórios antigos', idPai: docs.id });
  await novoArquivo(t.app, t.database, admin, docs.id, { nome: 'Relatórios anuais.pdf' });
  // Text already extracted when the file is attached: copied into the item.
  contrato = await novoArquivo(t.app, t.database, admin, docs.id, {
    nome: 'contrato.pdf',
    texto: 'A política de férias dos funcionários da concessionária.',
  });
  await novoArquivo(t.app, t.database, admin, secreto.id, { nome: 'Relatório secreto.pdf' });
  await novoArquivo(t.app, t.database, admin, docs.id, { nome: 'Orçamento 2025.xlsx' });
  // Text extracted after the attach: reaches the item through the trigger on arquivos.texto.
  const planilha = await novoArquivo(t.app, t.database, admin, docs.id, { nome: 'planilha.xlsx' });
  await t.database.pool.query(`update arquivos set texto = 'Revisão do orçamento regional' where id = $1`, [planilha.arquivo!.id]);
});
afterAll(() => t?.close());

const PAGED = `query($f: BuscaBibliotecaFiltro!) { buscaBibliotecaPaged(filterInput: $f) { content { id nome pasta } totalElements } }`;
async function busca(who: Pessoa, texto: string, page?: { page?: number; rowsPerPage?: number }) {
  const data = await ok(
    gql<{ buscaBibliotecaPaged: { content: ItemOut[]; totalElements: number } }>(t.app, PAGED, {
      token: who.token,
      variables: { f: { busca: texto, rowsPerPage: 15, ...page } },
    }),
  );
  return data.buscaBibliotecaPaged;
}
const nomes = async (who: Pessoa, texto: string) => (await busca(who, texto)).content.map((i) => i.nome);

describe('tsqueryOf', () => {
  it('keeps words only, each a prefix term, all required; nothing for a blank text', () => {
    expect(tsqueryOf('Relatório  anual')).toBe('relatório:* & anual:*');
    expect(tsqueryOf(`a&b | !c ('d'):* <-> "e"`)).toBe('a:* & b:* & c:* & d:* & e:*');
    expect(tsqueryOf('   ')).toBeNull();
    expect(tsqueryOf('&|!():*')).toBeNull();
  });
});

describe('buscaBibliotecaPaged', () => {
  it('finds names regardless of accents, case, plural and word endings', async () => {
    for (const texto of ['relatorio', 'RELATÓRIOS', 'relat', 'relatórios anu']) {
      expect(await nomes(leitor, texto), texto).toEqual(expect.arrayContaining(['Relatórios anuais.pdf']));
    }
    // Folders are found too.
    expect(await nomes(leitor, 'antigos')).toEqual(['Relatórios antigos']);
    // Every word is required (snowball stems 'anuais' to 'anu' but 'anual' to 'anual': a stemmer limit).
    expect(await nomes(leitor, 'relatorio anuais')).toEqual(['Relatórios anuais.pdf']);
  });

  it('finds contents, extracted before or after the attach', async () => {
    expect(await nomes(leitor, 'ferias')).toEqual(['contrato.pdf']);
    expect(await nomes(leitor, 'funcionario')).toEqual(['contrato.pdf']);
    expect(await nomes(leitor, 'concessionarias')).toEqual(['contrato.pdf']);
    expect(await nomes(leitor, 'revisao regional')).toEqual(['planilha.xlsx']);
  });

  it('ranks a name match above a contents match', async () => {
    expect(await nomes(leitor, 'orcamento')).toEqual(['Orçamento 2025.xlsx', 'planilha.xlsx']);
  });

  it('answers readable items only', async () => {
    expect(await nomes(leitor, 'secreto')).toEqual([]);
    expect(await nomes(leitor, 'relatorio')).not.toContain('Relatório secreto.pdf');
    expect(await nomes(gestor, 'relatorio')).toEqual(expect.arrayContaining(['Relatório secreto.pdf', 'Relatórios anuais.pdf']));
    const outsider = await pessoa(t.app, t.database);
    expect(await nomes(outsider, 'relatorio')).toEqual([]);
  });

  it('blank text or tsquery syntax answers safely', async () => {
    expect(await busca(leitor, '   ')).toEqual({ content: [], totalElements: 0 });
    expect(await nomes(leitor, `contrato & !'):*`)).toEqual(['contrato.pdf']);
  });

  it('pages with the total of every page', async () => {
    const first = await busca(leitor, 'relatorio', { page: 0, rowsPerPage: 1 });
    const second = await busca(leitor, 'relatorio', { page: 1, rowsPerPage: 1 });
    const beyond = await busca(leitor, 'relatorio', { page: 9, rowsPerPage: 1 });
    expect([first.totalElements, second.totalElements, beyond.totalElements]).toEqual([2, 2, 2]);
    expect(new Set([...first.content, ...second.content].map((i) => i.nome))).toEqual(new Set(['Relatórios anuais.pdf', 'Relatórios antigos']));
    expect(beyond.content).toEqual([]);
    const res = await gql(t.app, PAGED, { token: leitor.token, variables: { f: { busca: 'x', rowsPerPage: 101 } } });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['rowsPerPage'] });
  });

  it('a word matching more readable items than it ranks: the newest BUSCA_MAX_RESULTADOS matches, ranked, and that total', async () => {
    const n = BUSCA_MAX_RESULTADOS + 1;
    /** n folders named `<prefix> k` in `pastaId`, one a minute from `desde` (k = 1 the oldest); the word twice in `dobro`. */
    const circulares = (pastaId: string, prefix: string, desde: string, dobro: number[]) =>
      t.database.pool.query(
        `insert into itens_biblioteca (id, nome, pasta, pasta_pai_id, caminho, proprietario_id, ultima_modificacao)
         select x.id, $3 || case when k = any($5::int[]) then ' circular ' else ' ' end || k, true, p.id, p.caminho || x.id::int, $2,
                $4::timestamptz + k * interval '1 minute'
           from (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id')) id, k from generate_series(1, $6::int) k) x,
                itens_biblioteca p where p.id = $1`,
        [pastaId, admin.id, prefix, desde, dobro, n],
      );
    // One more readable match than the search ranks; the word twice in the oldest (the best
    // ts_rank of all) and in one in the middle.
    const lidas = await novaPasta(t.app, admin.token, { nome: 'Avisos', idPai: contrato.pastaPai!.id });
    await circulares(lidas.id, 'Circular', '2025-01-01', [1, 50]);
    // Newer matches the reader cannot read take no place in the sample.
    const fechada = await novaPasta(t.app, admin.token, { nome: 'Avisos fechados', leitura: [await grupoDe(t.app, admin.token, [gestor.id])] });
    await circulares(fechada.id, 'Circular fechada', '2026-01-01', []);

    const all = await busca(leitor, 'circular', { rowsPerPage: 100, page: 0 });
    expect(all.totalElements).toBe(BUSCA_MAX_RESULTADOS);
    // The oldest match is left out, best rank or not; the better one in the sample comes first,
    // then newest first.
    const newestFirst = Array.from({ length: n - 1 }, (_, i) => `Circular ${n - i}`).filter((nome) => nome !== 'Circular 50');
    expect(all.content.map((i) => i.nome)).toEqual(['Circular circular 50', ...newestFirst]);
    // Pages of the same sample; past its end, the same total and nothing.
    const second = await busca(leitor, 'circular', { rowsPerPage: 10, page: 1 });
    expect(second).toEqual({ content: all.content.slice(10, 20), totalElements: BUSCA_MAX_RESULTADOS });
    expect(await busca(leitor, 'circular', { rowsPerPage: 10, page: 10 })).toEqual({ content: [], totalElements: BUSCA_MAX_RESULTADOS });

    // A reader of thousands of items (LEITOR_AMPLO) is searched with the permission test as a
    // filter rather than an index condition: the same answers, the closed folder still unseen.
    await t.database.pool.query(
      `insert into itens_biblioteca (id, nome, pasta, pasta_pai_id, caminho, proprietario_id)
       select x.id, 'Ficha ' || k, true, p.id, p.caminho || x.id::int, $2
         from (select nextval(pg_get_serial_sequence('itens_biblioteca', 'id')) id, k from generate_series(1, $3::int) k) x,
              itens_biblioteca p where p.id = $1`,
      [lidas.id, admin.id, LEITOR_AMPLO + 500],
    );
    await t.database.pool.query('analyze itens_biblioteca');
    expect(await busca(leitor, 'circular', { rowsPerPage: 100, page: 0 })).toEqual(all);
    expect(await nomes(leitor, 'fechada')).toEqual([]);
    expect(await nomes(leitor, 'ferias')).toEqual(['contrato.pdf']);
  });

  it('buscaBiblioteca answers the same search unpaged', async () => {
    const data = await ok(gql<{ buscaBiblioteca: ItemOut[] }>(t.app, '{ buscaBiblioteca(texto: "ferias") { id nome } }', { token: leitor.token }));
    expect(data.buscaBiblioteca).toEqual([{ id: contrato.id, nome: 'contrato.pdf' }]);
  });
});

describe('the web’s search document', () => {
  it('passes the depth limit: a fragment spread adds no depth (only nested fields do)', async () => {
    // The shape of apps/web/src/features/library/library.queries.ts: the item's fields in a fragment.
    const doc = `query($f: BuscaBibliotecaFiltro!) { buscaBibliotecaPaged(filterInput: $f) { content { ...Item __typename } totalElements } }
      fragment Item on ItemBiblioteca { id nome permissoes { id grupoUsuarios { id nome __typename } permissaoAcessoPasta { id } } breadcrumb { id nome } }`;
    const res = await gql<{ buscaBibliotecaPaged: { content: ItemOut[] } }>(t.app, doc, {
      token: leitor.token,
      variables: { f: { busca: 'contrato', rowsPerPage: 5 } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.buscaBibliotecaPaged.content.map((i) => i.nome)).toEqual(['contrato.pdf']);
  });
});
