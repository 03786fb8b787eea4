import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql } from '../../test/graphql.js';
import { insertUser } from '../user-groups/testing.js';
import { failure, grupoDe, novaPasta, novoArquivo, ok, pessoa, type ItemOut, type Pessoa } from './testing.js';

/**
 * permissoesEfetivasPasta (who can read or write a folder, and why) and the recorded downloads
 * (downloadsPasta), both for writers of the folder only.
 *
 * P (g1 read: a, b; g2 write: c)
 *  └ Q (g3 write: a, d)
 *     └ R
 *        └ r.pdf
 */
let t: TestApp;
let gestor: Pessoa;
const u: Record<'a' | 'b' | 'c' | 'd' | 'outsider', Pessoa> = {} as never;
const g: Record<string, string> = {};
let P: ItemOut;
let Q: ItemOut;
let R: ItemOut;
let file: ItemOut;

beforeAll(async () => {
  t = await buildTestApp();
  const tokens = await demoTokens(t.app);
  gestor = await pessoa(t.app, t.database, ['PORTAL_GERENCIAR_BIBLIOTECA']);
  for (const k of ['a', 'b', 'c', 'd', 'outsider'] as const) u[k] = await pessoa(t.app, t.database);
  g.g1 = await grupoDe(t.app, tokens.admin, [u.a.id, u.b.id]);
  g.g2 = await grupoDe(t.app, tokens.admin, [u.c.id]);
  g.g3 = await grupoDe(t.app, tokens.admin, [u.a.id, u.d.id]);
  P = await novaPasta(t.app, gestor.token, { nome: 'P', leitura: [g.g1], escrita: [g.g2] });
  Q = await novaPasta(t.app, gestor.token, { nome: 'Q', idPai: P.id, escrita: [g.g3] });
  R = await novaPasta(t.app, gestor.token, { nome: 'R', idPai: Q.id });
  file = await novoArquivo(t.app, t.database, gestor, R.id, { nome: 'r.pdf' });
});
afterAll(() => t?.close());

const EFETIVAS = `query($id: ID!) { permissoesEfetivasPasta(idPasta: $id) {
  pasta { id nome } totalLeitura totalEscrita totalGestores
  permissoes { grupoUsuarios { id } permissao origem { id nome } herdada totalUsuarios } } }`;
interface Efetivas {
  pasta: { id: string; nome: string };
  totalLeitura: number;
  totalEscrita: number;
  totalGestores: number;
  permissoes: { grupoUsuarios: { id: string }; permissao: string; origem: { id: string; nome: string }; herdada: boolean; totalUsuarios: number }[];
}
const efetivas = (who: Pessoa, id: string) => gql<{ permissoesEfetivasPasta: Efetivas }>(t.app, EFETIVAS, { token: who.token, variables: { id } });

describe('permissoesEfetivasPasta', () => {
  it('lists the grants of the folder and its ancestors with their origin, and counts people', async () => {
    const r = (await ok(efetivas(gestor, R.id))).permissoesEfetivasPasta;
    expect(r.pasta).toEqual({ id: R.id, nome: 'R' });
    const rows = r.permissoes.map((p) => [p.grupoUsuarios.id, p.permissao, p.origem.nome, p.herdada, p.totalUsuarios]);
    // Root first (groups by name within a folder).
    expect(rows.slice(0, 2).sort()).toEqual(
      [
        [g.g1, 'LEITURA', 'P', true, 2],
        [g.g2, 'LEITURA_ESCRITA', 'P', true, 1],
      ].sort(),
    );
    expect(rows[2]).toEqual([g.g3, 'LEITURA_ESCRITA', 'Q', true, 2]);
    expect(rows).toHaveLength(3);
    // Distinct people: a, b, c, d read; c, a, d write.
    expect([r.totalLeitura, r.totalEscrita]).toEqual([4, 3]);
    const q = (await ok(efetivas(u.a, Q.id))).permissoesEfetivasPasta;
    expect(q.permissoes.find((p) => p.grupoUsuarios.id === g.g3)).toMatchObject({ herdada: false, origem: { id: Q.id } });
  });

  it('counts active users only: an inactive member leaves the group and the totals', async () => {
    await t.database.pool.query(`update usuarios set active = false where id = $1`, [u.b.id]);
    const r = (await ok(efetivas(gestor, R.id))).permissoesEfetivasPasta;
    expect(r.permissoes.find((p) => p.grupoUsuarios.id === g.g1)!.totalUsuarios).toBe(1);
    expect(r.totalLeitura).toBe(3);
    await t.database.pool.query(`update usuarios set active = true where id = $1`, [u.b.id]);
  });

  it('counts the library managers apart: active holders of the feature and provider users', async () => {
    const before = (await ok(efetivas(gestor, P.id))).permissoesEfetivasPasta.totalGestores;
    const expected = (
      await t.database.pool.query<{ n: number }>(`
        select count(*)::int as n from usuarios u where u.active and (u.tipo = 'PROVEDOR' or exists (
          select 1 from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id
           where uf.usuario_id = u.id and f.chave = 'PORTAL_GERENCIAR_BIBLIOTECA'))`)
    ).rows[0]!.n;
    expect(before).toBe(expected);
    await insertUser(t.database, { features: ['PORTAL_GERENCIAR_BIBLIOTECA'] });
    await insertUser(t.database, { features: ['PORTAL_GERENCIAR_BIBLIOTECA'], active: false });
    await insertUser(t.database, { tipo: 'PROVEDOR' });
    expect((await ok(efetivas(gestor, P.id))).permissoesEfetivasPasta.totalGestores).toBe(before + 2);
  });

  it('needs write on the folder', async () => {
    expect(failure(await efetivas(u.b, P.id)).code).toBe('FORBIDDEN');
    expect(failure(await efetivas(u.a, P.id)).code).toBe('FORBIDDEN');
    expect((await ok(efetivas(u.c, P.id))).permissoesEfetivasPasta.pasta.nome).toBe('P');
    expect(failure(await efetivas(u.outsider, P.id)).code).toBe('NOT_FOUND');
    expect(failure(await efetivas(gestor, file.id))).toEqual({ code: 'BAD_USER_INPUT', fields: ['idPasta'] });
  });
});

