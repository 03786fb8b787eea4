import type { MenuUsuarioLogado, UsuarioLogado } from '../features/shell/shell.queries';
import type { MenuItem } from '../features/shell/menu/menu-model';
import type { PortalProperties } from '../lib/portal-properties/portal-properties';

/** A dealer user with a single brand and one feature. */
export const DEALER_USER: UsuarioLogado & { __typename: string } = {
  __typename: 'UsuarioLogado',
  id: '7',
  nome: 'Ana Souza',
  email: 'ana@dealer.test',
  avatarLink: null,
  marcas: [{ id: '1', description: 'Marca Azul', facebookId: null, palette: 'azulOceano' }],
  tipo: { id: 'DEALER_GRUPO' },
  tiposUsuarios: [{ id: 'DEALER_GRUPO' }],
  idioma: { id: 'PT_BR' },
  funcionalidades: [{ id: '11', chave: 'PORTAL_CRIACAO_COMUNICADOS' }],
  dadosComplementares: [],
};

/** Adds __typename everywhere, as the server (and Apollo's MockedProvider) expects. */
export function withTypenames(user: UsuarioLogado): UsuarioLogado {
  return {
    ...user,
    __typename: 'UsuarioLogado',
    marcas: user.marcas.map((m) => ({ ...m, __typename: 'Marca' })),
    tipo: { ...user.tipo, __typename: 'TipoRef' },
    tiposUsuarios: user.tiposUsuarios.map((t) => ({ ...t, __typename: 'TipoRef' })),
    idioma: { ...user.idioma, __typename: 'IdiomaRef' },
    funcionalidades: user.funcionalidades.map((f) => ({ ...f, __typename: 'Funcionalidade' })),
    dadosComplementares: user.dadosComplementares.map((d) => ({
      ...d,
      __typename: 'DadoComplementar',
      funcionalidades: d.funcionalidades.map((f) => ({ ...f, __typename: 'Funcionalidade' })),
    })),
  } as UsuarioLogado;
}

export function menuItem(partial: Partial<MenuItem> & Pick<MenuItem, 'title'>): MenuItem {
  return { uri: '', baseUri: '', label: null, external: false, children: [], product: 'PORTAL', order: 0, ...partial };
}

export const MENU_ITEMS: MenuItem[] = [
  menuItem({
    title: 'Comunicação',
    order: 2,
    children: [
      menuItem({ title: 'Comunicados', uri: '/comunicados', order: 2 }),
      menuItem({ title: 'Notificações', uri: '/notificacoes', order: 1 }),
    ],
  }),
  menuItem({ title: 'Início', uri: '/home', order: 1 }),
  menuItem({
    title: 'Outros sistemas',
    order: 3,
    children: [
      menuItem({ title: 'Garantia', uri: '/garantia', baseUri: 'https://garantia.example.com/', product: 'GARANTIA', order: 1 }),
      menuItem({
        title: 'Relatórios',
        uri: '/relatorios',
        order: 2,
        children: [menuItem({ title: 'Consulta de Peças', uri: '/relatorio/pecas', order: 1 })],
      }),
      menuItem({ title: 'Fabricante', uri: 'https://www.example.org/', external: true, order: 3 }),
    ],
  }),
];

export function menuData(overrides: Partial<MenuUsuarioLogado> = {}): MenuUsuarioLogado {
  return {
    __typename: 'MenuUsuarioLogado',
    title: 'Portal da Rede',
    theme: 'provedor',
    productName: 'Portal',
    currentProduct: 'PORTAL',
    linkHelpTec: 'https://ajuda.example.com/',
    linkPortal: 'http://localhost:8080/',
    linkAcademia: null,
    brandImageUrl: null,
    showMyAccount: true,
    showOnboarding: false,
    locales: [
      { __typename: 'Locale', id: 'PT_BR', description: 'Português' },
      { __typename: 'Locale', id: 'ES', description: 'Español' },
      { __typename: 'Locale', id: 'EN', description: 'English' },
    ],
    menus: JSON.stringify(MENU_ITEMS),
    ...overrides,
  } as MenuUsuarioLogado;
}

export const PROPERTIES: PortalProperties = {
  name: 'Portal da Rede',
  favicon: '/custom-favicon.png',
  labelDealer: 'Concessionária',
  labelDealers: 'Concessionárias',
  labelMarca: 'Bandeira',
  labelMarcas: 'Bandeiras',
  labelGrupo: 'Grupo econômico',
  labelGrupos: 'Grupos econômicos',
  labelNovoGrupo: 'Novo grupo econômico',
  labelNovoDealer: 'Nova concessionária',
  labelTipoUsuarioDealerGrupo: 'Concessionária/Grupo',
  labelTipoUsuarioMontadora: 'Fábrica',
  tiposUsuarioDocumentoObrigatorio: [],
  tiposUsuarioInformarCargo: [],
  tiposUsuarioInformarGestao: [],
  informarDepartamentoCargo: false,
  realm: 'portal',
};
