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

  it('a report the user may not open reads as not found', async () => {
    renderRoutes(routes, '/relatorio/secreto', { mocks: [DEALER, naoEncontradoMock('secreto')] });
    expect(await screen.findByText('Relatório não encontrado ou sem permissão para abri-lo.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Painel:/)).toBeNull();
  });
});
