import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import {
  failure,
  grupoDe,
  insertArquivo,
  ITEM_FIELDS,
  nivel,
  nomesEm,
  novaPasta,
  novoArquivo,
  ok,
  pessoa,
  storageOf,
  type ItemOut,
  type Pessoa,
} from './testing.js';

/**
 * Row-level access (library.policy.ts): grants to user groups on folders, inherited down the
 * path; the highest level of the caller's groups wins; managers write everywhere; an item the
 * caller cannot read does not exist for them.
 *
 * R1 (G1 read)            R2 (G3 read)          R3 (G4 read + write in one form)
 *  ├ L2 (G2 write)          ├ S2 (G1 write)
 *  │  └ L3                  └ r2.pdf
 *  │     ├ Z (folder)
 *  │     ├ f3.pdf
 *  │     └ foto.png (thumbnail)
 *  └ L2b
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let admin: Pessoa;
const p: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'n' | 'gestor', Pessoa> = {} as never;
const g: Record<string, string> = {};
const it_: Record<string, ItemOut> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const adminId = (await t.database.pool.query<{ id: number }>(`select id from usuarios where email = 'admin@portal.test'`)).rows[0]!.id;
  admin = { id: adminId, token: tokens.admin };
  for (const k of ['a', 'b', 'c', 'd', 'e', 'n'] as const) p[k] = await pessoa(t.app, t.database);
  p.gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  g.g1 = await grupoDe(t.app, tokens.admin, [p.a.id, p.c.id]);
  g.g2 = await grupoDe(t.app, tokens.admin, [p.b.id, p.c.id]);
  g.g3 = await grupoDe(t.app, tokens.admin, [p.d.id]);
  g.g4 = await grupoDe(t.app, tokens.admin, [p.e.id]);

  it_.r1 = await novaPasta(t.app, admin.token, { nome: 'R1', leitura: [g.g1] });
  it_.l2 = await novaPasta(t.app, admin.token, { nome: 'L2', idPai: it_.r1.id, escrita: [g.g2] });
  it_.l3 = await novaPasta(t.app, admin.token, { nome: 'L3', idPai: it_.l2.id });
  it_.z = await novaPasta(t.app, admin.token, { nome: 'Z', idPai: it_.l3.id });
  it_.f3 = await novoArquivo(t.app, t.database, admin, it_.l3.id, { nome: 'f3.pdf' });
  it_.foto = await novoArquivo(t.app, t.database, admin, it_.l3.id, { nome: 'foto.png', tipoConteudo: 'image/png', miniatura: true });
  it_.l2b = await novaPasta(t.app, admin.token, { nome: 'L2b', idPai: it_.r1.id });
  it_.r2 = await novaPasta(t.app, admin.token, { nome: 'R2', leitura: [g.g3] });
  it_.s2 = await novaPasta(t.app, admin.token, { nome: 'S2', idPai: it_.r2.id, escrita: [g.g1] });
  it_.r2pdf = await novoArquivo(t.app, t.database, admin, it_.r2.id, { nome: 'r2.pdf' });
  it_.r3 = (
    await ok(
      gql<{ criarNovaPasta: ItemOut }>(t.app, `mutation($p: NovaPastaInput!) { criarNovaPasta(novaPasta: $p) { ${ITEM_FIELDS} } }`, {
        token: admin.token,
        variables: {
          p: {
            nome: 'R3',
            idsGrupoAcesso: [g.g4],
            tiposAcesso: [
              { idGrupoAcesso: g.g4, permissao: 'LEITURA_ESCRITA' },
              { idGrupoAcesso: g.g4, permissao: 'LEITURA' },
            ],
          },
        },
      }),
    )
  ).criarNovaPasta;
});
afterAll(() => t?.close());

const PASTA = `query($id: ID!) { pasta(idPasta: $id) { ${ITEM_FIELDS} } }`;
const pasta = (who: Pessoa, id: string) => gql<{ pasta: ItemOut }>(t.app, PASTA, { token: who.token, variables: { id } });
/** The caller's level on a folder, or the error code. */
async function levelOn(who: Pessoa, id: string): Promise<string | undefined> {
  const res = await pasta(who, id);
  return res.errors ? res.errors[0]!.extensions!.code : nivel(res.data!.pasta);
}
/** The caller's level on any item, read from its folder's listing. */
async function levelInList(who: Pessoa, parent: string, id: string): Promise<string | undefined> {
  const res = await gql<{ itemsPorPasta: ItemOut[] }>(t.app, `query($id: ID) { itemsPorPasta(idPastaPai: $id) { ${ITEM_FIELDS} } }`, {
    token: who.token,
    variables: { id: parent },
  });
  if (res.errors) return res.errors[0]!.extensions!.code;
  const item = res.data!.itemsPorPasta.find((i) => i.id === id);
  return item ? nivel(item) : 'ABSENT';
}

