import { useApolloClient, type ApolloClient } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger/logger';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import { thisWindow } from './notification-link';
import { NotificationBell } from './NotificationBell';
import { COUNT_NOTIFICACOES_NAO_LIDAS, NOTIFICACOES_MENU } from './notifications.queries';
import { ANTIGA, COMUNICADO, countMock, EXPORTACAO, markMock, menuMock } from './test-data';

let client: ApolloClient<unknown> | undefined;
/** Keeps the test's Apollo client, to write the count into the cache as the live module does. */
function GrabClient() {
  client = useApolloClient() as ApolloClient<unknown>;
  return null;
}

function renderBell(mocks: unknown[], options: { locale?: 'pt-BR' | 'es' | 'en'; messages?: Record<string, string> } = {}) {
  return renderRoutes(
    [
      {
        path: '/home',
        element: (
          <>
            <GrabClient />
            <NotificationBell />
          </>
        ),
      },
      { path: '/comunicados/visualizarEnvio/:id', element: <h1>Comunicado 3</h1> },
      { path: '/notificacoes', element: <h1>Todas</h1> },
      { path: '/biblioteca', element: <h1>Biblioteca</h1> },
    ],
    '/home',
    { mocks: mocks as never[], ...(options as object) },
  );
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name });
const openPanel = async () => {
  await userEvent.click(await bell(/^Notificações/));
  return screen.findByRole('dialog', { name: 'Notificações' });
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// MUI under jsdom on a shared machine: a screen-level test can take a few seconds.
describe('NotificationBell', { timeout: 20000 }, () => {
  it('shows the unread count on the bell, in the reader’s language', async () => {
    const pt = renderBell([countMock(3)]);
    const button = await bell('Notificações: 3 não lidas');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    pt.unmount();
    const es = renderBell([countMock(1)], { locale: 'es', messages: await loadMessages('es') });
    expect(await bell('Notificaciones: 1 sin leer')).toBeInTheDocument();
    es.unmount();
    renderBell([countMock(2)], { locale: 'en', messages: await loadMessages('en') });
    expect(await bell('Notifications: 2 unread')).toBeInTheDocument();
  });

  it('announces the count when it changes (written into the cache by whoever learns it), not when it first comes', async () => {
    renderBell([countMock(2)]);
    await bell('Notificações: 2 não lidas');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => client!.writeQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS, data: { countNotificacoesNaoLidas: 3 } }));
    await waitFor(() => expect(status).toHaveTextContent('3 notificações não lidas'));
    expect(screen.getByRole('button', { name: 'Notificações: 3 não lidas' })).toBeInTheDocument();
  });

  it('announces in Spanish too', async () => {
    renderBell([countMock(0)], { locale: 'es', messages: await loadMessages('es') });
    await bell('Notificaciones: 0 sin leer');
    act(() => client!.writeQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS, data: { countNotificacoesNaoLidas: 1 } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 notificación sin leer'));
  });

  it('loads the panel only when opened: grey shapes, then the recent and older notifications', async () => {
    const asked = vi.fn();
    const menu = { ...menuMock([COMUNICADO, EXPORTACAO], [ANTIGA], 600), result: () => (asked(), menuMock([COMUNICADO, EXPORTACAO], [ANTIGA]).result) };
    renderBell([countMock(2), menu]);
    await bell('Notificações: 2 não lidas');
    expect(asked).not.toHaveBeenCalled();

    const panel = await openPanel();
    // The page behind the open panel is hidden from assistive technology (the panel is modal).
    expect(screen.getByRole('button', { name: 'Notificações: 2 não lidas', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByText('Carregando notificações…')).toBeInTheDocument();
    const recent = await within(panel).findByRole('region', { name: 'Recentes' });
    expect(asked).toHaveBeenCalledTimes(1);
    const older = within(panel).getByRole('region', { name: 'Anteriores' });

    const first = within(recent).getByRole('article', { name: 'Novo comunicado: campanha de revisão (Não lida)' });
    // The text is the server's sanitized HTML, drawn as markup.
    expect(within(first).getByText('até sexta').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('Leia o comunicado até sexta.');
    expect(first).toHaveTextContent('Portal · há 5 minutos');
    expect(within(first).getByRole('button', { name: 'Marcar “Novo comunicado: campanha de revisão” como lida' })).toBeInTheDocument();

    const old = within(older).getByRole('article', { name: 'Importação de usuários concluída' });
    expect(old).toHaveTextContent('01/10/2026');
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todas as notificações' })).toHaveAttribute('href', '/notificacoes');
  });

  it('says so in the panel, and logs, when the notifications cannot be loaded', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    renderBell([countMock(1), { request: { query: NOTIFICACOES_MENU }, error: new Error('Failed to fetch') }, menuMock([COMUNICADO], [])]);
    const panel = await openPanel();
    expect(await within(panel).findByText('Não foi possível carregar as notificações.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('notifications: the bell panel could not be loaded', expect.anything());
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('article', { name: /Novo comunicado/ })).toBeInTheDocument();
  });

  it('says when there is no notification', async () => {
    renderBell([countMock(0), menuMock([], [])]);
    const panel = await openPanel();
    expect(await within(panel).findByText('Você não tem notificações.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('"mark all as read" is busy while it runs, then the count and the items say read', async () => {
    const marked = vi.fn();
    renderBell([countMock(2), menuMock([COMUNICADO, EXPORTACAO], [ANTIGA]), markMock(undefined, 0, marked, 600)]);
    const panel = await openPanel();
    await within(panel).findByRole('article', { name: 'Exportação concluída (Não lida)' });
    const markAll = within(panel).getByRole('button', { name: 'Marcar todas como lidas' });
    await userEvent.click(markAll);
    expect(markAll).toBeDisabled();
    expect(markAll).toHaveAttribute('aria-busy', 'true');
    // Focus stays in the panel (its title), not on the page's body, so Escape still closes it.
    expect(within(panel).getByRole('heading', { name: 'Notificações' })).toHaveFocus();
    await waitFor(() => expect(marked).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notificações: 0 não lidas', hidden: true }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: 'Exportação concluída' })).toBeInTheDocument();
    expect(within(panel).queryByText(/\(Não lida\)/)).not.toBeInTheDocument();
    expect(markAll).not.toHaveAttribute('aria-busy');
    expect(markAll).toBeDisabled();
    // Said inside the open panel (the page behind it, with the bell's own live region, is hidden).
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('0 notificações não lidas'));
  });

  it('opens a portal link in this window through the router, marks it read and closes the panel', async () => {
    const marked = vi.fn();
    const { router } = renderBell([countMock(2), menuMock([COMUNICADO, EXPORTACAO], []), markMock(['1'], 1, marked)]);
    const panel = await openPanel();
    const link = await within(panel).findByRole('link', { name: 'Novo comunicado: campanha de revisão' });
    expect(link).toHaveAttribute('href', '/comunicados/visualizarEnvio/3');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/visualizarEnvio/3'));
    expect(await screen.findByRole('heading', { name: 'Comunicado 3' })).toBeInTheDocument();
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("loads a product's address in this window, after marking the notification read", async () => {
    const assign = vi.spyOn(thisWindow, 'assign').mockImplementation(() => undefined);
    const marked = vi.fn();
    renderBell([countMock(2), menuMock([COMUNICADO, EXPORTACAO], []), markMock(['2'], 1, marked)]);
    const panel = await openPanel();
    // A click anywhere on the item opens it, as on its title.
    await userEvent.click(await within(panel).findByText('O arquivo está pronto.'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://garantia.example/exportacoes/9'));
    expect(marked).toHaveBeenCalledTimes(1);
  });

  it('follows a portal link inside the text through the router, marking the notification read', async () => {
    const marked = vi.fn();
    const comLink = { ...ANTIGA, id: '4', lida: false, texto: '<p>Veja na <a href="/biblioteca">biblioteca</a>.</p>' };
    const { router } = renderBell([countMock(1), menuMock([], [comLink]), markMock(['4'], 0, marked)]);
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('link', { name: 'biblioteca' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/biblioteca'));
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks one notification read from its button', async () => {
    renderBell([countMock(2), menuMock([COMUNICADO, EXPORTACAO], []), markMock(['2'], 1)]);
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Marcar “Exportação concluída” como lida' }));
    expect(await within(panel).findByRole('article', { name: 'Exportação concluída' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações: 1 não lida', hidden: true })).toBeInTheDocument();
  });

  it('works by keyboard: arrows between items, Enter opens, Escape closes and gives the focus back to the bell', async () => {
    const menu = menuMock([COMUNICADO, EXPORTACAO], [ANTIGA]);
    // Each opening asks for the panel again.
    const { router } = renderBell([countMock(1), menu, menu, markMock(['1'], 0)]);
    const button = await bell('Notificações: 1 não lida');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const first = await within(panel).findByRole('article', { name: /Novo comunicado/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('article', { name: /Exportação concluída/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(panel).getByRole('article', { name: 'Importação de usuários concluída' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(within(first).getByRole('link', { name: 'Novo comunicado: campanha de revisão' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(router.state.location.pathname).toBe('/home');

    await userEvent.keyboard('{Enter}');
    const again = await within(await screen.findByRole('dialog')).findByRole('article', { name: /Novo comunicado/ });
    again.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/visualizarEnvio/3'));
  });

  it('takes the whole width of a 360 px screen, and 420 px on a wide one', async () => {
    viewport(360);
    const narrow = renderBell([countMock(0), menuMock([], [])]);
    expect(await openPanel()).toHaveStyle({ width: '100%', maxWidth: '100%' });
    narrow.unmount();
    vi.unstubAllGlobals();
    viewport(1440);
    renderBell([countMock(0), menuMock([], [])]);
    expect(await openPanel()).toHaveStyle({ width: '420px' });
  });
});
