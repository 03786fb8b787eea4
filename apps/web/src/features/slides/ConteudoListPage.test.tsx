import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import AnunciosListPage from './AnunciosListPage';
import { ANUNCIO_REVISAO, anunciosMock, MAINTAINER, SLIDE_ANTIGO, SLIDE_FEIRAO, slidesMock } from './slides.fixtures';
import { ATIVAR_SLIDE, INATIVAR_SLIDE } from './slides.queries';
import SlidesListPage from './SlidesListPage';

const routes = [
  { path: '/slides', element: <SlidesListPage /> },
  { path: '/slides/editar/:id', element: <p>formulário do slide</p> },
  { path: '/anuncios', element: <AnunciosListPage /> },
];
const created = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

afterEach(() => vi.unstubAllGlobals());

describe('slides and adverts lists', { timeout: 20000 }, () => {
  it('lists title, period in words, target groups, em exibição and status, newest first (pt-BR)', async () => {
    renderRoutes(routes, '/slides', { mocks: [MAINTAINER, slidesMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Slides' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Slides' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Título',
      'Período de exibição',
      'Grupos',
      'Em exibição',
      'Situação',
      'Criado em',
      'Ações',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual([
      'Feirão de abril',
      '01/04/2026 a 30/04/2026',
      'Rede Audiência',
      'Em exibição',
      'Ativo',
      created(SLIDE_FEIRAO.createdDateTime, 'pt-BR'),
    ]);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual([
      'Campanha antiga',
      'Até 31/01/2026',
      'Todos os usuários',
      'Fora de exibição',
      'Inativo',
    ]);
    expect(screen.getByRole('link', { name: 'Novo slide' })).toHaveAttribute('href', '/slides/novo');
  });

  it('reads in English (adverts)', async () => {
    renderRoutes(routes, '/anuncios', { mocks: [MAINTAINER, anunciosMock()], locale: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'Adverts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Title', 'Display period', 'Groups', 'On display', 'Created on']));
    await userEvent.click(screen.getByRole('combobox', { name: 'Display' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'On display', 'Not on display']);
    await userEvent.keyboard('{Escape}');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['Revisão programada', 'From 5/1/26', 'All users', 'Not on display', 'Active']);
    expect(screen.getByRole('link', { name: 'New advert' })).toHaveAttribute('href', '/anuncios/novo');
    expect(screen.getByRole('link', { name: `Edit the advert ${ANUNCIO_REVISAO.titulo}` })).toHaveAttribute('href', '/anuncios/editar/5');
  });

  it("names another user's private target group as such, never by a blank (en)", async () => {
    const oculto = { __typename: 'GrupoUsuariosAlvo' as const, id: '12', nome: null, visivel: false };
    renderRoutes(routes, '/anuncios', { mocks: [MAINTAINER, anunciosMock([{ ...ANUNCIO_REVISAO, grupos: [oculto] }])], locale: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'Adverts' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^A private group of another user$/);
  });

  it('a row opens its form', async () => {
    const { router } = renderRoutes(routes, '/slides', { mocks: [MAINTAINER, slidesMock()] });
    await userEvent.click(await screen.findByRole('cell', { name: 'Feirão de abril' }));
    expect(router.state.location.pathname).toBe('/slides/editar/1');
  });

  it('inactivating asks first with Cancel focused, then says it was done', async () => {
    const inativar = vi.fn(() => ({ data: { inativarSlide: { __typename: 'Slide', id: '1', active: false, emExibicao: false } } }));
    renderRoutes(routes, '/slides', { mocks: [MAINTAINER, slidesMock(), { request: { query: INATIVAR_SLIDE, variables: { id: '1' } }, result: inativar }] });
    const table = await screen.findByRole('table', { name: 'Slides' });
    const row = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Inativar o slide Feirão de abril' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar o slide "Feirão de abril"? Ele deixa de aparecer na página inicial.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Slide "Feirão de abril" inativado.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
  });

  it('an inactive row offers activation', async () => {
    const ativar = vi.fn(() => ({ data: { ativarSlide: { __typename: 'Slide', id: '2', active: true, emExibicao: false } } }));
    renderRoutes(routes, '/slides', { mocks: [MAINTAINER, slidesMock([SLIDE_ANTIGO]), { request: { query: ATIVAR_SLIDE, variables: { id: '2' } }, result: ativar }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar o slide Campanha antiga' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Slide "Campanha antiga" ativado.')).toBeInTheDocument();
    expect(ativar).toHaveBeenCalledTimes(1);
  });
});