describe('levels through groups', () => {
  it('read is inherited down three levels, files included', async () => {
    for (const id of [it_.r1!.id, it_.l2!.id, it_.l3!.id, it_.z!.id]) expect(await levelOn(p.a, id)).toBe('LEITURA');
    expect(await levelInList(p.a, it_.l3!.id, it_.f3!.id)).toBe('LEITURA');
  });

  it('write granted below a folder applies from there down only', async () => {
    expect(await levelOn(p.b, it_.r1!.id)).toBe('NOT_FOUND');
    expect(await levelOn(p.b, it_.l2!.id)).toBe('LEITURA_ESCRITA');
    expect(await levelOn(p.b, it_.z!.id)).toBe('LEITURA_ESCRITA');
    expect(await levelInList(p.b, it_.l3!.id, it_.f3!.id)).toBe('LEITURA_ESCRITA');
    expect(await levelOn(p.b, it_.l2b!.id)).toBe('NOT_FOUND');
  });

  it('a user in two groups gets the highest level of each item', async () => {
    expect(await levelOn(p.c, it_.r1!.id)).toBe('LEITURA');
    expect(await levelOn(p.c, it_.l2!.id)).toBe('LEITURA_ESCRITA');
    expect(await levelOn(p.c, it_.l3!.id)).toBe('LEITURA_ESCRITA');
    expect(await levelOn(p.c, it_.l2b!.id)).toBe('LEITURA');
  });

  it('write wins over read when the form gives one group both', async () => {
    expect(it_.r3!.permissoes.map((x) => [x.grupoUsuarios.id, x.permissaoAcessoPasta.id, x.id])).toEqual([
      [g.g4, 'LEITURA_ESCRITA', `${it_.r3!.id}-${g.g4}`],
    ]);
    expect(await levelOn(p.e, it_.r3!.id)).toBe('LEITURA_ESCRITA');
  });

  it('library managers write everywhere, with no group at all', async () => {
    for (const id of [it_.r1!.id, it_.l3!.id, it_.r2!.id, it_.r3!.id]) expect(await levelOn(p.gestor, id)).toBe('LEITURA_ESCRITA');
  });

  it('an inactive group grants nothing', async () => {
    const g5 = await grupoDe(t.app, tokens.admin, [p.n.id]);
    const pasta5 = await novaPasta(t.app, admin.token, { leitura: [g5] });
    expect(await levelOn(p.n, pasta5.id)).toBe('LEITURA');
    await ok(gql(t.app, `mutation { inativarGrupoUsuarios(id: "${g5}") { id } }`, { token: tokens.admin }));
    expect(await levelOn(p.n, pasta5.id)).toBe('NOT_FOUND');
  });
});

