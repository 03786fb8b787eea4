import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import { renderRoutes } from '../../test/render';
import { GRUPOS } from './dealers.fixtures';
import { GRUPOS_DEALERS, INATIVAR_GRUPO_DEALER } from './dealers.queries';
import GruposListPage from './GruposListPage';

const listMock = (grupos = GRUPOS) => ({
  request: { query: GRUPOS_DEALERS, variables: { filtro: { busca: null, active: null, page: 0, rowsPerPage: 5 } } },
  result: { data: { gruposDealers: { __typename: 'GrupoDealerPage', totalElements: grupos.length, content: grupos } } },
});

describe('dealer groups list', { timeout: 20000 }, () => {
  it('lists the groups with their dealer count, status in words, and row actions', async () => {
    renderRoutes([{ path: '/grupos', element: <GruposListPage /> }], '/grupos', {
      mocks: [listMock(), signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_DEALERS_GRUPO'])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Grupos econômicos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Grupos econômicos' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Grupo Horizonte');
    expect(rows[1]).toHaveTextContent('Ativo');
    expect(rows[2]).toHaveTextContent('Inativo');
    expect(within(rows[1]!).getByRole('link', { name: 'Editar Grupo Horizonte' })).toHaveAttribute('href', '/grupos/1');
    expect(within(rows[1]!).getByRole('link', { name: 'Auditoria de Grupo Horizonte' })).toHaveAttribute('href', '/auditoria/1/grupo');
    expect(within(rows[2]!).getByRole('button', { name: 'Ativar Grupo Litoral' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Novo grupo econômico' })).toHaveAttribute('href', '/grupos/novo');
  });

  it('offers no new group to a dealer-group administrator (it maintains only its own groups)', async () => {
    renderRoutes([{ path: '/grupos', element: <GruposListPage /> }], '/grupos', {
      mocks: [listMock(), signedInMock('DEALER_GRUPO', ['PORTAL_MANUTENCAO_DEALERS_GRUPO'])],
    });
    await screen.findByRole('table', { name: 'Grupos econômicos' });
    expect(screen.getByRole('link', { name: 'Editar Grupo Horizonte' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo grupo econômico' })).not.toBeInTheDocument();
  });

  it('inactivating explains the cascade first, then reports how many dealers and users went with it', async () => {
    const inativar = vi.fn(() => ({
      data: {
        inativarGrupoDealer: {
          __typename: 'InativacaoGrupoDealer',
          grupo: { ...GRUPOS[0]!, active: false },
          dealersInativados: 2,
          usuariosInativados: 3,
        },
      },
    }));
    renderRoutes([{ path: '/grupos', element: <GruposListPage /> }], '/grupos', {
      mocks: [listMock(), { request: { query: INATIVAR_GRUPO_DEALER, variables: { id: '1' } }, result: inativar }, listMock([{ ...GRUPOS[0]!, active: false }, GRUPOS[1]!])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar Grupo Horizonte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar Grupo econômico' });
    expect(dialog).toHaveTextContent(
      'Inativar “Grupo Horizonte”? Isso também inativa os registros de Concessionárias (2) e os usuários vinculados a eles ou a “Grupo Horizonte”.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const report = 'Inativação de “Grupo Horizonte” concluída. Também inativados — Concessionárias: 2; usuários: 3.';
    // Toast and a note that stays on the page.
    await waitFor(() => expect(screen.getAllByText(report)).toHaveLength(2));
    expect(inativar).toHaveBeenCalledTimes(1);
  });
});
