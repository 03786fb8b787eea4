import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { viewport } from '../../test/viewport';
import { ActiveFilterSelect } from './ActiveFilterSelect';
import { LIST_SEARCH_DEBOUNCE_MS, ListToolbar } from './ListToolbar';
import { useListParams } from './use-list-params';

function Lista({ onSearch }: { onSearch?: (s: string) => void }) {
  const list = useListParams(['active']);
  return (
    <>
      <ListToolbar
        searchLabel="Buscar lojas"
        search={list.busca}
        onSearchChange={(s) => {
          onSearch?.(s);
          list.setBusca(s);
        }}
        filters={<ActiveFilterSelect value={list.filters.active} onChange={(v) => list.setFilter('active', v)} />}
        activeFilters={Object.keys(list.filters).length}
        newItem={{ to: '/lojas/novo', label: 'Nova loja' }}
      />
      <p data-testid="state">{JSON.stringify({ busca: list.busca, active: list.filters.active ?? null, page: list.page, rows: list.rowsPerPage })}</p>
      <button type="button" onClick={() => list.setPage(2)}>
        página 3
      </button>
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;

describe('ListToolbar and useListParams', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('searches once typing pauses, and goes back to the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const { router } = renderAt(<Lista onSearch={onSearch} />, '/lojas?page=4');
    expect(state()).toMatchObject({ page: 3, busca: '' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar lojas' }), 'Recife');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS + 10));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Recife');
    expect(state()).toMatchObject({ busca: 'Recife', page: 0 });
    expect(router.state.location.search).toBe('?busca=Recife');
  });

  it('Enter searches without waiting', async () => {
    const onSearch = vi.fn();
    renderAt(<Lista onSearch={onSearch} />, '/lojas');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar lojas' }), 'Sul{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Sul');
    expect(state()).toMatchObject({ busca: 'Sul' });
  });

  it('reads its state from the address, so back and reload keep the list where it was', () => {
    renderAt(<Lista />, '/lojas?busca=Centro&active=false&page=2&rows=10');
    expect(state()).toEqual({ busca: 'Centro', active: 'false', page: 1, rows: 10 });
    expect(screen.getByRole('searchbox', { name: 'Buscar lojas' })).toHaveValue('Centro');
  });

  it('ignores page sizes outside the shared options', () => {
    renderAt(<Lista />, '/lojas?rows=1000');
    expect(state()).toMatchObject({ rows: 5 });
  });

  it('filters by status (all, active, inactive) and resets the page', async () => {
    const { router } = renderAt(<Lista />, '/lojas');
    await userEvent.click(screen.getByRole('button', { name: 'página 3' }));
    expect(state()).toMatchObject({ page: 2 });
    const status = screen.getByRole('combobox', { name: 'Situação' });
    expect(status).toHaveTextContent('Todos');
    await userEvent.click(status);
    await userEvent.click(screen.getByRole('option', { name: 'Inativos' }));
    expect(state()).toMatchObject({ active: 'false', page: 0 });
    expect(router.state.location.search).toBe('?active=false');
  });

  it('folds the filters behind a "Filtros" button on a 360 px phone, so the list starts on the first screen', async () => {
    viewport(360);
    const { router } = renderAt(<Lista />, '/lojas');
    expect(screen.queryByRole('combobox', { name: 'Situação' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ativos' }));
    expect(router.state.location.search).toBe('?active=true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Situação' })).not.toBeInTheDocument();
    // The folded button says a filter is set.
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
  });

  it('shows the filters open from 768 px up, without the button', () => {
    viewport(768);
    renderAt(<Lista />, '/lojas');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
  });

  it('links the "new" button to the creation screen', () => {
    renderAt(<Lista />, '/lojas');
    expect(screen.getByRole('link', { name: 'Nova loja' })).toHaveAttribute('href', '/lojas/novo');
  });
});
