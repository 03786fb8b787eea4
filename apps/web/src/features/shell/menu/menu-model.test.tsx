import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, menuItem } from '../../../test/fixtures';
import { buildMenu, filterMenu, isSelected, linkOf, parseMenuItems, type MenuCategory } from './menu-model';

const menu = () => buildMenu(MENU_ITEMS, 'PORTAL', 'Início');
const titles = (cats: readonly MenuCategory[]) => cats.map((c) => [c.title, c.entries.map((e) => e.title)]);

describe('menu model', () => {
  it('parses the JSON text of the server, dropping malformed items', () => {
    expect(parseMenuItems(JSON.stringify(MENU_ITEMS))).toEqual(MENU_ITEMS);
    expect(parseMenuItems('not json')).toEqual([]);
    expect(parseMenuItems('{"a":1}')).toEqual([]);
    expect(parseMenuItems('[{"uri":"/x"}, 3, {"title":"Ok","children":[{"title":""}]}]')).toEqual([
      { title: 'Ok', uri: '', baseUri: '', label: null, external: false, children: [], product: null, order: Number.MAX_SAFE_INTEGER },
    ]);
  });

  it('sorts categories and entries by order', () => {
    expect(titles(menu())).toEqual([
      ['Início', ['Início']],
      ['Comunicação', ['Notificações', 'Comunicados']],
      ['Outros sistemas', ['Garantia', 'Relatórios', 'Fabricante']],
    ]);
  });

  it("falls back to a single 'Início' entry for a category without entries", () => {
    const [inicio] = buildMenu([menuItem({ title: 'Home', uri: '/home' })], 'PORTAL', 'Início');
    expect(inicio?.entries).toEqual([{ key: '0.0', title: 'Início', label: null, href: '/home', internal: true, children: [] }]);
    const [noUri] = buildMenu([menuItem({ title: 'Vazia' })], 'PORTAL', 'Início');
    expect(noUri?.entries[0]).toMatchObject({ title: 'Início', href: '/home', internal: true });
  });

  it('makes items of another product and external items full-page links (baseUri + uri)', () => {
    const others = menu()[2]!;
    expect(others.entries[0]).toMatchObject({ title: 'Garantia', href: 'https://garantia.example.com/garantia', internal: false });
    expect(others.entries[1]).toMatchObject({ title: 'Relatórios', href: '/relatorios', internal: true });
    expect(others.entries[2]).toMatchObject({ title: 'Fabricante', href: 'https://www.example.org/', internal: false });
    expect(linkOf({ uri: 'x/y', baseUri: 'https://b.example/app/', external: true, product: null }, 'PORTAL').href).toBe(
      'https://b.example/app/x/y',
    );
    expect(linkOf({ uri: '/home', baseUri: 'https://b.example', external: false, product: 'PORTAL' }, 'PORTAL')).toEqual({
      href: '/home',
      internal: true,
    });
  });

  it('selects an entry only on an exact path match', () => {
    const entry = { href: '/comunicados', internal: true };
    expect(isSelected(entry, '/comunicados')).toBe(true);
    expect(isSelected(entry, '/comunicados/')).toBe(true);
    expect(isSelected(entry, '/comunicados/novo')).toBe(false);
    expect(isSelected(entry, '/comunic')).toBe(false);
    expect(isSelected({ href: '/comunicados', internal: false }, '/comunicados')).toBe(false);
  });

  it('filters by title case-insensitively, including children', () => {
    expect(titles(filterMenu(menu(), 'COMUNI'))).toEqual([['Comunicação', ['Notificações', 'Comunicados']]]);
    expect(titles(filterMenu(menu(), 'comunicados'))).toEqual([['Comunicação', ['Comunicados']]]);
    // a match on a child keeps its parent, with only the matching children
    const pecas = filterMenu(menu(), 'peças');
    expect(titles(pecas)).toEqual([['Outros sistemas', ['Relatórios']]]);
    expect(pecas[0]?.entries[0]?.children.map((c) => c.title)).toEqual(['Consulta de Peças']);
    // accents are ignored too
    expect(titles(filterMenu(menu(), 'notificacoes'))).toEqual([['Comunicação', ['Notificações']]]);
  });

  it('keeps everything for an empty query and nothing for a query without match', () => {
    expect(filterMenu(menu(), '   ')).toEqual(menu());
    expect(filterMenu(menu(), 'zzz')).toEqual([]);
  });
});
