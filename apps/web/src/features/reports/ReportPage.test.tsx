import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import { DADOS, dadosMock, DEALER, EXTERNO, INTERNO, naoEncontradoMock, relatorioMock } from './reports.fixtures';
import ReportPage from './ReportPage';

const routes = [{ path: '/relatorio/:slug', element: <ReportPage /> }];

describe('/relatorio/{slug}', { timeout: 20000 }, () => {
  it('an external dashboard: titled, in a titled iframe, with a link to a new tab (pt-BR)', async () => {
    renderRoutes(routes, '/relatorio/consulta-pecas', { mocks: [DEALER, relatorioMock(EXTERNO)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel de consulta de peças' })).toBeInTheDocument();
    const frame = screen.getByTitle('Painel: Painel de consulta de peças');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://pecas.portal.test/paineis/consulta');
    expect(screen.getByRole('link', { name: 'Abrir o painel em uma nova aba' })).toHaveAttribute('target', '_blank');
  });

  it('reads in English', async () => {
    renderRoutes(routes, '/relatorio/consulta-pecas', {
      mocks: [DEALER, relatorioMock({ ...EXTERNO, titulo: 'Parts lookup dashboard' })],
      locale: 'en',
      messages: await loadMessages('en'),
    });
    expect(await screen.findByTitle('Dashboard: Parts lookup dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the dashboard in a new tab' })).toBeInTheDocument();
  });

  it('a built-in report: chart, table with every row, export button', async () => {
    renderRoutes(routes, '/relatorio/ultimo-acesso', { mocks: [DEALER, relatorioMock(INTERNO), dadosMock(INTERNO.slug)] });
    const table = await screen.findByRole('table', { name: 'Tabela do relatório Último acesso' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Grupo de dealers', 'Usuários ativos', 'Acesso em até 30 dias']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Grupo Horizonte', '1.200', '845']);
    expect(rows).toHaveLength(DADOS.linhas.length + 1);
    expect(screen.getByRole('img', { name: 'Gráfico: Usuários ativos por linha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar para Excel (xlsx)' })).toBeEnabled();
  });

  it('a built-in report in English: the export button and numbers in the language on screen', async () => {
    renderRoutes(routes, '/relatorio/ultimo-acesso', {
      mocks: [DEALER, relatorioMock(INTERNO), dadosMock(INTERNO.slug)],
      locale: 'en',
      messages: await loadMessages('en'),
    });
    const table = await screen.findByRole('table', { name: 'Table of the report Último acesso' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent('1,200');
    expect(screen.getByRole('button', { name: 'Export to Excel (xlsx)' })).toBeInTheDocument();
  });

  it("reads in Spanish: the title and headers as the server sends them, the chart's, table's and export's words in the screen's language", async () => {
    const es = { ...DADOS, rotulos: ['Grupo de concesionarios'], colunas: ['Usuarios activos', 'Acceso en hasta 30 días'] };
    renderRoutes(routes, '/relatorio/ultimo-acesso', {
      mocks: [DEALER, relatorioMock({ ...INTERNO, titulo: 'Último acceso' }), dadosMock(INTERNO.slug, es)],
      locale: 'es',
      messages: await loadMessages('es'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Último acceso' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tabla del informe Último acceso' });
    expect(within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(es.rotulos.concat(es.colunas));
    expect(screen.getByRole('img', { name: 'Gráfico: Usuarios activos por fila' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel (xlsx)' })).toBeEnabled();
  });

  it('not found and an external dashboard read in Spanish', async () => {
    const messages = await loadMessages('es');
    const { unmount } = renderRoutes(routes, '/relatorio/secreto', { mocks: [DEALER, naoEncontradoMock('secreto')], locale: 'es', messages });
    expect(await screen.findByText('Informe no encontrado o sin permiso para abrirlo.')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/relatorio/consulta-pecas', { mocks: [DEALER, relatorioMock({ ...EXTERNO, titulo: 'Panel de consulta de piezas' })], locale: 'es', messages });
    expect(await screen.findByTitle('Panel: Panel de consulta de piezas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir el panel en una nueva pestaña' })).toHaveAttribute('target', '_blank');
  });

  it('a report the user may not open reads as not found', async () => {
    renderRoutes(routes, '/relatorio/secreto', { mocks: [DEALER, naoEncontradoMock('secreto')] });
    expect(await screen.findByText('Relatório não encontrado ou sem permissão para abri-lo.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Painel:/)).toBeNull();
  });
});
