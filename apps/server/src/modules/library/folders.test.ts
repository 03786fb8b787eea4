import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { fresh, saveOk } from '../user-groups/testing.js';
import {
  criar,
  failure,
  grupoDe,
  insertArquivo,
  ITEM_FIELDS,
  nivel,
  novaPasta,
  novoArquivo,
  ok,
  pessoa,
  upload,
  type ItemOut,
  type Pessoa,
} from './testing.js';

/** Folders: criarNovaPasta, concederAcesso and renomearItemBiblioteca with their rules (spec 02 §4, §5). */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let gestor: Pessoa;
let escritor: Pessoa;
let leitor: Pessoa;
let outro: Pessoa;
let gEscrita: string;
let gLeitura: string;
let publico: string;
let privadoMeu: string;
let privadoAlheio: string;
let inativo: string;
let w: ItemOut;

const audit = async (id: string, acao: string) =>
  (await t.database.pool.query(`select antes, depois from auditoria where entidade = 'itemBiblioteca' and entidade_id = $1 and acao = $2`, [id, acao])).rows;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA', 'PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
  escritor = await pessoa(t.app, t.database);
  leitor = await pessoa(t.app, t.database);
  outro = await pessoa(t.app, t.database, ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
  gEscrita = await grupoDe(t.app, tokens.admin, [escritor.id]);
  gLeitura = await grupoDe(t.app, tokens.admin, [leitor.id]);
  publico = await grupoDe(t.app, tokens.admin, [outro.id]);
  const privado = (token: string) =>
    saveOk(t.app, token, { nome: `Privado ${fresh()}`, possuiUsuariosManuais: true, usuariosManuais: [String(outro.id)] });
  privadoMeu = (await privado(gestor.token)).id;
  privadoAlheio = (await privado(outro.token)).id;
  inativo = await grupoDe(t.app, tokens.admin, [outro.id]);
  await ok(gql(t.app, `mutation { inativarGrupoUsuarios(id: "${inativo}") { id } }`, { token: tokens.admin }));
  w = await novaPasta(t.app, gestor.token, { nome: 'W', escrita: [gEscrita], leitura: [gLeitura] });
});
afterAll(() => t?.close());

