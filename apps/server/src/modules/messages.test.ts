import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Idioma } from '@portal/domain';
import { DEMO_USERS } from '../seed/demo.js';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { demoTokens, gql, type DemoRole, type GqlResult } from '../test/graphql.js';
import { dealerInput, SALVAR_DEALER } from './dealers/testing.js';
import { demoIds, montadoraUser, salvar as salvarUsuario, type DemoIds } from './users/testing.js';
import { grupoInput, salvar as salvarGrupo } from './user-groups/testing.js';
import { novaPasta } from './library/testing.js';

/*
 * Error messages as a person reads them (the top-level message is what the web toasts): complete
 * in the caller's language, naming the field by its label and the portal's own labels of that
 * language (the demo seed stores Portuguese, Spanish and English dealer labels).
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

/** The montadora demo user reads in `idioma` (a signed-in user's language wins over Accept-Language). */
async function speaks(idioma: Idioma) {
  await t.database.pool.query('update usuarios set idioma = $1 where email = $2', [idioma, DEMO_USERS.montadora]);
}

/** The top-level message and the field messages of a failed call. */
function messages(res: GqlResult) {
  const e = res.errors?.[0];
  expect(e, JSON.stringify(res.data)).toBeDefined();
  return { message: e!.message, fields: (e!.extensions?.fields ?? []).map((f) => f.message) };
}

const IDIOMAS: Idioma[] = ['PT_BR', 'ES', 'EN'];

describe('top-level messages name the field', () => {
  it('salvarDealer: company name with too few letters', async () => {
    const expected = {
      PT_BR: 'O campo razão social deve ter pelo menos 10 letras.',
      ES: 'El campo razón social debe tener al menos 10 letras.',
      EN: 'The field company name must have at least 10 letters.',
    };
    for (const idioma of IDIOMAS) {
      await speaks(idioma);
      const res = await gql(t.app, SALVAR_DEALER, { token: tokens.montadora, variables: { d: dealerInput({ razaoSocial: 'Ab 12' }) } });
      expect(messages(res)).toEqual({ message: expected[idioma], fields: [expected[idioma]] });
    }
  });

  it('salvarUsuario: missing name', async () => {
    const expected = { PT_BR: 'O campo nome é obrigatório.', ES: 'El campo nombre es obligatorio.', EN: 'The field name is required.' };
    for (const idioma of IDIOMAS) {
      await speaks(idioma);
      const save = montadoraUser(ids);
      const res = await salvarUsuario(t.app, tokens.montadora, { ...save, usuario: { ...save.usuario, nome: '  ' } });
      expect(messages(res).message).toBe(expected[idioma]);
    }
  });

  it('salvarGrupoUsuarios: blank name', async () => {
    const expected = { PT_BR: 'O campo nome é obrigatório.', ES: 'El campo nombre es obligatorio.', EN: 'The field name is required.' };
    for (const idioma of IDIOMAS) {
      await speaks(idioma);
      const res = await salvarGrupo(t.app, tokens.montadora, grupoInput(ids.usuario.consulta, { nome: ' ' }));
      expect(messages(res).message).toBe(expected[idioma]);
    }
  });

  it('renomearItemBiblioteca: blank name', async () => {
    await speaks('PT_BR');
    const grupo = await salvarGrupo(t.app, tokens.montadora, grupoInput(ids.usuario.consulta));
    const pasta = await novaPasta(t.app, tokens.montadora, { leitura: [grupo.data!.salvarGrupoUsuarios.id] });
    const expected = { PT_BR: 'O campo novo nome é obrigatório.', ES: 'El campo nuevo nombre es obligatorio.', EN: 'The field new name is required.' };
    for (const idioma of IDIOMAS) {
      await speaks(idioma);
      const res = await gql(t.app, `mutation($id: ID!, $n: String!) { renomearItemBiblioteca(idItemBiblioteca: $id, novoNome: $n) { id } }`, {
        token: tokens.montadora,
        variables: { id: pasta.id, n: '   ' },
      });
      expect(messages(res).message).toBe(expected[idioma]);
    }
  });
});

describe('messages use the portal labels of the caller’s language', () => {
  it('a taken dealer code names the dealer label, per language', async () => {
    await speaks('PT_BR');
    const taken = dealerInput();
    expect((await gql(t.app, SALVAR_DEALER, { token: tokens.montadora, variables: { d: taken } })).errors).toBeUndefined();
    const expected = {
      PT_BR: `O código ${taken.codigoPrincipal} já pertence a outro registro de Concessionária.`,
      ES: `El código ${taken.codigoPrincipal} ya pertenece a otro registro de Concesionaria.`,
      EN: `The code ${taken.codigoPrincipal} already belongs to another Dealership.`,
    };
    for (const idioma of IDIOMAS) {
      await speaks(idioma);
      const res = await gql(t.app, SALVAR_DEALER, {
        token: tokens.montadora,
        variables: { d: dealerInput({ codigoPrincipal: taken.codigoPrincipal }) },
      });
      expect(messages(res)).toEqual({ message: expected[idioma], fields: [expected[idioma]] });
    }
  });

  it('the menu names the dealers and groups entries by the labels of the user’s language', async () => {
    const titles = async () => {
      const res = await gql<{ menuUsuarioLogado: { menus: string } }>(t.app, '{ menuUsuarioLogado { menus } }', { token: tokens.montadora });
      const walk = (items: { title: string; children?: unknown[] }[]): string[] =>
        items.flatMap((i) => [i.title, ...walk((i.children ?? []) as { title: string }[])]);
      return walk(JSON.parse(res.data!.menuUsuarioLogado.menus));
    };
    await speaks('EN');
    expect(await titles()).toEqual(expect.arrayContaining(['Dealerships', 'Dealer groups']));
    await speaks('PT_BR');
    expect(await titles()).toEqual(expect.arrayContaining(['Concessionárias', 'Grupos']));
  });

  it('a dealer-group user without dealers is told to select the dealer label', async () => {
    const expected = {
      PT_BR: 'Selecione pelo menos um registro de Concessionárias.',
      EN: 'Select at least one Dealership.',
    };
    for (const idioma of ['PT_BR', 'EN'] as const) {
      await speaks(idioma);
      const res = await salvarUsuario(t.app, tokens.montadora, {
        usuario: { ...montadoraUser(ids).usuario, tipo: 'DEALER_GRUPO', marcas: [ids.marca.Aurora], grupos: [ids.grupo.Horizonte], idsDealers: [], cpf: null },
        cargos: [],
        infos: { dataAdmissao: '2024-01-10' },
      });
      const all = [messages(res).message, ...messages(res).fields];
      expect(all).toContain(expected[idioma]);
      expect(all.join(' ')).not.toMatch(/\{\w+\}/);
    }
  });
});
