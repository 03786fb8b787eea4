import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { dealer, gruposOptionsMock, marcasMock } from './dealers.fixtures';
import DealersListPage from './DealersListPage';
import { DEALERS, INATIVAR_DEALER, type Dealer, type DealerFiltro } from './dealers.queries';

const FILTRO: DealerFiltro = { busca: null, grupoId: null, marcaId: null, active: null, page: 0, rowsPerPage: 5 };

const listMock = (filtro: Partial<DealerFiltro>, content: Dealer[], totalElements = content.length) => ({
  request: { query: DEALERS, variables: { filtro: { ...FILTRO, ...filtro } } },
  result: { data: { dealers: { __typename: 'DealerPage', totalElements, content } } },
});

const A = dealer();
const B = dealer({ id: '6', nomeExibicao: 'Horizonte Sul', razaoSocial: 'Horizonte Motors Sul Ltda', cnpj: '11444777000161', codigoPrincipal: 'D0002', active: false, marcas: [] });

function open(path: string, mocks: unknown[]) {
  return renderRoutes(
    [
      { path: '/dealers', element: <DealersListPage /> },
      { path: '/dealers/:id', element: <p>Formulário</p> },
    ],
    path,
    { mocks: [marcasMock(), gruposOptionsMock(), ...(mocks as never[])] },
  );
}

describe('dealers list', { timeout: 20000 }, () => {
  it('shows each dealer with code, masked CNPJ, group, brands and status, and its actions', async () => {
    open('/dealers', [listMock({}, [A, B], 7)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Concessionárias' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Concessionárias' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Horizonte Centro');
    expect(first).toHaveTextContent('11.222.333/0001-81');
    expect(first).toHaveTextContent('Grupo Horizonte');
    expect(first).toHaveTextContent('Aurora');
    expect(first).toHaveTextContent('Ativo');
    expect(second).toHaveTextContent('Inativo');
    expect(within(first!).getByRole('link', { name: 'Editar Horizonte Centro' })).toHaveAttribute('href', '/dealers/5');
    expect(within(first!).getByRole('link', { name: 'Auditoria de Horizonte Centro' })).toHaveAttribute('href', '/auditoria/5/dealer');
    expect(within(second!).getByRole('button', { name: 'Ativar Horizonte Sul' })).toBeInTheDocument();
    expect(screen.getByText('1–5 de 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova concessionária' })).toHaveAttribute('href', '/dealers/novo');
  });

  it('sends the search and filters from the address to the server', async () => {
    open('/dealers?busca=Sul&marcaId=10&active=false&page=2', [listMock({ busca: 'Sul', marcaId: '10', active: false, page: 1 }, [B], 6)]);
    expect(await screen.findByText('Horizonte Sul')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome, código ou CNPJ' })).toHaveValue('Sul');
    expect(screen.getByText('6–6 de 6')).toBeInTheDocument();
  });

  it('sorts by the column whose header is pressed and keeps the order in the address', async () => {
    const { router } = open('/dealers?sort=cnpj&dir=desc', [
      listMock({ sortBy: 'cnpj', sortDirection: 'DESC' }, [B, A]),
      listMock({ sortBy: 'codigoPrincipal', sortDirection: 'ASC' }, [A, B]),
    ]);
    const table = await screen.findByRole('table', { name: 'Concessionárias' });
    expect(await within(table).findByText('Horizonte Sul')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /CNPJ/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table).getByRole('button', { name: 'Código' }));
    expect(router.state.location.search).toBe('?sort=codigoPrincipal');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Horizonte Centro'));
  });

  it('opens a dealer from a click on its row, keeping the list for the way back', async () => {
    const { router } = open('/dealers?busca=Horizonte', [listMock({ busca: 'Horizonte' }, [A, B])]);
    const table = await screen.findByRole('table', { name: 'Concessionárias' });
    await userEvent.click(await within(table).findByText('Horizonte Motors Sul Ltda'));
    expect(router.state.location.pathname).toBe('/dealers/6');
    expect(router.state.location.state).toEqual({ listSearch: '?busca=Horizonte' });
  });

  it('inactivates a dealer after confirmation and asks the list again', async () => {
    const inativar = vi.fn(() => ({ data: { inativarDealer: { ...A, active: false } } }));
    open('/dealers', [
      listMock({}, [A, B]),
      { request: { query: INATIVAR_DEALER, variables: { id: '5' } }, result: inativar },
      listMock({}, [{ ...A, active: false } as Dealer, B]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar Horizonte Centro' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar Concessionária “Horizonte Centro”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Inativação concluída: “Horizonte Centro”.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ativar Horizonte Centro' })).toBeInTheDocument());
  });

  it('says so when nothing matches', async () => {
    open('/dealers?busca=zzz', [listMock({ busca: 'zzz' }, [])]);
    expect(await screen.findByText('Nenhum registro de Concessionárias corresponde à busca e aos filtros.')).toBeInTheDocument();
  });
});
