import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { signInForTest } from '../../platform/identity/testing.js';
import { insertUser } from '../user-groups/testing.js';
import { DADOS, DO_USUARIO, EXPORTAR, RELATORIO, relatorioInput, SALVAR_RELATORIO, salvarOk, slugNovo } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let grupos: { id: number; nome: string }[];

type Dados = { relatorioInterno: string; rotulos: string[]; colunas: string[]; linhas: { rotulos: string[]; valores: number[] }[] };

async function dados(role: DemoRole | { token: string }, slug: string): Promise<Dados> {
  const token = typeof role === 'string' ? tokens[role] : role.token;
  const res = await gql<{ dadosRelatorio: Dados }>(t.app, DADOS, { token, variables: { slug } });
  expect(res.errors).toBeUndefined();
  return res.data!.dadosRelatorio;
}

/** A dealer-group user of a group, with the first brand. */
async function pessoaDoGrupo(grupoId: number, ultimoAcesso: string | null): Promise<number> {
  const id = await insertUser(t.database, { tipo: 'DEALER_GRUPO' });
  await t.database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${id}, ${grupoId})`);
  await t.database.db.execute(sql`insert into usuario_marcas select ${id}, min(id) from marcas`);
  await t.database.db.execute(sql`update usuarios set ultimo_acesso = ${ultimoAcesso}::timestamptz where id = ${id}`);
  return id;
}

/** A signed-in user of its own with the given language (messages follow the user's language). */
async function falante(idioma: 'ES' | 'EN', tipo: string): Promise<{ token: string }> {
  const email = `idioma-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@relatorios.test`;
  const id = await insertUser(t.database, { tipo, email });
  await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${id}`);
  return { token: (await signInForTest(t.app, { email, password: DEMO_PASSWORD })).accessToken };
}
const inglesa = (tipo: string) => falante('EN', tipo);

/** Exports a report as the caller and opens the file's one sheet. */
async function exportada(token: string, slug: string): Promise<ExcelJS.Worksheet> {
  const res = await gql<{ exportarRelatorio: string }>(t.app, EXPORTAR, { token, variables: { slug } });
  expect(res.errors).toBeUndefined();
  const link = new URL(res.data!.exportarRelatorio, 'http://x');
  const file = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(file.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

/** A sheet row's cells (ExcelJS rows are 1-based). */
const celulas = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  grupos = (await t.database.db.execute<{ id: number; nome: string }>(sql`select id, nome from grupos order by id`)).rows;
});
afterAll(() => t?.close());