describe('downloads', () => {
  const DOWNLOADS = `query($f: DownloadsPastaFiltro!) { downloadsPasta(filtro: $f) { totalElements content { item { id nome } usuario { id nome email } em } } }`;
  interface Pagina {
    totalElements: number;
    content: { item: { id: string; nome: string }; usuario: { id: string }; em: string }[];
  }
  const downloads = (who: Pessoa, f: Record<string, unknown>) => gql<{ downloadsPasta: Pagina }>(t.app, DOWNLOADS, { token: who.token, variables: { f } });

  it('records downloads of library files (the link mutations), never the query, and lists them for writers, newest first', async () => {
    const link = await ok(gql<{ gerarLinkDownloadByItemBiblioteca: string }>(t.app, `mutation { gerarLinkDownloadByItemBiblioteca(id: "${file.id}") }`, { token: u.b.token }));
    expect(link.gerarLinkDownloadByItemBiblioteca).toMatch(/^\/api\/arquivos\//);
    await ok(gql(t.app, `{ linkDownloadByArquivo(idArquivo: "${file.arquivo!.id}") }`, { token: u.d.token }));
    await ok(gql(t.app, `mutation { linkDownloadByArquivo(idArquivo: "${file.arquivo!.id}") }`, { token: u.d.token }));
    await ok(gql(t.app, `mutation { linkDownloadByArquivo(idArquivo: "${file.arquivo!.id}", registrarDownload: true) }`, { token: u.a.token }));

    const all = (await ok(downloads(u.c, { idPasta: P.id, rowsPerPage: 10 }))).downloadsPasta;
    expect(all.totalElements).toBe(2);
    expect(all.content.map((d) => [d.item.nome, d.usuario.id])).toEqual([
      ['r.pdf', String(u.a.id)],
      ['r.pdf', String(u.b.id)],
    ]);
    expect(all.content[0]!.em >= all.content[1]!.em).toBe(true);
    const page = (await ok(downloads(u.d, { idPasta: R.id, page: 1, rowsPerPage: 1 }))).downloadsPasta;
    expect([page.totalElements, page.content.map((d) => d.usuario.id)]).toEqual([2, [String(u.b.id)]]);
    // A folder outside the file's path has none.
    const other = await novaPasta(t.app, gestor.token, { nome: 'Outra', idPai: P.id });
    expect((await ok(downloads(gestor, { idPasta: other.id }))).downloadsPasta.totalElements).toBe(0);
  });

  it('only writers of the folder see its downloads', async () => {
    expect(failure(await downloads(u.b, { idPasta: P.id })).code).toBe('FORBIDDEN');
    expect(failure(await downloads(u.outsider, { idPasta: P.id })).code).toBe('NOT_FOUND');
  });

  it('a folder cannot be downloaded', async () => {
    expect(failure(await gql(t.app, `mutation { gerarLinkDownloadByItemBiblioteca(id: "${R.id}") }`, { token: u.a.token }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['id'],
    });
  });
});
