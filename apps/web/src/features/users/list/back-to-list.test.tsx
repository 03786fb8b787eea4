import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { useBackToList } from '../../../components/record/use-back-to-list';
import { renderRoutes } from '../../../test/render';
import { dominioMock, signedInMock } from '../users.fixtures';
import { USUARIOS } from '../users.queries';
import UsersListPage from '../UsersListPage';

const ANA = {
  __typename: 'Usuario',
  id: '7',
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  cpf: null,
  tipo: 'MONTADORA',
  active: true,
  ativacaoEspecial: false,
  dealers: [],
  acoesPermitidas: ['EDITAR', 'INATIVAR'],
};

const listMock = {
  request: { query: USUARIOS },
  variableMatcher: () => true,
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { usuarios: { __typename: 'UsuarioPage', totalElements: 1, content: [ANA] } } },
};

/** Stands in for the wizard and the absence page: both return through useBackToList. */
function Form() {
  return <Link to={useBackToList('/usuarios')}>Voltar à lista</Link>;
}

const LIST = '/usuarios?busca=ana&active=true&page=1';

describe('users list → form → back to the list', { timeout: 20000 }, () => {
  it.each([
    ['Editar Ana Souza', '/usuarios/7'],
    ['Ausência temporária de Ana Souza', '/usuarios/7/ausencia-temporaria'],
  ])('%s keeps the search, filters and page for the way back', async (action, path) => {
    const { router } = renderRoutes(
      [
        { path: '/usuarios', element: <UsersListPage /> },
        { path: '/usuarios/:id', element: <Form /> },
        { path: '/usuarios/:id/ausencia-temporaria', element: <Form /> },
      ],
      LIST,
      { mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_USUARIOS', 'PORTAL_AUSENCIA_TEMPORARIA']), dominioMock(), listMock] as never[] },
    );
    await userEvent.click(await screen.findByRole('link', { name: action }));
    expect(router.state.location.pathname).toBe(path);
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(LIST);
  });

  it('the new-user button does too', async () => {
    const { router } = renderRoutes(
      [
        { path: '/usuarios', element: <UsersListPage /> },
        { path: '/usuarios/novo', element: <Form /> },
      ],
      LIST,
      { mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_USUARIOS']), dominioMock(), listMock] as never[] },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Novo usuário' }));
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(LIST);
  });
});
