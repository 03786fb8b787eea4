import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { dealer, GRUPOS, marcasMock } from './dealers.fixtures';
import { DEALER_IDS, DEALERS, GRUPO_DEALER, REMOVER_MARCA_DEALERS, SALVAR_GRUPO_DEALER } from './dealers.queries';
import GrupoFormPage from './GrupoFormPage';

const routes = [
  { path: '/grupos/novo', element: <GrupoFormPage /> },
  { path: '/grupos/:id', element: <GrupoFormPage /> },
  { path: '/grupos', element: <p>Lista de grupos</p> },
];

const A = dealer();
const B = dealer({ id: '6', nomeExibicao: 'Horizonte Sul', codigoPrincipal: 'D0002' });

const grupoMock = { request: { query: GRUPO_DEALER, variables: { id: '1' } }, result: { data: { grupoDealer: GRUPOS[0] } } };
const dealersMock = () => ({
  request: { query: DEALERS, variables: { filtro: { grupoId: '1', page: 0, rowsPerPage: 5 } } },
  result: { data: { dealers: { __typename: 'DealerPage', totalElements: 2, content: [A, B] } } },
});
const idsMock = {
  request: { query: DEALER_IDS, variables: { filtro: { grupoId: '1', page: 0, rowsPerPage: 100 } } },
  result: {
    data: {
      dealers: {
        __typename: 'DealerPage',
        totalElements: 2,
        content: [
          { __typename: 'Dealer', id: '5' },
          { __typename: 'Dealer', id: '6' },
        ],
      },
    },
  },
};

describe('dealer group form', { timeout: 20000 }, () => {
  it('creates a group: name required, then the server’s message or success and back to the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/grupos/novo', {
      mocks: [
        {
          request: { query: SALVAR_GRUPO_DEALER, variables: { grupo: { id: null, nome: 'Grupo Serra' } } },
          result: { errors: [new GraphQLError('O campo nome é obrigatório.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'nome', message: 'Nome já usado.' }] } })] },
        },
        {
          request: { query: SALVAR_GRUPO_DEALER, variables: { grupo: { id: null, nome: 'Grupo Serra' } } },
          result: { data: { salvarGrupoDealer: { __typename: 'GrupoDealer', id: '3', nome: 'Grupo Serra', active: true, totalDealers: 0 } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Novo grupo econômico' })).toBeInTheDocument();
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(nome).toHaveAccessibleDescription('Campo obrigatório.');

    await userEvent.type(nome, 'Grupo Serra');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Nome já usado.'));

    // The dialog hides the page from assistive technology until its closing transition ends.
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Lista de grupos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grupos');
  });

  it('lists the group’s dealers and removes a brand from all of them, reporting the counts', async () => {
    const remover = vi.fn(() => ({
      data: { removerMarcaDealers: { __typename: 'RemocaoMarcaDealers', dealersDesvinculados: 2, dealersInativados: 1 } },
    }));
    renderRoutes(routes, '/grupos/1', {
      mocks: [
        marcasMock(),
        grupoMock,
        dealersMock(),
        idsMock,
        { request: { query: REMOVER_MARCA_DEALERS, variables: { marcaId: '10', dealerIds: ['5', '6'] } }, result: remover },
        dealersMock(),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Grupo econômico' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Grupo Horizonte'));
    const table = await screen.findByRole('table', { name: 'Concessionárias de “Grupo Horizonte”' });
    expect(within(table).getByRole('link', { name: 'Horizonte Sul' })).toHaveAttribute('href', '/dealers/6');

    const button = screen.getByRole('button', { name: 'Remover Bandeira' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bandeira' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aurora' }));
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remover Bandeira “Aurora” dos registros de Concessionárias de “Grupo Horizonte” (2)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const report = 'Remoção concluída. Desvinculados: 2. Inativados por ficarem sem Bandeira: 1.';
    await waitFor(() => expect(screen.getAllByText(report)).toHaveLength(2));
    expect(remover).toHaveBeenCalledTimes(1);
  });
});
