import { ROUTES } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Outlet, useParams } from 'react-router';
import { homeMocks } from '../features/home/home.fixtures';
import { MENU_USUARIO_LOGADO, type UsuarioLogado } from '../features/shell/shell.queries';
import { loadMessages } from '../lib/intl/catalogs';
import { DEALER_USER, menuData } from '../test/fixtures';
import { renderRoutes, type DiscoveringRoutes } from '../test/render';
import { composeTitle } from './document-head';
import { discoverScreens, screensLayer } from './routes';
import { SCREENS, type ScreenLoader } from './screens';
import { ShellLayout } from './ShellLayout';

const menuMock = () => ({ request: { query: MENU_USUARIO_LOGADO }, result: { data: { menuUsuarioLogado: menuData() } } });

function screen_(text: string): ScreenLoader {
  return () => Promise.resolve({ default: () => <h1>{text}</h1> });
}

/** The shell as the app builds it, minus sign-in (the user comes from the test providers). */
function shellRoutes(screens?: Record<string, ScreenLoader>, withLayout = false): DiscoveringRoutes {
  return {
    routes: [{ element: withLayout ? <ShellLayout /> : <Outlet />, hydrateFallbackElement: <p>…</p>, children: [screensLayer()] }],
    patchRoutesOnNavigation: discoverScreens(screens),
  };
}

const provider: UsuarioLogado = { ...DEALER_USER, tipo: { id: 'PROVEDOR' }, tiposUsuarios: [{ id: 'PROVEDOR' }], funcionalidades: [] };
const montadoraWithEverything: UsuarioLogado = {
  ...DEALER_USER,
  tipo: { id: 'MONTADORA' },
  tiposUsuarios: [{ id: 'MONTADORA' }],
  funcionalidades: [{ id: '1', chave: 'PORTAL_ADMINISTRACAO_PROVEDOR' }, { id: '2', chave: 'PORTAL_MANUTENCAO_USUARIOS' }],
};