describe('built-in reports: a dealer-group caller sees only its own dealer groups', () => {
  it('notice reach by brand and dealer group: deliveries, read, acknowledged', async () => {
    const [g0, g1] = grupos;
    const a = await pessoaDoGrupo(g0!.id, null);
    const b = await pessoaDoGrupo(g1!.id, null);
    const criador = (await t.database.db.execute<{ id: number }>(sql`select id from usuarios where email = 'montadora@portal.test'`)).rows[0]!.id;
    const com = (await t.database.db.execute<{ id: number }>(sql`insert into comunicados (titulo, usuario_criador_id, status) values ('Alcance', ${criador}, 'ENVIADO') returning id`)).rows[0]!.id;
    await t.database.db.execute(sql`insert into comunicado_envios (comunicado_id, usuario_id, lido_em, ciente_em)
      values (${com}, ${a}, now(), now()), (${com}, ${b}, null, null)`);
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'ALCANCE_COMUNICADOS' }))).slug;

    const rede = await dados('montadora', slug);
    expect(rede.rotulos).toEqual(['Marca', 'Grupo de dealers']);
    expect(rede.colunas).toEqual(['Entregas', 'Lidos', 'Com ciência']);
    const porGrupo = (d: Dados) => Object.fromEntries(d.linhas.map((l) => [l.rotulos[1], l.valores]));
    expect(porGrupo(rede)[g0!.nome]).toEqual([1, 1, 1]);
    expect(porGrupo(rede)[g1!.nome]).toEqual([1, 0, 0]);

    // The demo dealer belongs to the first group only: the other group's row is not there.
    const proprio = await dados('dealer', slug);
    expect(Object.keys(porGrupo(proprio))).toEqual([g0!.nome]);
    expect(porGrupo(proprio)[g0!.nome]).toEqual([1, 1, 1]);
  });

  it("users' last access by dealer group, in the reader's language", async () => {
    const [g0, g1] = grupos;
    await pessoaDoGrupo(g1!.id, new Date(Date.now() - 10 * 86_400_000).toISOString());
    await pessoaDoGrupo(g1!.id, new Date(Date.now() - 60 * 86_400_000).toISOString());
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'ULTIMO_ACESSO' }))).slug;
    const rede = await dados(await inglesa('MONTADORA'), slug);
    expect(rede.colunas).toEqual(['Active users', 'Access within 30 days', 'Access 31 to 90 days ago', 'Access over 90 days ago', 'Never accessed']);
    const linhaG1 = rede.linhas.find((l) => l.rotulos[0] === g1!.nome)!;
    expect(linhaG1.valores[1]).toBeGreaterThanOrEqual(1);
    expect(linhaG1.valores[2]).toBeGreaterThanOrEqual(1);
    expect(rede.linhas.some((l) => l.rotulos[0] === '(no dealer group)')).toBe(true);
    const proprio = await dados('dealer', slug);
    expect(proprio.linhas.map((l) => l.rotulos[0])).toEqual([g0!.nome]);
  });

  it('library downloads by folder: a dealer-group caller counts only the people it reaches', async () => {
    const dono = (await t.database.db.execute<{ id: number }>(sql`select id from usuarios where email = 'montadora@portal.test'`)).rows[0]!.id;
    const pasta = (await t.database.db.execute<{ id: number }>(sql`insert into itens_biblioteca (nome, pasta, caminho, proprietario_id)
      values ('Manuais Relatório', true, '{}', ${dono}) returning id`)).rows[0]!.id;
    await t.database.db.execute(sql`update itens_biblioteca set caminho = array[id] where id = ${pasta}`);
    const item = (await t.database.db.execute<{ id: number }>(sql`insert into itens_biblioteca (nome, pasta, pasta_pai_id, caminho, proprietario_id)
      values ('guia.pdf', false, ${pasta}, array[${pasta}]::int[], ${dono}) returning id`)).rows[0]!.id;
    await t.database.db.execute(sql`update itens_biblioteca set caminho = caminho || id where id = ${item}`);
    const dentro = await pessoaDoGrupo(grupos[0]!.id, null);
    const fora = await pessoaDoGrupo(grupos[1]!.id, null);
    await t.database.db.execute(sql`insert into downloads_biblioteca (item_id, usuario_id) values (${item}, ${dentro}), (${item}, ${fora}), (${item}, ${fora})`);
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'DOWNLOADS_BIBLIOTECA' }))).slug;
    const linha = (d: Dados) => d.linhas.find((l) => l.rotulos[0] === 'Manuais Relatório')?.valores;
    expect(linha(await dados('montadora', slug))).toEqual([3, 2, 1]);
    expect(linha(await dados('dealer', slug))).toEqual([1, 1, 1]);
  });
});

