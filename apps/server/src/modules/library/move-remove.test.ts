import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql } from '../../test/graphql.js';
import { fresh } from '../user-groups/testing.js';
import { failure, grupoDe, ITEM_FIELDS, nomesEm, novaPasta, novoArquivo, ok, pessoa, storageOf, type ItemOut, type Pessoa } from './testing.js';

/** moverItemBiblioteca and excluirItemBiblioteca (spec 02 §4 "Move", "Library selection rules"). */
let t: TestApp;
let dataDir: string;
let gestor: Pessoa;
let escritor: Pessoa;
let leitor: Pessoa;
let outsider: Pessoa;
let gEscrita: string;
let gLeitura: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biblioteca-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const tokens = await demoTokens(t.app);
  gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  escritor = await pessoa(t.app, t.database);
  leitor = await pessoa(t.app, t.database);
  outsider = await pessoa(t.app, t.database);
  gEscrita = await grupoDe(t.app, tokens.admin, [escritor.id]);
  gLeitura = await grupoDe(t.app, tokens.admin, [leitor.id]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MOVER = `mutation($id: ID!, $d: ID) { moverItemBiblioteca(idItemBiblioteca: $id, idNovaLocalizacao: $d) { id nome pastaPai { id nome } } }`;
const mover = (who: Pessoa, id: string, d: string | null) =>
  gql<{ moverItemBiblioteca: { id: string; nome: string; pastaPai: { id: string; nome: string } | null } }>(t.app, MOVER, {
    token: who.token,
    variables: { id, d },
  });
const caminho = async (id: string) =>
  (await t.database.pool.query<{ caminho: number[] }>(`select caminho from itens_biblioteca where id = $1`, [id])).rows[0]?.caminho;
const ids = (...items: ItemOut[]) => items.map((i) => Number(i.id));

/** W (escritor writes, leitor reads) with A/A1/doc.pdf, B and f.pdf inside. */
async function arvore() {
  const w = await novaPasta(t.app, gestor.token, { nome: `W ${fresh()}`, escrita: [gEscrita], leitura: [gLeitura] });
  const a = await novaPasta(t.app, gestor.token, { nome: 'A', idPai: w.id });
  const a1 = await novaPasta(t.app, gestor.token, { nome: 'A1', idPai: a.id });
  const doc = await novoArquivo(t.app, t.database, gestor, a1.id, { nome: 'doc.pdf' });
  const b = await novaPasta(t.app, gestor.token, { nome: 'B', idPai: w.id });
  const f = await novoArquivo(t.app, t.database, gestor, w.id, { nome: 'f.pdf' });
  return { w, a, a1, doc, b, f };
}

describe('moverItemBiblioteca', () => {
  it("moves a folder with its subtree: every descendant's path is rewritten; audited", async () => {
    const { w, a, a1, doc, b } = await arvore();
    const res = await ok(mover(escritor, a.id, b.id));
    expect(res.moverItemBiblioteca).toEqual({ id: a.id, nome: 'A', pastaPai: { id: b.id, nome: 'B' } });
    expect(await caminho(a.id)).toEqual(ids(w, b, a));
    expect(await caminho(a1.id)).toEqual(ids(w, b, a, a1));
    expect(await caminho(doc.id)).toEqual(ids(w, b, a, a1, doc));
    expect(await nomesEm(t.app, escritor.token, b.id)).toEqual(['A']);
    expect(await nomesEm(t.app, escritor.token, w.id)).toEqual(['B', 'f.pdf']);
    const items = (await ok(gql<{ itemsPorPasta: ItemOut[] }>(t.app, `{ itemsPorPasta(idPastaPai: "${a1.id}") { ${ITEM_FIELDS} } }`, { token: leitor.token })))
      .itemsPorPasta;
    expect(items[0]!.breadcrumb.map((x) => x.nome)).toEqual([w.nome, 'B', 'A', 'A1', 'doc.pdf']);
    const audit = await t.database.pool.query(`select depois from auditoria where entidade = 'itemBiblioteca' and entidade_id = $1 and acao = 'MOVER'`, [a.id]);
    expect(audit.rows[0].depois).toEqual({ pastaPaiId: Number(b.id), caminho: ids(w, b, a) });
  });

  it('moves a file between folders', async () => {
    const { w, b, f } = await arvore();
    expect((await ok(mover(escritor, f.id, b.id))).moverItemBiblioteca.pastaPai?.id).toBe(b.id);
    expect(await caminho(f.id)).toEqual(ids(w, b, f));
  });

  it('refuses the item itself, a folder inside it and its current parent', async () => {
    const { w, a, a1, b } = await arvore();
    const field = { code: 'BAD_USER_INPUT', fields: ['idNovaLocalizacao'] };
    expect(failure(await mover(escritor, a.id, a.id))).toEqual(field);
    expect(failure(await mover(escritor, a.id, a1.id))).toEqual(field);
    expect(failure(await mover(escritor, a.id, w.id))).toEqual(field);
    expect(failure(await mover(escritor, b.id, '0'))).toEqual({ code: 'FORBIDDEN', fields: [] });
    // Nothing moved.
    expect(await caminho(a1.id)).toEqual(ids(w, a, a1));
  });

  it('the root: folders only, managers only; a root folder is refused its own place', async () => {
    const { w, a, f } = await arvore();
    expect(failure(await mover(gestor, f.id, null))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idNovaLocalizacao'] });
    expect((await ok(mover(gestor, a.id, '0'))).moverItemBiblioteca.pastaPai).toBeNull();
    expect(await caminho(a.id)).toEqual(ids(a));
    expect(failure(await mover(gestor, w.id, null))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idNovaLocalizacao'] });
  });

  it('needs write on the item and on the destination; unreadable ones are NOT_FOUND', async () => {
    const { a, b } = await arvore();
    expect(failure(await mover(leitor, a.id, b.id)).code).toBe('FORBIDDEN');
    expect(failure(await mover(outsider, a.id, b.id)).code).toBe('NOT_FOUND');
    const readOnly = await novaPasta(t.app, gestor.token, { leitura: [gEscrita] });
    expect(failure(await mover(escritor, a.id, readOnly.id)).code).toBe('FORBIDDEN');
    const hidden = await novaPasta(t.app, gestor.token, { leitura: [gLeitura] });
    expect(failure(await mover(escritor, a.id, hidden.id)).code).toBe('NOT_FOUND');
  });

  it('the destination must be a folder without an item of the same name', async () => {
    const { a, b, f } = await arvore();
    expect(failure(await mover(escritor, a.id, f.id))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idNovaLocalizacao'] });
    await novaPasta(t.app, gestor.token, { nome: 'a', idPai: b.id });
    const dup = await mover(escritor, a.id, b.id);
    expect(failure(dup)).toEqual({ code: 'CONFLICT', fields: ['idNovaLocalizacao'] });
    expect(dup.errors![0]!.message).toBe('Já existe um item chamado A na pasta de destino.');
  });
});

describe('excluirItemBiblioteca', () => {
  const excluir = (who: Pessoa, id: string) => gql<{ excluirItemBiblioteca: boolean }>(t.app, `mutation { excluirItemBiblioteca(idItem: "${id}") }`, { token: who.token });

  it('removes a folder with its subtree, grants, downloads and stored files (objects and thumbnails)', async () => {
    const store = storageOf(t.app).store;
    const x = await novaPasta(t.app, gestor.token, { nome: `X ${fresh()}`, escrita: [gEscrita] });
    const x1 = await novaPasta(t.app, gestor.token, { nome: 'X1', idPai: x.id, leitura: [gLeitura] });
    const foto = await novoArquivo(t.app, t.database, gestor, x1.id, { nome: 'foto.png', tipoConteudo: 'image/png', miniatura: true, store });
    const doc = await novoArquivo(t.app, t.database, gestor, x.id, { nome: 'doc.pdf', store });
    await ok(gql(t.app, `mutation { gerarLinkDownloadByItemBiblioteca(id: "${doc.id}") }`, { token: escritor.token }));
    await ok(gql(t.app, `mutation { gerarLinkDownloadByItemBiblioteca(id: "${foto.id}") }`, { token: leitor.token }));
    const keys = (await t.database.pool.query<{ chave: string; miniatura_chave: string | null }>(
      `select chave, miniatura_chave from arquivos where id = any($1::uuid[])`,
      [[foto.arquivo!.id, doc.arquivo!.id]],
    )).rows.flatMap((r) => [r.chave, r.miniatura_chave]).filter((k): k is string => !!k);
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(await store.size(k)).not.toBeNull();

    expect((await ok(excluir(escritor, x.id))).excluirItemBiblioteca).toBe(true);
    const count = async (q: string, p: unknown[]) => (await t.database.pool.query<{ n: number }>(q, p)).rows[0]!.n;
    expect(await count(`select count(*)::int as n from itens_biblioteca where id = any($1::int[])`, [[x.id, x1.id, foto.id, doc.id]])).toBe(0);
    expect(await count(`select count(*)::int as n from permissoes_pasta where pasta_id = any($1::int[])`, [[x.id, x1.id]])).toBe(0);
    expect(await count(`select count(*)::int as n from downloads_biblioteca where item_id = any($1::int[])`, [[foto.id, doc.id]])).toBe(0);
    expect(await count(`select count(*)::int as n from arquivos where id = any($1::uuid[])`, [[foto.arquivo!.id, doc.arquivo!.id]])).toBe(0);
    for (const k of keys) expect(await store.size(k)).toBeNull();
    const audit = await t.database.pool.query(`select antes from auditoria where entidade = 'itemBiblioteca' and entidade_id = $1 and acao = 'REMOVER'`, [x.id]);
    expect(audit.rows[0].antes).toMatchObject({ nome: x.nome, pasta: true, itens: 4 });
  });

  it('removes a single file; its folder stays', async () => {
    const { w, f } = await arvore();
    await ok(excluir(escritor, f.id));
    expect(await nomesEm(t.app, escritor.token, w.id)).toEqual(['A', 'B']);
  });

  it('needs write; unreadable is NOT_FOUND; bad ids are BAD_USER_INPUT', async () => {
    const { a } = await arvore();
    expect(failure(await excluir(leitor, a.id)).code).toBe('FORBIDDEN');
    expect(failure(await excluir(outsider, a.id)).code).toBe('NOT_FOUND');
    expect(failure(await excluir(gestor, 'abc'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idItem'] });
    expect(await caminho(a.id)).toBeDefined();
  });
});
