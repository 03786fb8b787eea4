import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import { thisWindow } from './notification-link';
import NotificationsPage from './NotificationsPage';
import { ANTIGA, COMUNICADO, countMock, EXPORTACAO, listMock, markMock } from './test-data';

function renderPage(mocks: unknown[], path = '/notificacoes', options: object = {}) {
  return renderRoutes(
    [
      { path: '/notificacoes', element: <NotificationsPage /> },
      { path: '/comunicados/visualizarEnvio/:id', element: <h1>Comunicado 3</h1> },
    ],
    path,
    { mocks: mocks as never[], ...options },
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// MUI under jsdom on a shared machine: a screen-level test can take a few seconds.
describe('NotificationsPage', { timeout: 20000 }, () => {
  it('lists the notifications, newest first, with product, when and whether read', async () => {
    viewport(1440);
    renderPage([listMock([COMUNICADO, EXPORTACAO, ANTIGA]), countMock(2)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Suas notificações' });
    const [first, second, third] = rowsOf(table);
    expect(first).toHaveTextContent('Novo comunicado: campanha de revisão');
    expect(first).toHaveTextContent('Leia o comunicado até sexta.');
    expect(first).toHaveTextContent('Portal');
    expect(first).toHaveTextContent('há 5 minutos');
    expect(first).toHaveTextContent('Não lida');
    expect(within(first!).getByRole('button', { name: 'Marcar “Novo comunicado: campanha de revisão” como lida' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Garantia');
    expect(third).toHaveTextContent('01/10/2026');
    expect(third).toHaveTextContent('Lida');
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    viewport(1440);
    renderPage([listMock([COMUNICADO, ANTIGA]), countMock(1)], '/notificacoes', { locale: 'es', messages: await loadMessages('es') });
    const table = await screen.findByRole('table', { name: 'Tus notificaciones' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('Sin leer');
    expect(first).toHaveTextContent('hace 5 minutos');
    expect(second).toHaveTextContent('Leída');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
  });

  it('speaks English', async () => {
    viewport(1440);
    renderPage([listMock([COMUNICADO, ANTIGA]), countMock(1)], '/notificacoes', { locale: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'Your notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(second).toHaveTextContent('Read');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('All');
  });

  it('filters unread / read, the filter kept in the address', async () => {
    viewport(1440);
    const { router } = renderPage([listMock([COMUNICADO, ANTIGA]), countMock(1), listMock([COMUNICADO], { leitura: 'NAO_LIDAS' })]);
    await screen.findByRole('table', { name: 'Suas notificações' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Não lidas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?leitura=NAO_LIDAS'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Suas notificações' }))).toHaveLength(1));
  });

  it('says so when a filter leaves nothing', async () => {
    renderPage([listMock([], { leitura: 'NAO_LIDAS' }), countMock(0)], '/notificacoes?leitura=NAO_LIDAS');
    expect(await screen.findByText('Você não tem notificações não lidas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('marks one read, and the list is asked again', async () => {
    viewport(1440);
    const marked = vi.fn();
    renderPage([
      listMock([COMUNICADO, ANTIGA]),
      countMock(1),
      markMock(['1'], 0, marked),
      listMock([{ ...COMUNICADO, lida: true }, ANTIGA]),
    ]);
    const table = await screen.findByRole('table', { name: 'Suas notificações' });
    await userEvent.click(within(table).getByRole('button', { name: 'Marcar “Novo comunicado: campanha de revisão” como lida' }));
    await waitFor(() => expect(marked).toHaveBeenCalled());
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Suas notificações' }))[0]).toHaveTextContent('Lida'));
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('marks all read: busy while it runs, then says it is done', async () => {
    viewport(1440);
    renderPage([
      listMock([COMUNICADO, EXPORTACAO]),
      countMock(2),
      markMock(undefined, 0, undefined, 600),
      listMock([{ ...COMUNICADO, lida: true }, { ...EXPORTACAO, lida: true }]),
    ]);
    await screen.findByRole('table', { name: 'Suas notificações' });
    const button = screen.getByRole('button', { name: 'Marcar todas como lidas' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(await screen.findByText('Todas as notificações foram marcadas como lidas.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Não lida')).not.toBeInTheDocument();
  });

  it("opens a row's link from a click on the row, marking it read", async () => {
    viewport(1440);
    const marked = vi.fn();
    const { router } = renderPage([listMock([COMUNICADO, ANTIGA]), countMock(1), markMock(['1'], 0, marked), listMock([{ ...COMUNICADO, lida: true }, ANTIGA])]);
    const table = await screen.findByRole('table', { name: 'Suas notificações' });
    await userEvent.click(within(rowsOf(table)[0]!).getByText('Portal'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/visualizarEnvio/3'));
    await waitFor(() => expect(marked).toHaveBeenCalled());
  });

  it("loads a product's address from its title in this window", async () => {
    viewport(1440);
    const assign = vi.spyOn(thisWindow, 'assign').mockImplementation(() => undefined);
    renderPage([listMock([EXPORTACAO]), countMock(1), markMock(['2'], 0), listMock([{ ...EXPORTACAO, lida: true }])]);
    await userEvent.click(await screen.findByRole('link', { name: 'Exportação concluída' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://garantia.example/exportacoes/9'));
  });

  it('shows one card per notification on a 360 px screen', async () => {
    viewport(360);
    renderPage([listMock([COMUNICADO, ANTIGA]), countMock(1)]);
    const cards = await screen.findByRole('list', { name: 'Suas notificações' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('button', { name: 'Marcar “Novo comunicado: campanha de revisão” como lida' })).toBeInTheDocument();
  });
});