describe('xlsx export', () => {
  it("the table as one sheet: headers in the caller's language, one row per line, same rows as the screen", async () => {
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'ULTIMO_ACESSO', tituloPt: 'Último acesso' }))).slug;
    const tela = await dados('dealer', slug);
    const sheet = await exportada(tokens.dealer, slug);
    expect(sheet.name).toBe('Último acesso');
    expect(celulas(sheet, 1)).toEqual([...tela.rotulos, ...tela.colunas]);
    expect(sheet.rowCount).toBe(tela.linhas.length + 1);
    expect(celulas(sheet, 2)).toEqual([...tela.linhas[0]!.rotulos, ...tela.linhas[0]!.valores]);
  });

  it("a dealer-group caller's export holds only its own dealer groups' rows", async () => {
    const [g0, g1] = grupos;
    await pessoaDoGrupo(g1!.id, null);
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'ULTIMO_ACESSO' }))).slug;
    const grupoDe = (sheet: ExcelJS.Worksheet) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => celulas(sheet, i + 2)[0]);
    // The network's sheet has the other group's row; the demo dealer (first group only) does not.
    expect(grupoDe(await exportada(tokens.montadora, slug))).toContain(g1!.nome);
    expect(grupoDe(await exportada(tokens.dealer, slug))).toEqual([g0!.nome]);
  });

  it('title, headers and the sheet read in Spanish and in English', async () => {
    const { slug } = await salvarOk(t.app, tokens.admin, relatorioInput({ relatorioInterno: 'ALCANCE_COMUNICADOS' }));
    const palavras = {
      ES: { titulo: 'Informe de prueba', rotulos: ['Marca', 'Grupo de concesionarios'], colunas: ['Entregas', 'Leídos', 'Con confirmación'] },
      EN: { titulo: 'Test report', rotulos: ['Brand', 'Dealer group'], colunas: ['Deliveries', 'Read', 'Acknowledged'] },
    } as const;
    for (const [idioma, w] of Object.entries(palavras) as [keyof typeof palavras, (typeof palavras)[keyof typeof palavras]][]) {
      const leitor = await falante(idioma, 'MONTADORA');
      const aberto = await gql<{ relatorio: { titulo: string } }>(t.app, RELATORIO, { token: leitor.token, variables: { slug } });
      expect(aberto.data?.relatorio.titulo).toBe(w.titulo);
      const tela = await dados(leitor, slug);
      expect(tela.rotulos).toEqual(w.rotulos);
      expect(tela.colunas).toEqual(w.colunas);
      const sheet = await exportada(leitor.token, slug);
      expect(sheet.name).toBe(w.titulo);
      expect(celulas(sheet, 1)).toEqual([...w.rotulos, ...w.colunas]);
    }
  });

  it('an external report has no data nor export: NOT_FOUND', async () => {
    const slug = (await salvarOk(t.app, tokens.admin, relatorioInput({ tipo: 'EXTERNO', url: 'https://bi.example.com/x', relatorioInterno: null }))).slug;
    const res = await gql(t.app, EXPORTAR, { token: tokens.admin, variables: { slug } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe("the page's CSP frame-src follows the active external definitions", () => {
  const frameSrc = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    return /frame-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
  };

  it('adds the origin when saved, removes it when inactivated, never a wildcard', async () => {
    const origin = `https://painel-${Date.now().toString(36)}.example.com`;
    expect(await frameSrc()).not.toContain(origin);
    const saved = await salvarOk(t.app, tokens.admin, relatorioInput({ tipo: 'EXTERNO', url: `${origin}/dash?x=1`, relatorioInterno: null }));
    const src = await frameSrc();
    expect(src.split(' ')).toContain(origin);
    expect(src.split(' ')).toContain("'self'");
    expect(src).not.toContain('*');
    expect(src).not.toContain('/dash');
    await gql(t.app, `mutation($id: ID!) { inativarRelatorio(id: $id) { id } }`, { token: tokens.admin, variables: { id: saved.id } });
    expect(await frameSrc()).not.toContain(origin);
  });
});

describe('definitions: rules and the menu', () => {
  it('refuses an http address, a bad slug and an unknown feature, naming the fields in the reader language', async () => {
    const res = await gql(t.app, SALVAR_RELATORIO, {
      token: (await inglesa('PROVEDOR')).token,
      variables: { r: relatorioInput({ slug: 'Não Vale', tipo: 'EXTERNO', url: 'http://bi.example.com', relatorioInterno: null }) },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = res.errors![0]!.extensions!.fields!;
    expect(fields.map((f) => f.field)).toEqual(['slug', 'url']);
    expect(fields[1]!.message).toBe('The dashboard address field must be a full https:// address, without user name and password.');
    const desconhecida = await gql(t.app, SALVAR_RELATORIO, { token: tokens.admin, variables: { r: relatorioInput({ funcionalidades: ['NAO_EXISTE'] }) } });
    expect(desconhecida.errors?.[0]?.message).toBe('A funcionalidade "NAO_EXISTE" não existe.');
  });

  it('a second definition with the same slug is a CONFLICT', async () => {
    const slug = slugNovo();
    await salvarOk(t.app, tokens.admin, relatorioInput({ slug }));
    const res = await gql(t.app, SALVAR_RELATORIO, { token: tokens.admin, variables: { r: relatorioInput({ slug }) } });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it("the menu's reports category lists the definitions the user may open, in their language", async () => {
    const restrito = await salvarOk(t.app, tokens.admin, relatorioInput({ tituloEn: 'Users report', funcionalidades: [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS], ordem: 1 }));
    const menu = async (role: DemoRole | { token: string }) => {
      const token = typeof role === 'string' ? tokens[role] : role.token;
      const res = await gql<{ menuUsuarioLogado: { menus: string } }>(t.app, `{ menuUsuarioLogado { menus } }`, { token });
      const items = JSON.parse(res.data!.menuUsuarioLogado.menus) as { label: string; children: { uri: string; title: string }[] }[];
      return items.find((c) => c.label === 'menu.category.relatorios')?.children ?? [];
    };
    expect((await menu('consulta')).map((c) => c.uri)).toContain(`/relatorio/${restrito.slug}`);
    expect((await menu('dealer')).map((c) => c.uri)).not.toContain(`/relatorio/${restrito.slug}`);
    const doUsuario = await gql<{ relatoriosDoUsuario: { slug: string }[] }>(t.app, DO_USUARIO, { token: tokens.dealer });
    expect(doUsuario.data!.relatoriosDoUsuario.map((r) => r.slug)).not.toContain(restrito.slug);

    const aberto = await salvarOk(t.app, tokens.admin, relatorioInput({ tituloEs: 'Informe abierto', tituloEn: 'Open report' }));
    for (const [idioma, titulo] of [['ES', 'Informe abierto'], ['EN', 'Open report']] as const) {
      const entrada = (await menu(await falante(idioma, 'MONTADORA'))).find((c) => c.uri === `/relatorio/${aberto.slug}`);
      expect(entrada?.title).toBe(titulo);
    }
  });
});