describe('screens map', () => {
  it('has a screen for every domain route that is in the menu', () => {
    const missing = ROUTES.filter((r) => r.menu && !(r.id in SCREENS)).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('only names non-public routes of the domain table', () => {
    const ids = new Map(ROUTES.map((r) => [r.id, r]));
    for (const id of Object.keys(SCREENS)) {
      expect(ids.has(id), id).toBe(true);
      expect(ids.get(id)?.public, id).toBeFalsy();
    }
  });
});

describe('router', () => {
  it("redirects '/' to /home, the home page: its title and its sections (features/home)", async () => {
    const { router } = renderRoutes(shellRoutes(), '/', { mocks: homeMocks() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    for (const name of ['Destaques', 'Anúncio', 'Comunicados recentes', 'Arquivos recentes', 'Redes sociais']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('sends a user who may not open a route to /home', async () => {
    const { router } = renderRoutes(shellRoutes({ ...SCREENS, usuarios: screen_('Lista de usuários') }), '/usuarios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByText('Lista de usuários')).not.toBeInTheDocument();
  });

  it('says why in a toast, in the user language, naming the page', async () => {
    const screens = { ...SCREENS, usuarios: screen_('Lista de usuários'), gruposUsuarios: screen_('Grupos') };
    const pt = renderRoutes(shellRoutes(screens), '/usuarios');
    expect(await screen.findByText('Você não tem permissão para abrir “Usuários”.')).toBeInTheDocument();
    expect(pt.router.state.location.pathname).toBe('/home');
    pt.unmount();
    const es = renderRoutes(shellRoutes(screens), '/gruposUsuarios', { locale: 'es', messages: await loadMessages('es') });
    expect(await screen.findByText('No tiene permiso para abrir «Grupos de usuarios».')).toBeInTheDocument();
    es.unmount();
    renderRoutes(shellRoutes(screens), '/usuarios/novo', { locale: 'en', messages: await loadMessages('en') });
    expect(await screen.findByText('You are not allowed to open “New user”.')).toBeInTheDocument();
    // One toast per refusal.
    expect(screen.getAllByText('You are not allowed to open “New user”.')).toHaveLength(1);
  });

  it('opens the route for a user with the feature, and for the technical provider', async () => {
    const screens = { ...SCREENS, usuarios: screen_('Lista de usuários') };
    const withFeature: UsuarioLogado = { ...DEALER_USER, funcionalidades: [{ id: '1', chave: 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS' }] };
    const a = renderRoutes(shellRoutes(screens), '/usuarios', { user: withFeature });
    expect(await screen.findByText('Lista de usuários')).toBeInTheDocument();
    a.unmount();
    renderRoutes(shellRoutes(screens), '/usuarios', { user: provider });
    expect(await screen.findByText('Lista de usuários')).toBeInTheDocument();
  });

  it('keeps /superAdmin to the technical-provider type, whatever the features', async () => {
    const screens = { ...SCREENS, superAdmin: screen_('Super admin') };
    const { router } = renderRoutes(shellRoutes(screens), '/superAdmin', { user: montadoraWithEverything });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  const Record = () => <h1>Usuário {useParams().id}</h1>;
  const withRecord = { ...SCREENS, usuarioEditar: () => Promise.resolve({ default: Record }), usuariosNovo: screen_('Novo usuário') };

  it('finds each address its route as the user moves: a record, the fixed address the record route would swallow, another record, an unknown one', async () => {
    const screens = withRecord;
    const { router } = renderRoutes(shellRoutes(screens), '/usuarios/7', { user: provider });
    expect(await screen.findByRole('heading', { name: 'Usuário 7' })).toBeInTheDocument();
    await act(() => router.navigate('/usuarios/novo'));
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    await act(() => router.navigate('/usuarios/8'));
    expect(await screen.findByRole('heading', { name: 'Usuário 8' })).toBeInTheDocument();
    await act(() => router.navigate('/usuarios/8/nada'));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('opens the record of an address with a malformed %-escape, its parameter as written, with the shell and its breadcrumbs', async () => {
    renderRoutes(shellRoutes(withRecord, true), '/usuarios/%E0%A4%A', { user: provider, mocks: [menuMock()] });
    expect(await screen.findByRole('heading', { name: 'Usuário %E0%A4%A' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Página no encontrada'],
    ['en', 'Page not found'],
  ] as const)('answers an address no route has with the 404 page in %s', async (locale, title) => {
    renderRoutes(shellRoutes(), '/usuarios/8/nada', { user: provider, locale, messages: await loadMessages(locale) });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('uses the type chosen in the user-type selector', async () => {
    localStorage.setItem(`portal.pref.tipo.${DEALER_USER.id}`, 'PROVEDOR');
    const user: UsuarioLogado = { ...DEALER_USER, tiposUsuarios: [{ id: 'DEALER_GRUPO' }, { id: 'PROVEDOR' }] };
    renderRoutes(shellRoutes({ ...SCREENS, superAdmin: screen_('Super admin') }), '/superAdmin', { user });
    expect(await screen.findByText('Super admin')).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths and for routes without a screen yet', async () => {
    const a = renderRoutes(shellRoutes(), '/nao/existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('A rota solicitada não existe. Use o menu para navegar pelo portal.')).toBeInTheDocument();
    a.unmount();
    // The screen map without the notices' inbox stands for any route not built yet.
    const { comunicados: _built, ...unbuilt } = SCREENS;
    renderRoutes(shellRoutes(unbuilt), '/comunicados');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('guards routes of the table whose screen is not built yet: /home without access, 404 with it', async () => {
    // The screen map without generic notifications' screen stands for any route not built yet,
    // so the example holds whichever areas are built.
    const { notificacoesGenericas: _built, ...unbuilt } = SCREENS;
    const denied = renderRoutes(shellRoutes(unbuilt), '/notificacoesGenericas');
    await waitFor(() => expect(denied.router.state.location.pathname).toBe('/home'));
    denied.unmount();
    const allowed = renderRoutes(shellRoutes(unbuilt), '/notificacoesGenericas', { user: provider });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(allowed.router.state.location.pathname).toBe('/notificacoesGenericas');
  });
  // The 404 back button's test is in not-found-back.test.tsx (see there why).
});

describe('shell layout', () => {
  it('has skip link, header, navigation and main landmarks', async () => {
    renderRoutes(shellRoutes(undefined, true), '/home', { mocks: [menuMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('titles the page with the portal name and the route title, and uses the portal favicon', async () => {
    const { router } = renderRoutes(shellRoutes(undefined, true), '/home', { mocks: [menuMock()] });
    await screen.findByRole('heading', { name: 'Início' });
    await waitFor(() => expect(document.title).toBe('Portal da Rede - Início'));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/custom-favicon.png');
    await router.navigate('/xyz');
    await waitFor(() => expect(document.title).toBe('Portal da Rede - Página não encontrada'));
  });

  it("shows 'Ops' with the help link and a back button when a screen fails, keeping the shell", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: ScreenLoader = () =>
      Promise.resolve({
        default: () => {
          throw new Error('boom');
        },
      });
    renderRoutes(shellRoutes({ ...SCREENS, home: broken }, true), '/home', { mocks: [menuMock(), menuMock()] });
    expect(await screen.findByRole('heading', { name: 'Ops!' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    await waitFor(() => expect(within(main).getByRole('link', { name: 'Central de ajuda' })).toHaveAttribute('href', 'https://ajuda.example.com/'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('composeTitle', () => {
  it('joins portal name and route title with a dash', () => {
    expect(composeTitle('Portal da Rede', 'Início')).toBe('Portal da Rede - Início');
  });
  it('uses whichever is present when the other is missing', () => {
    expect(composeTitle(undefined, 'Início')).toBe('Início');
    expect(composeTitle('Portal da Rede', undefined)).toBe('Portal da Rede');
    expect(composeTitle('  ', '')).toBe('');
  });
});