describe('criarNovaPasta', () => {
  it('creates a root folder with its groups; audited', async () => {
    const res = await ok(criar(t.app, gestor.token, { nome: '  Normas  ', idPai: null, idsGrupoAcesso: [publico, privadoMeu] }));
    const pasta = res.criarNovaPasta;
    expect([pasta.nome, pasta.pasta, pasta.pastaPai, nivel(pasta)]).toEqual(['Normas', true, null, 'LEITURA_ESCRITA']);
    expect(pasta.permissoes.map((p) => [p.grupoUsuarios.id, p.permissaoAcessoPasta.id]).sort()).toEqual(
      [[publico, 'LEITURA'], [privadoMeu, 'LEITURA']].sort(),
    );
    expect(pasta.proprietario.id).toBe(String(gestor.id));
    expect(pasta.breadcrumb).toEqual([{ id: pasta.id, nome: 'Normas' }]);
    expect(await audit(pasta.id, 'CRIAR')).toHaveLength(1);
  });

  it('at the root needs at least one group; below a folder none (it inherits)', async () => {
    expect(failure(await criar(t.app, gestor.token, { nome: `Sem grupo ${fresh()}` }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsGrupoAcesso'] });
    expect(failure(await criar(t.app, gestor.token, { nome: `Sem grupo ${fresh()}`, idPai: '0', idsGrupoAcesso: [] })).fields).toEqual([
      'idsGrupoAcesso',
    ]);
    const sub = (await ok(criar(t.app, gestor.token, { nome: 'Sub de W', idPai: w.id }))).criarNovaPasta;
    expect(sub.permissoes).toEqual([]);
    expect(sub.breadcrumb.map((b) => b.nome)).toEqual(['W', 'Sub de W']);
    const row = (await t.database.pool.query(`select caminho from itens_biblioteca where id = $1`, [sub.id])).rows[0];
    expect(row.caminho).toEqual([Number(w.id), Number(sub.id)]);
    // The parent's contents changed.
    const pai = (await t.database.pool.query(`select ultima_modificacao > data_criacao as tocada from itens_biblioteca where id = $1`, [w.id])).rows[0];
    expect(pai.tocada).toBe(true);
  });

  it('groups must exist, be active and be visible to the caller', async () => {
    for (const g of [privadoAlheio, inativo, '999999']) {
      const res = await criar(t.app, gestor.token, { nome: `Grupo ${fresh()}`, idsGrupoAcesso: [g] });
      expect(failure(res), g).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsGrupoAcesso'] });
    }
    // Named only through tiposAcesso: checked the same.
    const res = await criar(t.app, gestor.token, { nome: `Grupo ${fresh()}`, tiposAcesso: [{ idGrupoAcesso: privadoAlheio, permissao: 'LEITURA' }] });
    expect(failure(res).fields).toEqual(['idsGrupoAcesso']);
    expect(failure(await criar(t.app, gestor.token, { nome: 'x', idsGrupoAcesso: ['abc'] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsGrupoAcesso'] });
  });

  it('name: required, at most 255 characters, unique in the folder case-insensitively', async () => {
    expect(failure(await criar(t.app, gestor.token, { nome: '   ', idsGrupoAcesso: [publico] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(failure(await criar(t.app, gestor.token, { nome: 'x'.repeat(256), idsGrupoAcesso: [publico] })).fields).toEqual(['nome']);
    await novaPasta(t.app, gestor.token, { nome: 'Manuais', idPai: w.id });
    const dup = await criar(t.app, gestor.token, { nome: 'MANUAIS', idPai: w.id });
    expect(failure(dup)).toEqual({ code: 'CONFLICT', fields: ['nome'] });
    expect(dup.errors![0]!.message).toBe('Já existe um item chamado MANUAIS nesta pasta.');
    // The same name elsewhere is fine.
    await novaPasta(t.app, gestor.token, { nome: 'Manuais', leitura: [publico] });
  });

  it('name: no /, \\ or control characters (they make paths ambiguous), in creating, renaming and attaching', async () => {
    const MENSAGEM = 'O nome não pode conter / nem \\ nem caracteres de controle (como quebras de linha).';
    for (const nome of ['Atas/2025', '..\\fora', 'Linha\nquebrada']) {
      const res = await criar(t.app, gestor.token, { nome, idsGrupoAcesso: [publico] });
      expect(failure(res), nome).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
      expect(res.errors![0]!.message).toBe(MENSAGEM);
    }
    const pasta = await novaPasta(t.app, gestor.token, { idPai: w.id });
    const renomeado = await gql(t.app, `mutation($id: ID!) { renomearItemBiblioteca(idItemBiblioteca: $id, novoNome: "a/b") { id } }`, {
      token: gestor.token,
      variables: { id: pasta.id },
    });
    expect(failure(renomeado)).toEqual({ code: 'BAD_USER_INPUT', fields: ['novoNome'] });
    const a = await insertArquivo(t.database, { enviadoPorId: gestor.id, nome: 'ata.pdf' });
    const anexado = await upload(t.app, gestor.token, [{ idArquivo: a.id, nome: 'ata\u0007.pdf', idPastaPai: w.id }]);
    expect(failure(anexado)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome'] });
    expect(anexado.errors![0]!.message).toBe(MENSAGEM);
  });

  it('the parent must be a folder', async () => {
    const file = await novoArquivo(t.app, t.database, gestor, w.id);
    expect(failure(await criar(t.app, gestor.token, { nome: 'Dentro de arquivo', idPai: file.id }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idPai'] });
    expect(failure(await criar(t.app, gestor.token, { nome: 'Pai inexistente', idPai: '999999' })).code).toBe('NOT_FOUND');
  });
});

describe('concederAcesso', () => {
  const CONCEDER = `mutation($p: NovasPermissoesInput!) { concederAcesso(novasPermissoes: $p) { ${ITEM_FIELDS} } }`;
  const conceder = (token: string, p: Record<string, unknown>) => gql<{ concederAcesso: ItemOut }>(t.app, CONCEDER, { token, variables: { p } });
  const pasta = (who: Pessoa, id: string) => gql<{ pasta: ItemOut }>(t.app, `{ pasta(idPasta: "${id}") { ${ITEM_FIELDS} } }`, { token: who.token });

  it("replaces a root folder's own grants; audited with before and after", async () => {
    const raiz = await novaPasta(t.app, gestor.token, { leitura: [gLeitura] });
    expect(nivel((await ok(pasta(leitor, raiz.id))).pasta)).toBe('LEITURA');
    const res = await ok(
      conceder(gestor.token, { idPasta: raiz.id, idsGrupoAcesso: [gEscrita], tiposAcesso: [{ idGrupoAcesso: gEscrita, permissao: 'LEITURA_ESCRITA' }] }),
    );
    expect(res.concederAcesso.permissoes.map((p) => [p.grupoUsuarios.id, p.permissaoAcessoPasta.id])).toEqual([[gEscrita, 'LEITURA_ESCRITA']]);
    expect(failure(await pasta(leitor, raiz.id)).code).toBe('NOT_FOUND');
    expect(nivel((await ok(pasta(escritor, raiz.id))).pasta)).toBe('LEITURA_ESCRITA');
    const [row] = await audit(raiz.id, 'CONCEDER_ACESSO');
    expect(row.antes.permissoes).toEqual([{ grupoId: Number(gLeitura), permissao: 'LEITURA' }]);
    expect(row.depois.permissoes).toEqual([{ grupoId: Number(gEscrita), permissao: 'LEITURA_ESCRITA' }]);
  });

  it('only root folders (spec 02 §4), at least one usable group', async () => {
    const sub = await novaPasta(t.app, gestor.token, { idPai: w.id });
    expect(failure(await conceder(gestor.token, { idPasta: sub.id, idsGrupoAcesso: [publico] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idPasta'] });
    const file = await novoArquivo(t.app, t.database, gestor, w.id);
    expect(failure(await conceder(gestor.token, { idPasta: file.id, idsGrupoAcesso: [publico] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idPasta'] });
    expect(failure(await conceder(gestor.token, { idPasta: w.id, idsGrupoAcesso: [] }))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsGrupoAcesso'] });
    expect(failure(await conceder(gestor.token, { idPasta: w.id, idsGrupoAcesso: [privadoAlheio] })).fields).toEqual(['idsGrupoAcesso']);
    expect(failure(await conceder(gestor.token, { idPasta: '999999', idsGrupoAcesso: [publico] })).code).toBe('NOT_FOUND');
  });
  describe("another user's private group on a folder (defects #20)", () => {
    const GRANTS = `{ permissoes { grupoUsuarios { id nome visivel } permissaoAcessoPasta { id } } }`;
    type Grants = { permissoes: { grupoUsuarios: { id: string; nome: string | null; visivel: boolean }; permissaoAcessoPasta: { id: string } }[] };
    const grants = async (who: Pessoa, id: string) =>
      (await ok(gql<{ pasta: Grants }>(t.app, `{ pasta(idPasta: "${id}") ${GRANTS} }`, { token: who.token }))).pasta.permissoes.map((p) => [
        p.grupoUsuarios.id,
        p.grupoUsuarios.nome,
        p.grupoUsuarios.visivel,
        p.permissaoAcessoPasta.id,
      ]);
    const concederOk = async (who: Pessoa, p: Record<string, unknown>) => {
      const res = await gql<{ concederAcesso: Grants }>(t.app, `mutation($p: NovasPermissoesInput!) { concederAcesso(novasPermissoes: $p) ${GRANTS} }`, {
        token: who.token,
        variables: { p },
      });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    };
    let outroGestor: Pessoa;
    let nomePrivado: string;
    let raiz: ItemOut;

    beforeAll(async () => {
      outroGestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA', 'PORTAL_MANUTENCAO_GRUPOS_USUARIOS']);
      nomePrivado = (await ok(gql<{ grupoUsuarios: { nome: string } }>(t.app, `{ grupoUsuarios(id: "${privadoMeu}") { nome } }`, { token: gestor.token })))
        .grupoUsuarios.nome;
    });
    // Each test starts from the same folder: the manager's private group reads, a public group writes.
    beforeEach(async () => {
      raiz = await novaPasta(t.app, gestor.token, { leitura: [privadoMeu], escrita: [publico] });
    });

    it('is shown to another manager without its name, after the groups they can see; its creator sees the name', async () => {
      expect(await grants(outroGestor, raiz.id)).toEqual([
        [publico, expect.any(String), true, 'LEITURA_ESCRITA'],
        [privadoMeu, null, false, 'LEITURA'],
      ]);
      expect(await grants(gestor, raiz.id)).toContainEqual([privadoMeu, nomePrivado, true, 'LEITURA']);
      const efetivas = await ok(
        gql<{ permissoesEfetivasPasta: { permissoes: { grupoUsuarios: { id: string; nome: string | null; visivel: boolean }; totalUsuarios: number }[] } }>(
          t.app,
          `{ permissoesEfetivasPasta(idPasta: "${raiz.id}") { permissoes { grupoUsuarios { id nome visivel } totalUsuarios } } }`,
          { token: outroGestor.token },
        ),
      );
      expect(efetivas.permissoesEfetivasPasta.permissoes).toContainEqual({ grupoUsuarios: { id: privadoMeu, nome: null, visivel: false }, totalUsuarios: 1 });
    });

    it("an unchanged save passes and keeps it, whether or not the form sends it", async () => {
      const antes = await grants(gestor, raiz.id);
      // What an older form sent: every group it listed, the hidden one included (at another level even).
      await concederOk(outroGestor, {
        idPasta: raiz.id,
        idsGrupoAcesso: [privadoMeu, publico],
        tiposAcesso: [
          { idGrupoAcesso: privadoMeu, permissao: 'LEITURA_ESCRITA' },
          { idGrupoAcesso: publico, permissao: 'LEITURA_ESCRITA' },
        ],
      });
      expect(await grants(gestor, raiz.id)).toEqual(antes);
      // What the form sends now: the visible groups only.
      await concederOk(outroGestor, { idPasta: raiz.id, idsGrupoAcesso: [publico], tiposAcesso: [{ idGrupoAcesso: publico, permissao: 'LEITURA_ESCRITA' }] });
      expect(await grants(gestor, raiz.id)).toEqual(antes);
    });

    it('re-granting only visible groups keeps it; removing every visible group is allowed while it remains', async () => {
      await concederOk(outroGestor, { idPasta: raiz.id, idsGrupoAcesso: [gLeitura] });
      expect(await grants(gestor, raiz.id)).toEqual(
        expect.arrayContaining([
          [gLeitura, expect.any(String), true, 'LEITURA'],
          [privadoMeu, nomePrivado, true, 'LEITURA'],
        ]),
      );
      expect(await grants(gestor, raiz.id)).toHaveLength(2);
      await concederOk(outroGestor, { idPasta: raiz.id, idsGrupoAcesso: [] });
      expect(await grants(gestor, raiz.id)).toEqual([[privadoMeu, nomePrivado, true, 'LEITURA']]);
      // Its creator still edits it as any of their groups.
      await concederOk(gestor, { idPasta: raiz.id, idsGrupoAcesso: [publico] });
      expect(await grants(gestor, raiz.id)).toEqual([[publico, expect.any(String), true, 'LEITURA']]);
    });

    it('another user\'s private group that is not on the folder still cannot be granted', async () => {
      const res = await gql(t.app, `mutation($p: NovasPermissoesInput!) { concederAcesso(novasPermissoes: $p) { id } }`, {
        token: gestor.token,
        variables: { p: { idPasta: raiz.id, idsGrupoAcesso: [publico, privadoAlheio] } },
      });
      expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['idsGrupoAcesso'] });
    });
  });
});

describe('renomearItemBiblioteca', () => {
  const RENOMEAR = `mutation($id: ID!, $n: String!) { renomearItemBiblioteca(idItemBiblioteca: $id, novoNome: $n) { id nome } }`;
  const renomear = (who: Pessoa, id: string, n: string) =>
    gql<{ renomearItemBiblioteca: ItemOut }>(t.app, RENOMEAR, { token: who.token, variables: { id, n } });

  it('renames a folder the caller writes (a group writer, not only managers); audited', async () => {
    const pasta = await novaPasta(t.app, gestor.token, { nome: 'Antigo', idPai: w.id });
    expect((await ok(renomear(escritor, pasta.id, ' Novo nome '))).renomearItemBiblioteca.nome).toBe('Novo nome');
    const [row] = await audit(pasta.id, 'RENOMEAR');
    expect([row.antes, row.depois]).toEqual([{ nome: 'Antigo' }, { nome: 'Novo nome' }]);
    // Only the case changes: its own name is not a duplicate.
    expect((await ok(renomear(escritor, pasta.id, 'NOVO NOME'))).renomearItemBiblioteca.nome).toBe('NOVO NOME');
  });

  it('folders only; write needed; unreadable is NOT_FOUND', async () => {
    const file = await novoArquivo(t.app, t.database, gestor, w.id);
    expect(failure(await renomear(gestor, file.id, 'outro.pdf'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idItemBiblioteca'] });
    const pasta = await novaPasta(t.app, gestor.token, { idPai: w.id });
    expect(failure(await renomear(leitor, pasta.id, 'Tentativa')).code).toBe('FORBIDDEN');
    expect(failure(await renomear(outro, pasta.id, 'Tentativa')).code).toBe('NOT_FOUND');
  });

  it('new name required and unique among the siblings', async () => {
    const a = await novaPasta(t.app, gestor.token, { nome: 'Irmã A', idPai: w.id });
    await novaPasta(t.app, gestor.token, { nome: 'Irmã B', idPai: w.id });
    expect(failure(await renomear(escritor, a.id, 'irmã b'))).toEqual({ code: 'CONFLICT', fields: ['novoNome'] });
    expect(failure(await renomear(escritor, a.id, '  '))).toEqual({ code: 'BAD_USER_INPUT', fields: ['novoNome'] });
    expect(failure(await renomear(escritor, 'x1', 'Nome'))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idItemBiblioteca'] });
  });
});
