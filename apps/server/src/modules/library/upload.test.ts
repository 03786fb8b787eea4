import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens } from '../../test/graphql.js';
import { fresh } from '../user-groups/testing.js';
import { failure, grupoDe, insertArquivo, nomesEm, novaPasta, novoArquivo, ok, pessoa, upload, type ItemOut, type Pessoa } from './testing.js';

/** uploadArquivos: attaching uploaded files to folders (spec 02 §2 upload modal, §3, §7). */
let t: TestApp;
let gestor: Pessoa;
let outroGestor: Pessoa;
let docs: ItemOut;
let normas: ItemOut;

beforeAll(async () => {
  t = await buildTestApp();
  const tokens = await demoTokens(t.app);
  gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  outroGestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  const g = await grupoDe(t.app, tokens.admin, [gestor.id]);
  docs = await novaPasta(t.app, gestor.token, { nome: 'Docs', leitura: [g] });
  normas = await novaPasta(t.app, gestor.token, { nome: 'Normas', idPai: docs.id });
});
afterAll(() => t?.close());

const arquivoRow = async (id: string) =>
  (await t.database.pool.query<{ anexado: boolean }>(`select anexado_em is not null as anexado from arquivos where id = $1`, [id])).rows[0];

describe('uploadArquivos', () => {
  it('attaches several files to their folders in one call: items, paths, contents, attach mark, parents touched; audited', async () => {
    const a = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'manual.pdf', texto: 'Manual de garantia' });
    const b = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'tabela.xlsx', tipoConteudo: 'application/zip' });
    const antes = (await t.database.pool.query(`select ultima_modificacao from itens_biblioteca where id = $1`, [normas.id])).rows[0].ultima_modificacao;
    const res = await ok(
      upload(t.app, gestor.token, [
        { idArquivo: a.id, nome: ' Manual 2025.pdf ', idPastaPai: normas.id },
        { idArquivo: b.id, nome: 'tabela.xlsx', idPastaPai: docs.id },
      ]),
    );
    const [ia, ib] = res.uploadArquivos;
    expect([ia!.nome, ia!.pasta, ia!.pastaPai?.id, ia!.arquivo?.id]).toEqual(['Manual 2025.pdf', false, normas.id, a.id]);
    expect(ia!.breadcrumb.map((x) => x.nome)).toEqual(['Docs', 'Normas', 'Manual 2025.pdf']);
    expect(ib!.pastaPai?.id).toBe(docs.id);
    const row = (await t.database.pool.query(`select caminho, conteudo from itens_biblioteca where id = $1`, [ia!.id])).rows[0];
    expect(row).toEqual({ caminho: [Number(docs.id), Number(normas.id), Number(ia!.id)], conteudo: 'Manual de garantia' });
    expect(await arquivoRow(a.id)).toEqual({ anexado: true });
    expect(await arquivoRow(b.id)).toEqual({ anexado: true });
    const depois = (await t.database.pool.query(`select ultima_modificacao from itens_biblioteca where id = $1`, [normas.id])).rows[0].ultima_modificacao;
    expect(new Date(depois).getTime()).toBeGreaterThan(new Date(antes).getTime());
    const audit = await t.database.pool.query(`select count(*)::int as n from auditoria where entidade = 'itemBiblioteca' and acao = 'CRIAR' and entidade_id = any($1)`, [
      [ia!.id, ib!.id],
    ]);
    expect(audit.rows[0].n).toBe(2);
  });

  it("someone else's upload, or an unknown one, is NOT_FOUND; a malformed id BAD_USER_INPUT", async () => {
    const alheio = await insertArquivo(t.database, { enviadoPorId: outroGestor.id, nome: 'alheio.pdf' });
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: alheio.id, nome: 'alheio.pdf', idPastaPai: docs.id }])).code).toBe('NOT_FOUND');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: unknown, nome: 'x.pdf', idPastaPai: docs.id }])).code).toBe('NOT_FOUND');
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: 'x', nome: 'x.pdf', idPastaPai: docs.id }]))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['idArquivo'],
    });
    expect(await arquivoRow(alheio.id)).toEqual({ anexado: false });
  });

  it('the file must be a library upload, not attached yet, given once', async () => {
    const outroTipo = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'avatar.png', tipoConteudo: 'image/png', tipoArquivo: 'AVATAR' });
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: outroTipo.id, nome: 'avatar.png', idPastaPai: docs.id }]))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['idArquivo'],
    });
    const item = await novoArquivo(t.app, t.database, gestor, docs.id, { nome: `anexado-${fresh()}.pdf` });
    const again = await upload(t.app, gestor.token, [{ idArquivo: item.arquivo!.id, nome: `outro-${fresh()}.pdf`, idPastaPai: normas.id }]);
    expect(failure(again)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idArquivo'] });
    const a = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'duas.pdf' });
    const twice = await upload(t.app, gestor.token, [
      { idArquivo: a.id, nome: 'duas.pdf', idPastaPai: docs.id },
      { idArquivo: a.id, nome: 'duas.pdf', idPastaPai: normas.id },
    ]);
    expect(failure(twice)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idArquivo'] });
  });

  it('a name already in the folder is a CONFLICT saying the file exists (also within one call, any case)', async () => {
    await novoArquivo(t.app, t.database, gestor, normas.id, { nome: 'existente.pdf' });
    const a = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'existente.pdf' });
    const res = await upload(t.app, gestor.token, [{ idArquivo: a.id, nome: 'EXISTENTE.pdf', idPastaPai: normas.id }]);
    expect(failure(res)).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    expect(res.errors![0]!.message).toBe('O arquivo EXISTENTE.pdf já existe nesta pasta.');
    const b = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'par.pdf' });
    const c = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'par.pdf' });
    const pair = await upload(t.app, gestor.token, [
      { idArquivo: b.id, nome: 'par.pdf', idPastaPai: docs.id },
      { idArquivo: c.id, nome: 'Par.pdf', idPastaPai: docs.id },
    ]);
    expect(failure(pair)).toEqual({ code: 'CONFLICT', fields: ['nome'] });
  });

  it('all or nothing: one bad file attaches none', async () => {
    const good = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'bom.pdf' });
    const bad = await insertArquivo(t.database, { enviadoPorId: outroGestor.id, nome: 'ruim.pdf' });
    const res = await upload(t.app, gestor.token, [
      { idArquivo: good.id, nome: 'bom.pdf', idPastaPai: docs.id },
      { idArquivo: bad.id, nome: 'ruim.pdf', idPastaPai: docs.id },
    ]);
    expect(failure(res).code).toBe('NOT_FOUND');
    expect(await arquivoRow(good.id)).toEqual({ anexado: false });
    expect(await nomesEm(t.app, gestor.token, docs.id)).not.toContain('bom.pdf');
  });

  it('name, target folder and list are checked', async () => {
    const a = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'relatorio.pdf' });
    // The name keeps an accepted extension, the uploaded file's own.
    for (const nome of ['relatorio.html', 'relatorio.docx', 'relatorio']) {
      expect(failure(await upload(t.app, gestor.token, [{ idArquivo: a.id, nome, idPastaPai: docs.id }])), nome).toEqual({
        code: 'BAD_USER_INPUT',
        fields: ['nome'],
      });
    }
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: a.id, nome: '  ', idPastaPai: docs.id }])).fields).toEqual(['nome']);
    const file = await novoArquivo(t.app, t.database, gestor, docs.id);
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: a.id, nome: 'relatorio.pdf', idPastaPai: file.id }]))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['idPastaPai'],
    });
    expect(failure(await upload(t.app, gestor.token, [{ idArquivo: a.id, nome: 'relatorio.pdf', idPastaPai: '999999' }])).code).toBe('NOT_FOUND');
    expect(failure(await upload(t.app, gestor.token, []))).toEqual({ code: 'BAD_USER_INPUT', fields: ['arquivos'] });
    expect(await arquivoRow(a.id)).toEqual({ anexado: false });
  });
});
