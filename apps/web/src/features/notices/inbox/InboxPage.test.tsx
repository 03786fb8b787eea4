import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import {
  arquivarMock,
  comunicadoLinha,
  comunicadosMock,
  countMock,
  departamentosMock,
  enviosMock,
  envioLinha,
  etiquetasMock,
  favoritarMock,
  READER,
  WRITER,
} from './inbox.fixtures';
import InboxPage from './InboxPage';

function renderPage(mocks: unknown[], path = '/comunicados', { user = READER, ...options }: { user?: MockedResponse } & Record<string, unknown> = {}) {
  return renderRoutes(
    [
      { path: '/comunicados', element: <InboxPage /> },
      { path: '/comunicados/visualizarEnvio/:id', element: <h1>Envio aberto</h1> },
      { path: '/comunicados/visualizar/:id', element: <h1>Visualizar aberto</h1> },
      { path: '/comunicados/editar/:id', element: <h1>Editar aberto</h1> },
    ],
    path,
    { mocks: [user, ...mocks] as never[], ...options },
  );
}

/** The mock, calling `onCall` when it answers. */
function withCall(mock: MockedResponse, onCall: () => void): MockedResponse {
  const result = mock.result;
  return { ...mock, result: () => (onCall(), result) as never };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const UNREAD = envioLinha('12', { titulo: 'Campanha de revisão de freios', requerCiencia: true });
const READ = envioLinha('11', { titulo: 'Novo catálogo de peças', lido: true, favorito: true });

describe('InboxPage', { timeout: 30000 }, () => {
  it('shows a reader the four lists of their deliveries, the inbox first, with its unread count', async () => {
    viewport(1440);
    renderPage([enviosMock([UNREAD, READ]), countMock(3), departamentosMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicados' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Listas de comunicados' })).getAllByRole('tab');
    await waitFor(() => expect(tabs[0]).toHaveAccessibleName('Caixa de entrada (3 não lidos)'));
    expect(tabs.slice(1).map((t) => t.textContent)).toEqual(['Lidos', 'Arquivados', 'Favoritos']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link', { name: 'Novo comunicado' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Caixa de entrada' });
    const [first, second] = rowsOf(table);
    expect(within(first!).getByRole('link', { name: 'Campanha de revisão de freios (não lido)' })).toHaveStyle({ fontWeight: '700' });
    expect(first).toHaveTextContent('Comunicado 12/2026');
    expect(first).toHaveTextContent('Pós-venda');
    expect(first).toHaveTextContent('Carlos Lima');
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('Ciência pendente');
    expect(within(second!).getByRole('link', { name: 'Novo catálogo de peças' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Favorito: “Novo catálogo de peças”' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(second!).getByRole('button', { name: 'Arquivar “Novo catálogo de peças”' })).toBeInTheDocument();
  });

  it('speaks Spanish and English', async () => {
    viewport(1440);
    const es = renderPage([enviosMock([UNREAD]), countMock(1), departamentosMock()], '/comunicados', { locale: 'es', messages: await loadMessages('es') });
    const tablist = await screen.findByRole('tablist', { name: 'Listas de comunicados' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab')[0]).toHaveAccessibleName('Bandeja de entrada (1 sin leer)'));
    expect(within(tablist).getByRole('tab', { name: 'Leídos' })).toBeInTheDocument();
    expect(within(tablist).getByRole('tab', { name: 'Archivados' })).toBeInTheDocument();
    const esRow = rowsOf(await screen.findByRole('table', { name: 'Bandeja de entrada' }))[0]!;
    expect(within(esRow).getByRole('link', { name: 'Campanha de revisão de freios (sin leer)' })).toBeInTheDocument();
    expect(esRow).toHaveTextContent('Confirmación pendiente');
    es.unmount();

    renderPage([enviosMock([UNREAD]), countMock(1), departamentosMock()], '/comunicados', { locale: 'en', messages: await loadMessages('en') });
    const enTabs = await screen.findByRole('tablist', { name: 'Notice lists' });
    await waitFor(() => expect(within(enTabs).getAllByRole('tab')[0]).toHaveAccessibleName('Inbox (1 unread)'));
    expect(within(enTabs).getByRole('tab', { name: 'Favourites' })).toBeInTheDocument();
    const enRow = rowsOf(await screen.findByRole('table', { name: 'Inbox' }))[0]!;
    expect(enRow).toHaveTextContent('Notice 12/2026');
    expect(enRow).toHaveTextContent('Acknowledgement pending');
    expect(within(enRow).getByRole('button', { name: 'Archive “Campanha de revisão de freios”' })).toBeInTheDocument();
  });

  it('gives notice writers the author’s lists and the new-notice button; the tab is in the address', async () => {
    viewport(1440);
    const { router } = renderPage(
      [enviosMock([UNREAD]), countMock(0), departamentosMock(), etiquetasMock(), comunicadosMock('RASCUNHOS', [comunicadoLinha('30', 'RASCUNHO'), comunicadoLinha('31', 'REJEITADO')])],
      '/comunicados',
      { user: WRITER },
    );
    const tablist = await screen.findByRole('tablist', { name: 'Listas de comunicados' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Caixa de entrada',
      'Lidos',
      'Arquivados',
      'Favoritos',
      'Enviados',
      'Agendados',
      'Para aprovar',
      'Aguardando aprovação',
      'Rascunhos',
      'Meus',
    ]);
    expect(screen.getByRole('link', { name: 'Novo comunicado' })).toHaveAttribute('href', '/comunicados/novo');
    await userEvent.click(within(tablist).getByRole('tab', { name: 'Rascunhos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=rascunhos'));
    const table = await screen.findByRole('table', { name: 'Rascunhos' });
    const [draft, rejected] = rowsOf(table);
    expect(draft).toHaveTextContent('Rascunho');
    expect(rejected).toHaveTextContent('Rejeitado');
    await userEvent.click(within(draft!).getByText('Pós-venda'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/editar/30'));
  });

  it('opens a deep link to a tab; sent notices show their number and reach, and open in the author’s view', async () => {
    viewport(1440);
    const { router } = renderPage(
      [countMock(0), departamentosMock(), etiquetasMock(), comunicadosMock('ENVIADOS', [comunicadoLinha('40', 'ENVIADO')])],
      '/comunicados?aba=enviados',
      { user: WRITER },
    );
    const table = await screen.findByRole('table', { name: 'Enviados' });
    expect(screen.getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true');
    const [row] = rowsOf(table);
    expect(row).toHaveTextContent('Comunicado 40/2026');
    expect(row).toHaveTextContent('Enviado');
    expect(row).toHaveTextContent('60.000');
    expect(within(row!).getByRole('link', { name: 'Painel de “Comunicado enviado 40”' })).toHaveAttribute('href', '/comunicados/dashboard/40');
    await userEvent.click(within(row!).getByText('Carlos Lima'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/visualizar/40'));
  });

  it('a reader asking for an author’s tab gets the inbox', async () => {
    viewport(1440);
    renderPage([enviosMock([UNREAD]), countMock(1), departamentosMock()], '/comunicados?aba=rascunhos');
    expect(await screen.findByRole('table', { name: 'Caixa de entrada' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Rascunhos' })).not.toBeInTheDocument();
  });

  it('opens a delivery from its row', async () => {
    viewport(1440);
    const { router } = renderPage([enviosMock([UNREAD]), countMock(1), departamentosMock()]);
    const table = await screen.findByRole('table', { name: 'Caixa de entrada' });
    await userEvent.click(within(rowsOf(table)[0]!).getByText('Carlos Lima'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comunicados/visualizarEnvio/12'));
  });

  it('searches (debounced) and filters by department and unread, kept in the address', async () => {
    viewport(1440);
    const searched = vi.fn();
    const filtered = vi.fn();
    const { router } = renderPage([
      enviosMock([UNREAD, READ], {}, 12),
      countMock(1),
      departamentosMock(),
      withCall(enviosMock([READ], { busca: 'catálogo' }), searched),
      withCall(enviosMock([], { busca: 'catálogo', idDepartamento: '4' }), filtered),
    ]);
    await screen.findByRole('table', { name: 'Caixa de entrada' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar no título e na mensagem' }), 'catálogo');
    await waitFor(() => expect(router.state.location.search).toBe('?busca=cat%C3%A1logo'));
    await waitFor(() => expect(searched).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PV · Pós-venda' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('departamento')).toBe('4'));
    await waitFor(() => expect(filtered).toHaveBeenCalled());
    expect(screen.getByRole('switch', { name: 'Somente não lidos' })).not.toBeChecked();
  });

  it('opens a shared link with its tag and unread filters set', async () => {
    viewport(1440);
    renderPage([enviosMock([UNREAD], { etiqueta: 'recall', naoLidos: true }), countMock(1), departamentosMock()], '/comunicados?etiqueta=recall&naoLidos=1');
    expect(await screen.findByRole('table', { name: 'Caixa de entrada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Etiqueta' })).toHaveValue('recall');
    expect(screen.getByRole('switch', { name: 'Somente não lidos' })).toBeChecked();
    expect(rowsOf(screen.getByRole('table', { name: 'Caixa de entrada' }))).toHaveLength(1);
  });

  it('favourites and archives a delivery from its row', async () => {
    viewport(1440);
    const favorited = vi.fn();
    const archived = vi.fn();
    renderPage([
      enviosMock([UNREAD]),
      countMock(1),
      departamentosMock(),
      favoritarMock(UNREAD, '12', favorited),
      enviosMock([{ ...UNREAD, favorito: true }]),
      countMock(1),
      arquivarMock({ ...UNREAD, favorito: true }, '12', archived),
      enviosMock([]),
      countMock(0),
    ]);
    const table = await screen.findByRole('table', { name: 'Caixa de entrada' });
    const star = within(rowsOf(table)[0]!).getByRole('button', { name: 'Favorito: “Campanha de revisão de freios”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(favorited).toHaveBeenCalled());
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Caixa de entrada' })).getByRole('button', { name: 'Favorito: “Campanha de revisão de freios”' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(within(screen.getByRole('table', { name: 'Caixa de entrada' })).getByRole('button', { name: 'Arquivar “Campanha de revisão de freios”' }));
    await waitFor(() => expect(archived).toHaveBeenCalled());
    expect(await screen.findByText('Comunicado arquivado.')).toBeInTheDocument();
    expect(await screen.findByText('Sua caixa de entrada está vazia.')).toBeInTheDocument();
  });

  it('marks an expired delivery under Archived and offers no archive action for it', async () => {
    viewport(1440);
    const EXPIRED = envioLinha('9', { titulo: 'Promoção de setembro', lido: true, expiraEm: '2026-10-01T00:00:00.000Z' });
    renderPage([enviosMock([EXPIRED], { caixa: 'ARQUIVADOS' }), countMock(0), departamentosMock()], '/comunicados?aba=arquivados');
    const [row] = rowsOf(await screen.findByRole('table', { name: 'Arquivados' }));
    expect(row).toHaveTextContent('Expirado');
    expect(within(row!).queryByRole('button', { name: /Arquivar/ })).not.toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Favorito: “Promoção de setembro”' })).toBeInTheDocument();
  });

  it('shows one card per delivery on a 360 px screen', async () => {
    viewport(360);
    renderPage([enviosMock([UNREAD, READ]), countMock(1), departamentosMock()]);
    const cards = await screen.findByRole('list', { name: 'Caixa de entrada' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Campanha de revisão de freios (não lido)' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Arquivar “Campanha de revisão de freios”' })).toBeInTheDocument();
  });
});
