import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { tokenFor } from '../../test/users.js';
import { asAdminIn, failure, save, saved, unique } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t?.close());

const FACEBOOK = { nome: 'Facebook', url: 'https://facebook.com/marca', icone: 'mui|Facebook' };
const YOUTUBE = { nome: ' YouTube ', url: 'https://youtube.com/@marca?sub_confirmation=1', icone: 'mui|YouTube' };

const links = (marca: string, token = tokens.dealer) =>
  gql<{ redesSociais: { id: string; nome: string; url: string; icone: string }[] }>(t.app, 'query($m: ID!) { redesSociais(marca: $m) { id nome url icone } }', {
    token,
    variables: { m: marca },
  });
const namesOf = async (marca: string) => (await links(marca)).data!.redesSociais.map((l) => l.nome);
const messages = (res: { errors?: readonly { extensions?: { fields?: readonly { field: string; message?: string }[] } }[] }) =>
  (res.errors?.[0]?.extensions?.fields ?? []).map((f) => [f.field, f.message]);

describe("a brand's social links", () => {
  it('are saved with the brand in order, read by any signed-in user, and in the brand audit', async () => {
    const marca = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca redes'), redesSociais: [FACEBOOK, YOUTUBE] });
    const read = await links(marca.id);
    expect(read.errors).toBeUndefined();
    expect(read.data!.redesSociais.map(({ id: _id, ...l }) => l)).toEqual([
      FACEBOOK,
      { nome: 'YouTube', url: 'https://youtube.com/@marca?sub_confirmation=1', icone: 'mui|YouTube' },
    ]);
    const got = await gql<{ marca: { redesSociais: { nome: string }[] } }>(t.app, 'query($id: ID!) { marca(id: $id) { redesSociais { nome } } }', {
      token: tokens.admin,
      variables: { id: marca.id },
    });
    expect(got.data!.marca.redesSociais.map((l) => l.nome)).toEqual(['Facebook', 'YouTube']);

    // Reordered and one removed: the list is replaced.
    await saved(t.app, tokens.admin, 'marca', { id: marca.id, nome: marca.nome, redesSociais: [YOUTUBE] });
    expect(await namesOf(marca.id)).toEqual(['YouTube']);
    const audit = await t.database.pool.query<{ acao: string; antes: { redesSociais: unknown[] } | null; depois: { redesSociais: { nome: string }[] } }>(
      `select acao, antes, depois from auditoria where entidade = 'marca' and entidade_id = $1 order by id`,
      [marca.id],
    );
    expect(audit.rows.map((a) => [a.acao, a.antes?.redesSociais.length ?? null, a.depois.redesSociais.map((l) => l.nome)])).toEqual([
      ['CRIAR', null, ['Facebook', 'YouTube']],
      ['ALTERAR', 2, ['YouTube']],
    ]);
  });

  it('a save without the list keeps it; an empty list clears it', async () => {
    const marca = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca mantém'), redesSociais: [FACEBOOK] });
    await saved(t.app, tokens.admin, 'marca', { id: marca.id, nome: `${String(marca.nome)} 2` });
    expect(await namesOf(marca.id)).toEqual(['Facebook']);
    await saved(t.app, tokens.admin, 'marca', { id: marca.id, nome: `${String(marca.nome)} 2`, redesSociais: [] });
    expect(await namesOf(marca.id)).toEqual([]);
  });

  it('refuses a link without name, with an address that is not http(s) or an unknown icon, naming each, in pt-BR, en and es; nothing is stored', async () => {
    const marca = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca regras'), redesSociais: [FACEBOOK] });
    const bad = [
      { nome: '  ', url: 'https://x.test', icone: 'mui|X' },
      { nome: 'Script', url: 'javascript:alert(1)', icone: 'mui|Facebook' },
      { nome: 'Outro', url: 'https://outro.test', icone: 'fa|Tiktok' },
    ];
    const res = await save(t.app, tokens.admin, 'marca', { id: marca.id, nome: marca.nome, redesSociais: bad });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['redesSociais.0.nome', 'redesSociais.1.url', 'redesSociais.2.icone'] });
    expect(messages(res)).toEqual([
      ['redesSociais.0.nome', 'Informe o nome da rede social 1.'],
      ['redesSociais.1.url', 'O endereço da rede social 2 deve ser um endereço http:// ou https:// válido.'],
      ['redesSociais.2.icone', 'Escolha um dos ícones disponíveis para a rede social 3.'],
    ]);
    const en = await asAdminIn(t.app, tokens.admin, 'EN', () => save(t.app, tokens.admin, 'marca', { id: marca.id, nome: marca.nome, redesSociais: bad }));
    expect(messages(en).map(([, m]) => m)).toEqual([
      'Enter the name of social network 1.',
      'The address of social network 2 must be a valid http:// or https:// address.',
      'Choose one of the available icons for social network 3.',
    ]);
    const es = await asAdminIn(t.app, tokens.admin, 'ES', () => save(t.app, tokens.admin, 'marca', { id: marca.id, nome: marca.nome, redesSociais: bad }));
    expect(messages(es).map(([, m]) => m)).toEqual([
      'Indique el nombre de la red social 1.',
      'La dirección de la red social 2 debe ser una dirección http:// o https:// válida.',
      'Elija uno de los iconos disponibles para la red social 3.',
    ]);
    expect(await namesOf(marca.id)).toEqual(['Facebook']);
  });

  it('at most 10 links per brand', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...FACEBOOK, nome: `Rede ${i + 1}` }));
    const res = await save(t.app, tokens.admin, 'marca', { nome: unique('Marca muitas'), redesSociais: eleven });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['redesSociais'] });
    expect(messages(res)).toEqual([['redesSociais', 'Uma marca pode ter no máximo 10 redes sociais.']]);
    const ten = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca dez'), redesSociais: eleven.slice(0, 10) });
    expect(await namesOf(ten.id)).toHaveLength(10);
  });

  it('a brand without links answers none; a malformed brand id is refused', async () => {
    expect((await links('999999')).data).toEqual({ redesSociais: [] });
    expect((await links('abc')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a dealer-group user of another group reads a brand's links (public facts of a brand) but cannot change them, even holding the brands' maintenance feature", async () => {
    const marca = await saved(t.app, tokens.admin, 'marca', { nome: unique('Marca de outro grupo'), redesSociais: [FACEBOOK] });
    const grupo = await t.database.db.execute<{ id: number }>(sql`insert into grupos (nome) values (${unique('Grupo redes')}) returning id`);
    const outro = await tokenFor(t.app, t.database, [FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO], 'DEALER_GRUPO');
    await t.database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${outro.id}, ${grupo.rows[0]!.id})`);
    await t.database.db.execute(sql`delete from usuario_marcas where usuario_id = ${outro.id}`);

    expect((await links(marca.id, outro.token)).data!.redesSociais.map((l) => l.nome)).toEqual(['Facebook']);
    const res = await save(t.app, outro.token, 'marca', { id: marca.id, nome: marca.nome, redesSociais: [] });
    expect(failure(res)).toEqual({ code: 'FORBIDDEN', fields: [] });
    expect(await namesOf(marca.id)).toEqual(['Facebook']);
  });
});
