import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const USUARIO_LOGADO = `{ usuarioLogado { id nome email avatarLink tipo { id } idioma { id }
  marcas { id description facebookId palette } funcionalidades { id chave }
  gruposUsuarios { id nome } dadosComplementares { id descricao ordem urlBase tipo funcionalidades { id chave } } } }`;
const MENU = `{ menuUsuarioLogado { title theme productName currentProduct linkHelpTec linkPortal linkAcademia
  brandImageUrl showMyAccount showOnboarding locales { id description } menus } }`;

interface MenuItem {
  title: string;
  uri: string;
  baseUri: string;
  external: boolean;
  product: string;
  order: number;
  children: MenuItem[];
}

describe('usuarioLogado', () => {
  it('returns every field of the logged user for the manufacturer', async () => {
    const res = await gql<{ usuarioLogado: Record<string, unknown> & { funcionalidades: { chave: string }[]; marcas: unknown[] } }>(
      t.app,
      USUARIO_LOGADO,
      { token: tokens.montadora },
    );
    expect(res.errors).toBeUndefined();
    const u = res.data!.usuarioLogado;
    expect(u).toMatchObject({ nome: 'Marina Montadora', email: 'montadora@portal.test', tipo: { id: 'MONTADORA' }, idioma: { id: 'PT_BR' } });
    expect(u.marcas).toHaveLength(3);
    expect(u.funcionalidades.map((f) => f.chave)).toContain('PORTAL_MANUTENCAO_USUARIOS');
    // The parts-report feature belongs to another product: it shows up as complementary data.
    expect(u.dadosComplementares).toEqual([
      expect.objectContaining({ descricao: 'Peças', urlBase: 'https://pecas.portal.test', tipo: 'PRODUTO' }),
    ]);
  });

  it('refuses anonymous callers and garbage tokens with UNAUTHENTICATED', async () => {
    expect(outcome(await gql(t.app, USUARIO_LOGADO))).toBe('UNAUTHENTICATED');
    expect(outcome(await gql(t.app, USUARIO_LOGADO, { token: 'not-a-token' }))).toBe('UNAUTHENTICATED');
    const forged = tokens.dealer.slice(0, -4) + 'AAAA';
    expect(outcome(await gql(t.app, USUARIO_LOGADO, { token: forged }))).toBe('UNAUTHENTICATED');
  });

  it('answers in the language of the request when nobody is signed in', async () => {
    const es = await gql(t.app, USUARIO_LOGADO, { lang: 'es-AR' });
    const en = await gql(t.app, USUARIO_LOGADO, { lang: 'en-US' });
    const pt = await gql(t.app, USUARIO_LOGADO);
    expect(new Set([es.errors?.[0]?.message, en.errors?.[0]?.message, pt.errors?.[0]?.message]).size).toBe(3);
    expect(en.errors?.[0]?.message).toMatch(/sign in/i);
  });
});

describe('menuUsuarioLogado', () => {
  async function menuOf(role: DemoRole) {
    const res = await gql<{ menuUsuarioLogado: { menus: string; title: string; currentProduct: string; locales: unknown[] } }>(
      t.app,
      MENU,
      { token: tokens[role] },
    );
    expect(res.errors).toBeUndefined();
    return { ...res.data!.menuUsuarioLogado, items: JSON.parse(res.data!.menuUsuarioLogado.menus) as MenuItem[] };
  }

  it('delivers the menu data with the portal properties and locales', async () => {
    const m = await menuOf('dealer');
    expect(m).toMatchObject({ title: 'Portal Rede Aurora', currentProduct: 'PORTAL' });
    expect(m.locales).toEqual([
      { id: 'PT_BR', description: 'pt-BR' },
      { id: 'ES', description: 'es' },
      { id: 'EN', description: 'en' },
    ]);
  });

  it('gives the parts report (another product, full-page link) only to users with its feature', async () => {
    const titles = (items: MenuItem[]) => items.flatMap((c) => c.children.map((i) => i.title));
    const montadora = await menuOf('montadora');
    const report = montadora.items.flatMap((c) => c.children).find((i) => i.product === 'PECAS');
    expect(report).toMatchObject({ external: true, baseUri: 'https://pecas.portal.test', uri: '/consulta' });
    expect(titles((await menuOf('dealer')).items)).not.toContain('Consulta de peças');
    expect(titles((await menuOf('consulta')).items)).not.toContain('Consulta de peças');
    // The technical provider passes any single-feature check.
    expect(titles((await menuOf('admin')).items)).toContain('Consulta de peças');
  });

  it("titles the dealers and groups entries with the portal's labels", async () => {
    const items = (await menuOf('montadora')).items.flatMap((c) => c.children);
    expect(items.find((i) => i.uri === '/dealers')?.title).toBe('Concessionárias');
    expect(items.find((i) => i.uri === '/grupos')?.title).toBe('Grupos');
  });

  it('titles every entry of the widest menu (no raw message key)', async () => {
    const titles = (await menuOf('admin')).items.flatMap((c) => [c.title, ...c.children.map((i) => i.title)]);
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((x) => x.startsWith('route.') || x.includes('{'))).toEqual([]);
  });

  it('sorts items by order and leaves empty categories out', async () => {
    const m = await menuOf('dealer');
    expect(m.items.map((c) => c.title)).toEqual(['Início', 'Comunicação', 'Biblioteca']);
    for (const c of m.items) {
      expect(c.children.length).toBeGreaterThan(0);
      expect(c.children.map((i) => i.order)).toEqual([...c.children.map((i) => i.order)].sort((a, b) => a - b));
    }
  });
});

