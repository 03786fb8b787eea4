import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, type ProviderOptions } from '../../test/render';
import CatalogListPage from './CatalogListPage';
import { CATALOGS } from './catalogs';
import { MARCAS, pageMock, SETORES, tipoMock } from './organisation.fixtures';

function open(path: string, mocks: ProviderOptions['mocks']) {
  return renderRoutes(
    [
      { path: '/setores', element: <CatalogListPage /> },
      { path: '/marcas', element: <CatalogListPage /> },
    ],
    path,
    { mocks },
  );
}

// A whole screen per test: generous time on a shared, busy machine.
describe('administration list (generic, driven by the catalog description)', { timeout: 20000 }, () => {
  it('lists sectors with their columns, status in words and row actions for the provider', async () => {
    open('/setores', [tipoMock('PROVEDOR'), pageMock('setores', SETORES)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Setores' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Setores' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Divisão', 'Situação', 'Ações']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Vendas');
    expect(rows[1]).toHaveTextContent('Comercial');
    expect(rows[1]).toHaveTextContent('Ativo');
    expect(rows[2]).toHaveTextContent('—');
    expect(rows[2]).toHaveTextContent('Inativo');
    expect(within(rows[1]!).getByRole('link', { name: 'Editar Vendas' })).toHaveAttribute('href', '/setores/1');
    expect(await within(rows[2]!).findByRole('button', { name: 'Ativar Garantia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo setor' })).toHaveAttribute('href', '/setores/novo');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome ou divisão' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toBeInTheDocument();
  });

  it('searches on the server, and the search goes into the address', async () => {
    const { router } = open('/setores', [tipoMock('PROVEDOR'), pageMock('setores', SETORES), pageMock('setores', [SETORES[0]!], { busca: 'ven' })]);
    await screen.findByRole('table', { name: 'Setores' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou divisão' }), 'ven{Enter}');
    await waitFor(() => expect(screen.queryByText('Garantia')).not.toBeInTheDocument());
    expect(screen.getByText('Vendas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?busca=ven');
  });

  it('inactivates after a confirmation, toasts and reloads the page', async () => {
    const inativar = vi.fn(() => ({ data: { row: { ...SETORES[0]!, active: false } } }));
    open('/setores', [
      tipoMock('PROVEDOR'),
      pageMock('setores', SETORES),
      { request: { query: CATALOGS.setores.docs.inativar!, variables: { id: '1' } }, result: inativar },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar Vendas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar “Vendas”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Inativação concluída: “Vendas”.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
  });

  it('shows brands read-only to a dealers maintainer: portal labels, palette names, no change offered', async () => {
    open('/marcas', [tipoMock('MONTADORA'), pageMock('marcas', MARCAS)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bandeiras' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bandeiras' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Azul oceano');
    expect(rows[1]).toHaveTextContent('Aurora Holding');
    expect(rows[2]).toHaveTextContent('Verde');
    await waitFor(() => expect(within(rows[1]!).getByRole('link', { name: 'Ver Aurora' })).toHaveAttribute('href', '/marcas/10'));
    expect(within(table).queryByRole('button', { name: /Inativar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar Bandeira' })).not.toBeInTheDocument();
  });

  it('offers the provider the new brand link, titled with the portal label', async () => {
    open('/marcas', [tipoMock('PROVEDOR'), pageMock('marcas', MARCAS)]);
    expect(await screen.findByRole('link', { name: 'Cadastrar Bandeira' })).toHaveAttribute('href', '/marcas/novo');
    expect(await screen.findByRole('button', { name: 'Inativar Cometa' })).toBeInTheDocument();
  });
});