describe('an item the caller cannot read does not exist for them', () => {
  it('pasta and itemsPorPasta answer NOT_FOUND', async () => {
    expect(failure(await pasta(p.a, it_.r2!.id)).code).toBe('NOT_FOUND');
    expect(await levelInList(p.a, it_.r2!.id, it_.r2pdf!.id)).toBe('NOT_FOUND');
    expect(failure(await pasta(p.n, it_.r1!.id)).code).toBe('NOT_FOUND');
    // A missing id answers the same.
    expect(failure(await pasta(p.a, '999999')).code).toBe('NOT_FOUND');
  });

  it('links and file metadata answer NOT_FOUND; readable ones answer', async () => {
    const hidden = it_.r2pdf!.arquivo!.id;
    const shown = it_.f3!.arquivo!.id;
    for (const q of [
      `{ arquivo(idArquivo: "${hidden}") { id } }`,
      `{ linkDownloadByArquivo(idArquivo: "${hidden}") }`,
      `mutation { linkDownloadByArquivo(idArquivo: "${hidden}", registrarDownload: true) }`,
      `mutation { gerarLinkDownloadByItemBiblioteca(id: "${it_.r2pdf!.id}") }`,
    ]) {
      expect(failure(await gql(t.app, q, { token: p.a.token })).code, q).toBe('NOT_FOUND');
    }
    const file = await ok(gql<{ arquivo: { nome: string; tamanho: number } }>(t.app, `{ arquivo(idArquivo: "${shown}") { nome tamanho } }`, { token: p.a.token }));
    expect(file.arquivo).toEqual({ nome: 'f3.pdf', tamanho: 8 });
  });

  it('an uploaded file not yet attached is readable by its uploader only', async () => {
    const mine = await insertArquivo(t.database, { enviadoPorId: p.a.id, nome: 'meu.pdf' });
    const q = `{ arquivo(idArquivo: "${mine.id}") { nome } }`;
    expect((await ok(gql<{ arquivo: { nome: string } }>(t.app, q, { token: p.a.token }))).arquivo.nome).toBe('meu.pdf');
    expect(failure(await gql(t.app, q, { token: p.b.token })).code).toBe('NOT_FOUND');
  });

  it('ultimosModificados holds readable files only, newest first, never folders', async () => {
    const recent = async (who: Pessoa) =>
      (await ok(gql<{ ultimosModificados: ItemOut[] }>(t.app, '{ ultimosModificados { id nome pasta } }', { token: who.token }))).ultimosModificados;
    const forA = await recent(p.a);
    expect(forA.map((i) => i.nome)).toEqual(['foto.png', 'f3.pdf']);
    expect((await recent(p.d)).map((i) => i.nome)).toEqual(['r2.pdf']);
    expect(await recent(p.n)).toEqual([]);
    const forGestor = await recent(p.gestor);
    expect(forGestor.map((i) => i.nome)).toEqual(['r2.pdf', 'foto.png', 'f3.pdf']);
    expect(forGestor.every((i) => !i.pasta)).toBe(true);
  });

  it('malformed ids are BAD_USER_INPUT, never a server error', async () => {
    expect(failure(await pasta(p.a, 'abc'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idPasta'] });
    expect(failure(await gql(t.app, '{ arquivo(idArquivo: "nao-uuid") { id } }', { token: p.a.token }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['idArquivo'],
    });
    expect(failure(await gql(t.app, '{ itemsPorPasta(idPastaPai: "-3") { id } }', { token: p.a.token })).code).toBe('BAD_USER_INPUT');
  });
});

describe('itemsPorPasta', () => {
  it('at the root: the top-most folders granted to the caller, a folder shared below an unreadable one included', async () => {
    expect(await nomesEm(t.app, p.a.token, null)).toEqual(['R1', 'S2']);
    expect(await nomesEm(t.app, p.b.token, null)).toEqual(['L2']);
    // L2 (granted to c through g2) is below R1, which c reads through g1: not top-most.
    expect(await nomesEm(t.app, p.c.token, null)).toEqual(['R1', 'S2']);
    expect(await nomesEm(t.app, p.n.token, null)).toEqual([]);
    // The form's root sentinel is the root too.
    expect(await nomesEm(t.app, p.a.token, '0')).toEqual(['R1', 'S2']);
  });

  it('managers see every root folder', async () => {
    const names = await nomesEm(t.app, p.gestor.token, null);
    expect(names).toEqual(expect.arrayContaining(['R1', 'R2', 'R3']));
    expect(names).not.toContain('L2');
  });

  it('children: folders first, then by name', async () => {
    expect(await nomesEm(t.app, p.a.token, it_.l3!.id)).toEqual(['Z', 'f3.pdf', 'foto.png']);
    expect(await nomesEm(t.app, p.a.token, it_.r1!.id)).toEqual(['L2', 'L2b']);
  });
});

describe('pastasComPermissaoEscrita', () => {
  const escrita = async (who: Pessoa, busca?: string) =>
    (
      await ok(
        gql<{ pastasComPermissaoEscrita: { id: string; nome: string; caminho: string; idsCaminho: string[] }[] }>(
          t.app,
          'query($b: String) { pastasComPermissaoEscrita(busca: $b) { id nome caminho idsCaminho } }',
          { token: who.token, variables: { b: busca ?? null } },
        ),
      )
    ).pastasComPermissaoEscrita;

  it('answers the folders the caller writes, with their path of names, by path', async () => {
    expect((await escrita(p.c)).map((x) => x.caminho)).toEqual(['R1 / L2', 'R1 / L2 / L3', 'R1 / L2 / L3 / Z', 'R2 / S2']);
    expect(await escrita(p.a)).toEqual([{ id: it_.s2!.id, nome: 'S2', caminho: 'R2 / S2', idsCaminho: [it_.r2!.id, it_.s2!.id] }]);
    // Read-only and no access: nothing.
    expect(await escrita(p.d)).toEqual([]);
    expect(await escrita(p.n)).toEqual([]);
  });

  it('filters by name (contains, any case); managers get every folder', async () => {
    expect((await escrita(p.b, 'l3')).map((x) => x.caminho)).toEqual(['R1 / L2 / L3']);
    const all = (await escrita(p.gestor)).map((x) => x.caminho);
    expect(all).toEqual(expect.arrayContaining(['R1', 'R1 / L2', 'R1 / L2b', 'R2', 'R2 / S2', 'R3']));
    expect(all).toEqual([...all].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
  });
});

describe('the item as the API answers it', () => {
  it('breadcrumb, parent, owner, own grants, dates', async () => {
    const items = (await ok(gql<{ itemsPorPasta: ItemOut[] }>(t.app, `{ itemsPorPasta(idPastaPai: "${it_.l3!.id}") { ${ITEM_FIELDS} } }`, { token: p.b.token })))
      .itemsPorPasta;
    const f3 = items.find((i) => i.nome === 'f3.pdf')!;
    expect(f3.breadcrumb.map((b) => b.nome)).toEqual(['R1', 'L2', 'L3', 'f3.pdf']);
    expect(f3.pastaPai).toEqual({ id: it_.l3!.id, nome: 'L3' });
    expect(f3.proprietario).toEqual({ id: String(admin.id), nome: 'Administrador do Provedor', email: 'admin@portal.test' });
    expect(f3.permissoesAcessoUsuarioLogado).toEqual([{ id: 'LEITURA_ESCRITA', description: 'Leitura e escrita' }]);
    expect(f3.ultimaModificacao).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(f3.dataCriacao).toMatch(/Z$/);
    const l2 = await ok(pasta(p.a, it_.l2!.id));
    expect(l2.pasta.permissoes.map((x) => [x.grupoUsuarios.id, x.permissaoAcessoPasta.id])).toEqual([[g.g2, 'LEITURA_ESCRITA']]);
    expect(l2.pasta.permissoesAcessoUsuarioLogado).toEqual([{ id: 'LEITURA', description: 'Leitura' }]);
    expect(l2.pasta.breadcrumb.map((b) => b.id)).toEqual([it_.r1!.id, it_.l2!.id]);
  });

  it('links: attachments for documents, inline original and thumbnail for images, none for folders', async () => {
    const links = storageOf(t.app).links;
    const items = (await ok(gql<{ itemsPorPasta: ItemOut[] }>(t.app, `{ itemsPorPasta(idPastaPai: "${it_.l3!.id}") { ${ITEM_FIELDS} } }`, { token: p.a.token })))
      .itemsPorPasta;
    const byName = new Map(items.map((i) => [i.nome, i]));
    const token = (link: string | null) => link!.replace(/^.*\/api\/arquivos\//, '');
    const pdf = byName.get('f3.pdf')!;
    expect(pdf.arquivoImagem).toBe(false);
    expect(pdf.arquivo).toMatchObject({ nome: 'f3.pdf', tamanho: 8 });
    expect(links.verify(token(pdf.arquivoLink))).toEqual({ arquivoId: pdf.arquivo!.id, variant: 'original', inline: false });
    expect(pdf.arquivoMiniaturaLink).toBeNull();
    const foto = byName.get('foto.png')!;
    expect(foto.arquivoImagem).toBe(true);
    expect(links.verify(token(foto.arquivoLink))).toEqual({ arquivoId: foto.arquivo!.id, variant: 'original', inline: true });
    expect(links.verify(token(foto.arquivoMiniaturaLink))).toMatchObject({ arquivoId: foto.arquivo!.id, variant: 'miniatura' });
    const z = byName.get('Z')!;
    expect([z.arquivo, z.arquivoLink, z.arquivoMiniaturaLink, z.arquivoImagem]).toEqual([null, null, null, false]);
  });

  it("the level label is in the caller's language", async () => {
    await t.database.pool.query(`update usuarios set idioma = 'EN' where id = $1`, [p.e.id]);
    const res = await ok(pasta(p.e, it_.r3!.id));
    expect(res.pasta.permissoesAcessoUsuarioLogado).toEqual([{ id: 'LEITURA_ESCRITA', description: 'Read and write' }]);
  });
});
