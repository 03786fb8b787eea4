import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole, type GqlResult } from '../../test/graphql.js';
import { grupoComDealer } from '../dealers/testing.js';
import { dealerUser, demoIds, saveOk as saveUser, type DemoIds } from '../users/testing.js';
import { failure, fresh, saveOk } from './testing.js';

/**
 * The people a group maintainer is shown (defects #2): the manual-user picker and the recipients
 * preview list only the users the caller may see. Diana, the demo dealer-group user (Grupo
 * Horizonte), is given PORTAL_MANUTENCAO_GRUPOS_USUARIOS. The people: a salesperson of her group
 * (propria), a salesperson of another group (alheia) and the demo manufacturer user (marina).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let d: DemoIds;
const who: Record<'propria' | 'alheia' | 'marina', string> = {} as never;
/** A public group of the manufacturer naming all three by hand. */
let publico: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  d = await demoIds(t.database);
  await t.database.pool.query(`insert into usuario_funcionalidades (usuario_id, funcionalidade_id) values ($1, $2)`, [
    d.usuario.dealer,
    d.funcionalidade.PORTAL_MANUTENCAO_GRUPOS_USUARIOS,
  ]);
  const alheio = await grupoComDealer(t.app, tokens.montadora, 'Grupo Alheio', { marcas: [d.marca.Aurora] });
  const fora = dealerUser(d, { nome: 'Alcance Alheia', grupos: [alheio.grupo], idsDealers: [alheio.dealer] });
  who.alheia = (await saveUser(t.app, tokens.admin, { ...fora, cargos: [{ ...fora.cargos[0]!, dealerId: alheio.dealer }] })).id;
  who.propria = (await saveUser(t.app, tokens.admin, dealerUser(d, { nome: 'Alcance Própria' }))).id;
  who.marina = d.usuario.montadora;
  publico = (await saveOk(t.app, tokens.montadora, {
    nome: `Público ${fresh()}`,
    publico: true,
    possuiUsuariosManuais: true,
    usuariosManuais: [who.propria, who.alheia, who.marina],
  })).id;
});
afterAll(() => t?.close());

const PREVIEW = 'query($f: UsuariosGruposFiltro!) { usuariosByGruposUsuariosPaged(filterInput: $f) { content { id } totalElements } }';
const preview = (f: Record<string, unknown>) => (token: string) => gql(t.app, PREVIEW, { token, variables: { f: { rowsPerPage: 100, ...f } } });
const inline = (grupo: Record<string, unknown>) => preview({ grupo: { nome: '', ...grupo } });

/** Which of the three people an answer lists, in a fixed order (or the error code). */
function listed(res: GqlResult): string {
  if (res.errors) return outcome(res);
  const data = res.data as { usuariosByGruposUsuariosPaged?: { content: { id: string }[] }; usuariosByNomeOrEmailStartingWith?: { id: string }[] };
  const rows = data.usuariosByGruposUsuariosPaged?.content ?? data.usuariosByNomeOrEmailStartingWith ?? [];
  const ids = new Set(rows.map((r) => r.id));
  return (['propria', 'alheia', 'marina'] as const).filter((k) => ids.has(who[k])).join(' ') || 'nobody';
}

const EVERYONE = 'propria alheia marina';
const OPS: Record<string, { run: (token: string) => Promise<GqlResult>; want: Record<'montadora' | 'admin' | 'dealer', string> }> = {
  'usuariosByNomeOrEmailStartingWith (name prefix)': {
    run: (token) => gql(t.app, '{ usuariosByNomeOrEmailStartingWith(texto: "Alcance") { id } }', { token }),
    want: { montadora: 'propria alheia', admin: 'propria alheia', dealer: 'propria' },
  },
  'usuariosByNomeOrEmailStartingWith (e-mail prefix)': {
    run: (token) => gql(t.app, '{ usuariosByNomeOrEmailStartingWith(texto: "montadora@") { id } }', { token }),
    want: { montadora: 'marina', admin: 'marina', dealer: 'nobody' },
  },
  'preview: position criterion': {
    run: (token) => inline({ possuiCargos: true, cargos: [d.cargo.Vendedor] })(token),
    want: { montadora: 'propria alheia', admin: 'propria alheia', dealer: 'propria' },
  },
  'preview: manufacturer profile': {
    run: (token) => inline({ possuiPerfil: true, marcas: [d.marca.Aurora], tiposUsuarios: ['MONTADORA'] })(token),
    want: { montadora: 'marina', admin: 'marina', dealer: 'nobody' },
  },
  'preview: saved group of manual users': {
    run: (token) => preview({ grupos: [publico] })(token),
    want: { montadora: EVERYONE, admin: EVERYONE, dealer: 'propria' },
  },
  'preview: manual users on the form': {
    run: (token) => inline({ possuiUsuariosManuais: true, usuariosManuais: [who.alheia, who.propria] })(token),
    // Someone the picker would not offer is refused, as on save.
    want: { montadora: 'propria alheia', admin: 'propria alheia', dealer: 'BAD_USER_INPUT' },
  },
};

