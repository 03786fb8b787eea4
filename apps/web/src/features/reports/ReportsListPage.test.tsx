import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import { cadastroMock, EXTERNO, PROVIDER, relatoriosMock } from './reports.fixtures';
import ReportFormPage from './ReportFormPage';
import ReportsListPage from './ReportsListPage';

const routes = [
  { path: '/relatorios', element: <ReportsListPage /> },
  { path: '/relatorios/novo', element: <ReportFormPage /> },
  { path: '/relatorios/:id', element: <ReportFormPage /> },
];

describe('report definitions (the technical provider)', { timeout: 20000 }, () => {
  it('lists title, address, source, who may open, order and status (pt-BR)', async () => {
    renderRoutes(routes, '/relatorios', { mocks: [PROVIDER, relatoriosMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Definições de relatórios' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Definições de relatórios' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual([
      'Último acesso',
      '/relatorio/ultimo-acesso',
      'Último acesso dos usuários por grupo',
      'Todos os usuários',
      '10',
      'Ativo',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent).slice(2, 4)).toEqual(['Painel externo', 'RELATORIOS_PORTAL_CONSULTA_PECAS']);
    expect(screen.getByRole('link', { name: 'Novo relatório' })).toHaveAttribute('href', '/relatorios/novo');
  });

  it('reads in English', async () => {
    renderRoutes(routes, '/relatorios', { mocks: [PROVIDER, relatoriosMock()], locale: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'Report definitions' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2, 4)).toEqual(["Users' last access by group", 'All users']);
    expect(screen.getByRole('link', { name: 'Edit the report Último acesso' })).toHaveAttribute('href', '/relatorios/2');
  });

  it('reads in Spanish', async () => {
    renderRoutes(routes, '/relatorios', { mocks: [PROVIDER, relatoriosMock()], locale: 'es', messages: await loadMessages('es') });
    const table = await screen.findByRole('table', { name: 'Definiciones de informes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2, 4)).toEqual(['Último acceso de los usuarios por grupo', 'Todos los usuarios']);
    expect(screen.getByRole('link', { name: 'Editar el informe Último acesso' })).toHaveAttribute('href', '/relatorios/2');
  });

  it('the form shows the stored definition', async () => {
    renderRoutes(routes, '/relatorios/1', { mocks: [PROVIDER, cadastroMock(EXTERNO)] });
    const url = await screen.findByRole('textbox', { name: 'Endereço do painel (https)' });
    expect(url).toHaveValue(EXTERNO.url);
    expect(screen.getByRole('textbox', { name: 'Título em inglês' })).toHaveValue('Parts lookup dashboard');
    expect(screen.getByRole('radio', { name: 'Painel externo' })).toBeChecked();
  });

  it.each([
    ['pt-BR', 'Endereço do painel (https)', 'Salvar', 'Informe um endereço https:// completo, sem usuário e senha.', 'Use apenas letras minúsculas sem acento, números e hífens entre eles.'],
    ['en', 'Dashboard address (https)', 'Save', 'Enter a full https:// address, without user name and password.', 'Use only lower-case letters without accents, digits and hyphens between them.'],
  ] as const)('the domain rules while saving, in %s', async (locale, urlLabel, save, urlMessage, slugMessage) => {
    renderRoutes(routes, '/relatorios/novo', { mocks: [PROVIDER], locale, messages: locale === 'en' ? await loadMessages('en') : undefined });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /slug/ }), 'Não Vale');
    await user.type(screen.getByRole('textbox', { name: urlLabel }), 'http://bi.example.com');
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(urlMessage)).toBeInTheDocument();
    expect(screen.getByText(slugMessage)).toBeInTheDocument();
  });
});
