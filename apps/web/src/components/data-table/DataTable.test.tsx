import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { TestProviders } from '../../test/render';
import { viewport } from '../../test/viewport';
import type { DataTableColumn, DataTableLayout } from './data-table.types';
import { DataTable } from './DataTable';
import { FIRST_CARDS } from './DataTableCards';

interface Loja {
  id: string;
  nome: string;
  cidade: string;
}

const ALL: Loja[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), nome: `Loja ${i + 1}`, cidade: i % 2 ? 'Recife' : 'Curitiba' }));

const columns: DataTableColumn<Loja>[] = [
  { id: 'nome', header: 'Nome', cell: (r) => r.nome, primary: true },
  { id: 'cidade', header: 'Cidade', cell: (r) => r.cidade },
  { id: 'acoes', header: 'Ações', cell: (r) => <button type="button">Editar {r.nome}</button>, hideLabelInCard: true },
];

/** Pages a fixed data set the way the server does, so paging is exercised end to end. */
function ServerPaged({ layout, data = ALL }: { layout?: DataTableLayout; data?: Loja[] }) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const rows = data.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <DataTable
      label="Lojas"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      totalElements={data.length}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={setPage}
      onRowsPerPageChange={(n) => {
        setRowsPerPage(n);
        setPage(0);
      }}
      layout={layout}
    />
  );
}