describe('the people shown to a group maintainer stay within its reach', () => {
  for (const [name, op] of Object.entries(OPS)) {
    for (const [role, want] of Object.entries(op.want) as ['montadora' | 'admin' | 'dealer', string][]) {
      it(`${name}: ${role === 'dealer' ? 'dealer-group administrator' : role} -> ${want}`, async () => {
        expect(listed(await op.run(tokens[role]))).toBe(want);
      });
    }
  }
});

describe('salvarGrupoUsuarios: manual users', () => {
  it('a dealer-group administrator names only people within its reach', async () => {
    const grupo = (manual: string[]) => ({ nome: `Manual ${fresh()}`, possuiUsuariosManuais: true, usuariosManuais: manual });
    const res = await gql(t.app, 'mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { id } }', {
      token: tokens.dealer,
      variables: { g: grupo([who.propria, who.alheia]) },
    });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['usuariosManuais'] });
    await saveOk(t.app, tokens.dealer, grupo([who.propria]));
    await saveOk(t.app, tokens.montadora, grupo([who.propria, who.alheia]));
  });

  it('says which members stop the save of a group it may edit: an inactive one of its reach by name, those beyond it only counted', async () => {
    // A public group of the manufacturer: Diana's colleague (inactivated since), and two people beyond her reach.
    const inativa = (await saveUser(t.app, tokens.admin, dealerUser(d, { nome: 'Alcance Inativa' }))).id;
    const g = await saveOk(t.app, tokens.montadora, { nome: `Público ${fresh()}`, publico: true, possuiUsuariosManuais: true, usuariosManuais: [inativa, who.alheia, who.marina] });
    await t.database.pool.query('update usuarios set active = false where id = $1', [inativa]);
    const marina = (await t.database.pool.query<{ nome: string }>('select nome from usuarios where id = $1', [who.marina])).rows[0]!.nome;
    const save = () =>
      gql(t.app, 'mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { id } }', {
        token: tokens.dealer,
        variables: { g: { id: g.id, nome: g.nome, possuiUsuariosManuais: true, usuariosManuais: [who.propria, inativa, who.alheia, who.marina] } },
      });
    const said = async (idioma: 'PT_BR' | 'ES' | 'EN') => {
      await t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.dealer]);
      const res = await save();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // Nobody beyond her reach is named.
      const text = JSON.stringify(res.errors);
      for (const hidden of ['Alcance Alheia', marina]) expect(text).not.toContain(hidden);
      return res.errors![0]!.extensions!.fields!.map((f) => f.message);
    };
    try {
      expect(await said('PT_BR')).toEqual([
        'O usuário Alcance Inativa está inativo: remova-o de usuários manuais para salvar o grupo.',
        'Há 2 pessoa(s) fora do seu alcance em usuários manuais: remova-a(s) ou peça a um administrador que altere o grupo.',
      ]);
      expect(await said('ES')).toEqual([
        'El usuario Alcance Inativa está inactivo: quítelo de usuarios manuales para guardar el grupo.',
        'Hay 2 persona(s) fuera de su alcance en usuarios manuales: quítela(s) o pida a un administrador que modifique el grupo.',
      ]);
      expect(await said('EN')).toEqual([
        'The user Alcance Inativa is inactive: remove them from manual users to save the group.',
        'There are 2 person(s) outside your reach in manual users: remove them or ask an administrator to change the group.',
      ]);
    } finally {
      await t.database.pool.query('update usuarios set idioma = $1 where email = $2', ['PT_BR', DEMO_USERS.dealer]);
    }
    // Without them, her save goes through.
    await saveOk(t.app, tokens.dealer, { id: g.id, nome: g.nome, possuiUsuariosManuais: true, usuariosManuais: [who.propria] });
  });
});
