import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { viewport } from '../../test/viewport';
import type { DataTableColumn } from './data-table.types';
import { DataTable } from './DataTable';
import { useListParams } from './use-list-params';

interface Loja {
  id: string;
  nome: string;
  cidade: string;
}

const columns: DataTableColumn<Loja>[] = [
  { id: 'nome', header: 'Nome', cell: (r) => r.nome, sortKey: 'nome' },
  { id: 'cidade', header: 'Cidade', cell: (r) => r.cidade, sortKey: 'cidade' },
  { id: 'acoes', header: 'Ações', cell: () => null },
];

/** A list screen as the pages build it: the order in the address, the query's variables from it. */
function Lista({ layout = 'table' }: { layout?: 'table' | 'cards' }) {
  const list = useListParams([], { by: 'nome', direction: 'ASC' });
  return (
    <>
      <p data-testid="variables">{JSON.stringify({ page: list.page, ...list.sortFilter })}</p>
      <DataTable
        label="Lojas"
        layout={layout}
        columns={columns}
        rows={[{ id: '1', nome: 'Loja 1', cidade: 'Recife' }]}
        getRowKey={(r) => r.id}
        totalElements={1}
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRowsPerPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
    </>
  );
}

const variables = () => JSON.parse(screen.getByTestId('variables').textContent ?? '{}') as Record<string, unknown>;
const header = (name: string) => within(screen.getByRole('table')).getByRole('columnheader', { name: new RegExp(name) });

describe('sortable headers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the default order without asking the server for one', () => {
    renderAt(<Lista />, '/lojas');
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Cidade')).not.toHaveAttribute('aria-sort');
    // Columns without a sortKey are plain text.
    expect(within(header('Ações')).queryByRole('button')).not.toBeInTheDocument();
    expect(variables()).toEqual({ page: 0 });
  });

  it('order by a column on a press, the other way on a second, back to page 1, in the address', async () => {
    const { router } = renderAt(<Lista />, '/lojas?page=3');
    await userEvent.click(within(header('Cidade')).getByRole('button', { name: 'Cidade' }));
    expect(router.state.location.search).toBe('?sort=cidade');
    expect(variables()).toEqual({ page: 0, sortBy: 'cidade', sortDirection: 'ASC' });
    expect(header('Cidade')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nome')).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header('Cidade')).getByRole('button', { name: 'Cidade' }));
    expect(router.state.location.search).toBe('?sort=cidade&dir=desc');
    expect(variables()).toEqual({ page: 0, sortBy: 'cidade', sortDirection: 'DESC' });
    expect(header('Cidade')).toHaveAttribute('aria-sort', 'descending');

    // The default order again leaves the address clean.
    await userEvent.click(within(header('Nome')).getByRole('button', { name: 'Nome' }));
    expect(router.state.location.search).toBe('');
    expect(variables()).toEqual({ page: 0 });
  });

  it('read the order from the address (reload, back, a shared link)', () => {
    renderAt(<Lista />, '/lojas?sort=nome&dir=desc');
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
    expect(variables()).toEqual({ page: 0, sortBy: 'nome', sortDirection: 'DESC' });
  });

  it('on phones (cards, no headers) order through a "sort by" choice of column and direction', async () => {
    viewport(360);
    const { router } = renderAt(<Lista layout="cards" />, '/lojas');
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    // The system's own picker on a phone: a native select.
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('Nome, crescente');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nome, crescente', 'Nome, decrescente', 'Cidade, crescente', 'Cidade, decrescente']);
    await userEvent.selectOptions(select, 'Cidade, decrescente');
    expect(router.state.location.search).toBe('?sort=cidade&dir=desc');
    expect(variables()).toEqual({ page: 0, sortBy: 'cidade', sortDirection: 'DESC' });
  });
});
