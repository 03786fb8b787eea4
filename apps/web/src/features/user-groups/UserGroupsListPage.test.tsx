import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { GRUPO, GRUPO_PRIVADO } from './user-groups.fixtures';
import { ATIVAR_GRUPO_USUARIOS, ATUALIZAR_GRUPO_FAVORITO, GRUPOS_USUARIOS } from './user-groups.queries';
import UserGroupsListPage from './UserGroupsListPage';

const listMock = (grupos = [GRUPO, GRUPO_PRIVADO]) => ({
  request: { query: GRUPOS_USUARIOS, variables: { filtro: { busca: null, active: null, page: 0, rowsPerPage: 5 } } },
  result: { data: { gruposUsuarios: { __typename: 'GrupoUsuariosPage', totalElements: grupos.length, content: grupos } } },
});

describe('user groups list', { timeout: 20000 }, () => {
  it('lists id, name, status, type, brands, user types and the two flags in words, with row actions', async () => {
    renderRoutes([{ path: '/gruposUsuarios', element: <UserGroupsListPage /> }], '/gruposUsuarios', { mocks: [listMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Grupos de usuários' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Grupos de usuários' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Código',
      'Nome',
      'Situação',
      'Tipo',
      'Bandeiras',
      'Tipos de usuário',
      'Por perfil',
      'Usuários manuais',
      'Ações',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 8)).toEqual([
      '1',
      'Gerentes do Sul',
      'Ativo',
      'Público',
      'Marca Azul',
      'Concessionária/Grupo',
      'Sim',
      'Não',
    ]);
    expect(rows[2]).toHaveTextContent('Inativo');
    expect(rows[2]).toHaveTextContent('Privado');
    expect(within(rows[1]!).getByRole('link', { name: 'Editar Gerentes do Sul' })).toHaveAttribute('href', '/gruposUsuarios/1');
    expect(within(rows[1]!).getByRole('link', { name: 'Auditoria de Gerentes do Sul' })).toHaveAttribute('href', '/auditoria/1/grupoUsuarios');
    expect(screen.getByRole('link', { name: 'Novo grupo de usuários' })).toHaveAttribute('href', '/gruposUsuarios/novo');
  });

  it('activates after confirmation and refetches the list', async () => {
    const ativar = vi.fn(() => ({ data: { ativarGrupoUsuarios: { ...GRUPO_PRIVADO, active: true } } }));
    renderRoutes([{ path: '/gruposUsuarios', element: <UserGroupsListPage /> }], '/gruposUsuarios', {
      mocks: [listMock(), { request: { query: ATIVAR_GRUPO_USUARIOS, variables: { id: '2' } }, result: ativar }, listMock([GRUPO, { ...GRUPO_PRIVADO, active: true }])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar Meus contatos' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ativar o grupo de usuários “Meus contatos”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ativação concluída: “Meus contatos”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inativar Meus contatos' })).toBeInTheDocument());
    expect(ativar).toHaveBeenCalledTimes(1);
  });

  describe('favourite star (spec 02 §4)', () => {
    // The label names the action the button does next, so it is found in either state.
    const star = () => screen.getByRole('button', { name: 'Favoritar Gerentes do Sul' });
    const answer = { __typename: 'GrupoAtivo', id: '1', nome: 'Gerentes do Sul', publico: true, favorito: true };

    it('marks the row at once and keeps the mark the API answered', async () => {
      renderRoutes([{ path: '/gruposUsuarios', element: <UserGroupsListPage /> }], '/gruposUsuarios', {
        mocks: [listMock(), { request: { query: ATUALIZAR_GRUPO_FAVORITO, variables: { id: '1' } }, result: { data: { atualizarGrupoFavorito: answer } }, delay: 200 }],
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Gerentes do Sul' }));
      expect(star()).toHaveAttribute('aria-pressed', 'true');
      expect(star()).toHaveAccessibleName('Favoritar Gerentes do Sul');
      await new Promise((r) => setTimeout(r, 300));
      expect(star()).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Favoritar Meus contatos' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('reverts the mark and shows the error toast when the API refuses', async () => {
      renderRoutes([{ path: '/gruposUsuarios', element: <UserGroupsListPage /> }], '/gruposUsuarios', {
        mocks: [listMock(), { request: { query: ATUALIZAR_GRUPO_FAVORITO, variables: { id: '1' } }, error: new Error('offline'), delay: 200 }],
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Gerentes do Sul' }));
      expect(star()).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('Erro ao atualizar favorito, tente novamente.')).toBeInTheDocument();
      await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));
      expect(star()).toHaveAccessibleName('Favoritar Gerentes do Sul');
    });
  });
});