describe('mudarLinguaUsuario', () => {
  const MUTATION = `mutation($id: ID!, $idioma: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $idioma) { id nome idioma } }`;

  it('stores the language on the user, and the menu follows it', async () => {
    const me = await gql<{ usuarioLogado: { id: string } }>(t.app, '{ usuarioLogado { id } }', { token: tokens.consulta });
    const id = me.data!.usuarioLogado.id;
    const res = await gql(t.app, MUTATION, { token: tokens.consulta, variables: { id, idioma: 'EN' } });
    expect(res.data).toEqual({ mudarLinguaUsuario: { id, nome: 'Carlos Consulta', idioma: 'EN' } });
    const after = await gql<{ usuarioLogado: { idioma: { id: string } } }>(t.app, '{ usuarioLogado { idioma { id } } }', {
      token: tokens.consulta,
    });
    expect(after.data!.usuarioLogado.idioma.id).toBe('EN');
    const menu = await gql<{ menuUsuarioLogado: { menus: string } }>(t.app, '{ menuUsuarioLogado { menus } }', { token: tokens.consulta });
    expect((JSON.parse(menu.data!.menuUsuarioLogado.menus) as MenuItem[])[0]!.title).toBe('Home');
    const audit = await t.database.pool.query(
      `select acao, antes, depois from auditoria where entidade = 'usuario' and entidade_id = $1 and acao = 'MUDAR_IDIOMA'`,
      [id],
    );
    expect(audit.rows).toEqual([{ acao: 'MUDAR_IDIOMA', antes: { idioma: 'PT_BR' }, depois: { idioma: 'EN' } }]);
  });

  it("refuses to change another user's language", async () => {
    const other = await gql<{ usuarioLogado: { id: string } }>(t.app, '{ usuarioLogado { id } }', { token: tokens.admin });
    const res = await gql(t.app, MUTATION, { token: tokens.dealer, variables: { id: other.data!.usuarioLogado.id, idioma: 'ES' } });
    expect(outcome(res)).toBe('FORBIDDEN');
  });

  it('rejects an unknown language at the schema', async () => {
    const res = await gql(t.app, MUTATION, { token: tokens.dealer, variables: { id: '1', idioma: 'FR' } });
    expect(res.status).toBe(400);
  });
});

describe('onboarding flags', () => {
  it('starts unseen, becomes seen once set, per user and per tour', async () => {
    const q = `query($id: String!) { currentUserOnboardingIsSeen(id: $id) }`;
    const m = `mutation($id: String!) { setCurrentUserOnboardingSeen(id: $id) }`;
    expect((await gql(t.app, q, { token: tokens.dealer, variables: { id: 'HOME' } })).data).toEqual({ currentUserOnboardingIsSeen: false });
    expect((await gql(t.app, m, { token: tokens.dealer, variables: { id: 'HOME' } })).data).toEqual({ setCurrentUserOnboardingSeen: true });
    expect((await gql(t.app, m, { token: tokens.dealer, variables: { id: 'HOME' } })).data).toEqual({ setCurrentUserOnboardingSeen: true });
    expect((await gql(t.app, q, { token: tokens.dealer, variables: { id: 'HOME' } })).data).toEqual({ currentUserOnboardingIsSeen: true });
    expect((await gql(t.app, q, { token: tokens.dealer, variables: { id: 'GRUPO_USUARIO' } })).data).toEqual({ currentUserOnboardingIsSeen: false });
    expect((await gql(t.app, q, { token: tokens.montadora, variables: { id: 'HOME' } })).data).toEqual({ currentUserOnboardingIsSeen: false });
  });

  it('names the field of an unknown tour id', async () => {
    const res = await gql(t.app, `{ currentUserOnboardingIsSeen(id: "XYZ") }`, { token: tokens.dealer });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'id' }] });
  });
});

describe('access table of the shell operations (every demo role, anonymous included)', () => {
  const OPS: Record<string, string> = {
    usuarioLogado: '{ usuarioLogado { id } }',
    menuUsuarioLogado: '{ menuUsuarioLogado { title } }',
    currentUserOnboardingIsSeen: '{ currentUserOnboardingIsSeen(id: "MENU") }',
    setCurrentUserOnboardingSeen: 'mutation { setCurrentUserOnboardingSeen(id: "MENU") }',
  };
  const ROLES: (DemoRole | 'anonymous')[] = ['anonymous', 'dealer', 'consulta', 'montadora', 'admin'];
  for (const [op, query] of Object.entries(OPS)) {
    for (const role of ROLES) {
      const expected = role === 'anonymous' ? 'UNAUTHENTICATED' : 'OK';
      it(`${op}: ${role} -> ${expected}`, async () => {
        const res = await gql(t.app, query, { token: role === 'anonymous' ? null : tokens[role] });
        expect(outcome(res)).toBe(expected);
      });
    }
  }
});

describe('GraphQL limits', () => {
  it('refuses documents with too many aliases, too deep, or too many tokens', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: usuarioLogado { id }`).join(' ')} }`;
    expect((await gql(t.app, aliases, { token: tokens.dealer })).status).toBe(400);
    const deep = '{ usuarioLogado { dadosComplementares { funcionalidades { id } } marcas { id } } }';
    expect((await gql(t.app, deep, { token: tokens.dealer })).errors).toBeUndefined();
    const tokensHeavy = `{ usuarioLogado { ${'id '.repeat(1200)} } }`;
    const res = await gql(t.app, tokensHeavy, { token: tokens.dealer });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