const renderUi = (ui: React.ReactNode) => render(<TestProviders user={null}>{ui}</TestProviders>);

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table named by its caption, with headers and the first page of rows', () => {
    renderUi(<ServerPaged layout="table" />);
    const table = screen.getByRole('table', { name: 'Lojas' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Cidade', 'Ações']);
    // header row + 5 rows
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 de 12')).toBeInTheDocument();
  });

  it('pages forward and back, and changes the rows per page among the shared options', async () => {
    renderUi(<ServerPaged layout="table" />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('Loja 6')).toBeInTheDocument();
    expect(screen.queryByText('Loja 1')).not.toBeInTheDocument();
    expect(screen.getByText('6–10 de 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('11–12 de 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(screen.getByText('Loja 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '15']);
    await userEvent.click(screen.getByRole('option', { name: '10' }));
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
  });

  it('on phones (cards) offers the rows per page in a native select, the system\'s own picker', async () => {
    renderUi(<ServerPaged layout="cards" />);
    const select = screen.getByRole('combobox', { name: /Linhas por página/ });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15']);
    await userEvent.selectOptions(select, '10');
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lojas' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it.each([
    ['es', 'Ordenar por', 'Nome, descendente', 'Filas por página:'],
    ['en', 'Sort by', 'Nome, descending', 'Rows per page:'],
  ] as const)('names the phones\' native selects in %s', async (locale, sortBy, option, rowsPerPage) => {
    render(
      <TestProviders user={null} locale={locale} messages={await loadMessages(locale)}>
        <DataTable
          label="Lojas" columns={[{ ...columns[0]!, sortKey: 'nome' }]} rows={ALL.slice(0, 5)} getRowKey={(r) => r.id}
          totalElements={12} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()}
          layout="cards" sort={{ by: 'nome', direction: 'ASC' }} onSortChange={vi.fn()}
        />
      </TestProviders>,
    );
    const sort = screen.getByRole('combobox', { name: sortBy });
    expect(within(sort).getByRole('option', { name: option })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: rowsPerPage }).tagName).toBe('SELECT');
  });

  it('shows the empty state when the server answers no row', () => {
    renderUi(<ServerPaged layout="table" data={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum registro encontrado.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('uses a custom empty message', () => {
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={[]} getRowKey={(r) => r.id} totalElements={0} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} emptyMessage="Nenhuma loja com esse nome." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma loja com esse nome.');
  });

  it('shows a skeleton of the table (its headers, grey rows) before the first answer', () => {
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={undefined} getRowKey={(r) => r.id} totalElements={0} page={0} rowsPerPage={10} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} loading layout="table" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    // Drawn, but hidden from assistive technology: there is no table to read yet.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Nome', 'Cidade', 'Ações']);
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Loja 1')).not.toBeInTheDocument();
  });

  it('shows skeleton cards before the first answer on phones', () => {
    viewport(360);
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={undefined} getRowKey={(r) => r.id} totalElements={0} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
  });

  it('writes an em dash in every empty cell, in the table and in the cards', () => {
    const sparse: DataTableColumn<Loja>[] = [
      { id: 'nome', header: 'Nome', cell: (r) => r.nome, primary: true },
      { id: 'cidade', header: 'Cidade', cell: (r) => r.cidade },
      { id: 'grupo', header: 'Grupo', cell: () => null },
    ];
    const rows = [{ id: '1', nome: 'Loja sem cidade', cidade: '' }];
    const props = { label: 'Lojas', columns: sparse, rows, getRowKey: (r: Loja) => r.id, totalElements: 1, page: 0, rowsPerPage: 5, onPageChange: vi.fn(), onRowsPerPageChange: vi.fn() };
    const { unmount } = renderUi(<DataTable {...props} layout="table" />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Loja sem cidade', '—', '—']);
    unmount();
    renderUi(<DataTable {...props} layout="cards" />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['—', '—']);
  });

  it('keeps the rows on screen while the next page loads, marked busy', () => {
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={ALL.slice(0, 5)} getRowKey={(r) => r.id} totalElements={12} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} loading />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
    expect(screen.getByText('Loja 1')).toBeInTheDocument();
  });

  it('shows a failed load with a retry button', async () => {
    const retry = vi.fn();
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={undefined} getRowKey={(r) => r.id} totalElements={0} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} error={new Error('boom')} onRetry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('goes to the last existing page when the current one is past the end', () => {
    const onPageChange = vi.fn();
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={[]} getRowKey={(r) => r.id} totalElements={7} page={3} rowsPerPage={5} onPageChange={onPageChange} onRowsPerPageChange={vi.fn()} />,
    );
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('draws stacked cards below 768 px, each value with its column header', async () => {
    viewport(360);
    renderUi(<ServerPaged />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lojas' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(first).toHaveTextContent('Loja 1');
    expect(within(first).getByRole('term')).toHaveTextContent('Cidade');
    expect(within(first).getByRole('definition')).toHaveTextContent('Curitiba');
    // Actions appear without a label of their own.
    expect(within(first).getByRole('button', { name: 'Editar Loja 1' })).toBeInTheDocument();
    expect(within(first).queryByText('Ações')).not.toBeInTheDocument();
    // Paging still works; first/last buttons are left out to fit 360 px.
    expect(screen.queryByRole('button', { name: 'Primeira página' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(within(screen.getByRole('list', { name: 'Lojas' })).getAllByRole('listitem')[0]).toHaveTextContent('Loja 6');
  });

  it('draws the first cards with the list and the rest a few per task, then keeps them all', async () => {
    viewport(360);
    const page = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), nome: `Loja ${i + 1}`, cidade: 'Curitiba' }));
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={page} getRowKey={(r) => r.id} totalElements={25} page={0} rowsPerPage={25} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: 'Lojas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(FIRST_CARDS);
    // One task later, FIRST_CARDS more: not the whole page at once.
    expect(await within(list).findByText(`Loja ${2 * FIRST_CARDS}`)).toBeInTheDocument();
    expect(within(list).queryByText('Loja 25')).toBeNull();
    expect(await within(list).findByText('Loja 25')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  });

  it('does not draw the cards again when only the loading state changes (the network answering a cached page)', async () => {
    viewport(360);
    let drawn = 0;
    const counted: DataTableColumn<Loja>[] = [...columns, { id: 'n', header: 'N', cell: (r) => (drawn++, r.id) }];
    const rows = ALL.slice(0, 3);
    const table = (loading: boolean) => (
      <DataTable label="Lojas" columns={counted} rows={rows} getRowKey={(r) => r.id} totalElements={3} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} loading={loading} />
    );
    const { rerender } = renderUi(table(true));
    expect(drawn).toBe(3);
    rerender(<TestProviders user={null}>{table(false)}</TestProviders>);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(drawn).toBe(3);
  });

  it('opens a row on a click anywhere but its own controls, and on Enter when the row has the focus', async () => {
    const open = vi.fn();
    const edit = vi.fn();
    const withButton: DataTableColumn<Loja>[] = [
      ...columns.slice(0, 2),
      { id: 'acoes', header: 'Ações', cell: (r) => <button type="button" onClick={() => edit(r.id)}>Editar {r.nome}</button> },
    ];
    renderUi(
      <DataTable label="Lojas" columns={withButton} rows={ALL.slice(0, 3)} getRowKey={(r) => r.id} totalElements={3} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} onRowOpen={(r) => open(r.id)} layout="table" />,
    );
    // Keyboard: Tab reaches the first row, Enter opens it; Enter on the row's button is the button's.
    await userEvent.tab();
    expect(screen.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith('1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Editar Loja 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(edit).toHaveBeenLastCalledWith('1');
    expect(open).toHaveBeenCalledTimes(1);
    // Pointer: anywhere on the row opens it, its button does only its own thing.
    await userEvent.click(screen.getByText('Recife'));
    expect(open).toHaveBeenLastCalledWith('2');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Loja 3' }));
    expect(edit).toHaveBeenLastCalledWith('3');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('opens a card on a click on phones', async () => {
    viewport(360);
    const open = vi.fn();
    renderUi(
      <DataTable label="Lojas" columns={columns} rows={ALL.slice(0, 3)} getRowKey={(r) => r.id} totalElements={3} page={0} rowsPerPage={5} onPageChange={vi.fn()} onRowsPerPageChange={vi.fn()} onRowOpen={(r) => open(r.id)} />,
    );
    await userEvent.click(within(screen.getByRole('list', { name: 'Lojas' })).getAllByRole('listitem')[2]!);
    expect(open).toHaveBeenCalledWith('3');
  });

  it('rows without onRowOpen are not focusable', () => {
    renderUi(<ServerPaged layout="table" />);
    expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  });

  it('draws the table from 768 px up', () => {
    viewport(768);
    renderUi(<ServerPaged />);
    expect(screen.getByRole('table', { name: 'Lojas' })).toBeInTheDocument();
  });
});
