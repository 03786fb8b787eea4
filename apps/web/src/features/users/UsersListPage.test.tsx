import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { dominioMock, signedInMock } from './users.fixtures';
import { INATIVAR_USUARIO, LIBERAR_ATIVACAO_ESPECIAL, USUARIOS, type UsuarioFiltro } from './users.queries';
import UsersListPage from './UsersListPage';

const row = (id: string, nome: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Usuario',
  id,
  nome,
  email: `${nome.split(' ')[0]!.toLowerCase()}@exemplo.com`,
  cpf: null,
  tipo: 'MONTADORA',
  active: true,
  ativacaoEspecial: false,
  dealers: [],
  acoesPermitidas: ['EDITAR', 'INATIVAR', 'LIBERAR_ATIVACAO_ESPECIAL'],
  ...extra,
});

const ANA = row('7', 'Ana Souza', { cpf: '52998224725', tipo: 'DEALER_GRUPO', dealers: [{ __typename: 'UsuarioDealer', id: '100', nomeExibicao: 'Horizonte Centro' }] });
const BRUNO = row('8', 'Bruno Lima', { active: false, ativacaoEspecial: true, acoesPermitidas: ['EDITAR', 'ATIVAR', 'REMOVER_ATIVACAO_ESPECIAL'] });

function listMock(rows: () => unknown[], seen: UsuarioFiltro[] = []) {
  return {
    request: { query: USUARIOS },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (v: { filtro: UsuarioFiltro }) => {
      seen.push(v.filtro);
      const content = rows();
      return { data: { usuarios: { __typename: 'UsuarioPage', totalElements: content.length, content } } };
    },
  };
}

const MAINTAINER = ['PORTAL_MANUTENCAO_USUARIOS', 'LIBERAR_ATIVACAO_ESPECIAL', 'PORTAL_AUSENCIA_TEMPORARIA'];

function open(path: string, chaves: string[], mocks: unknown[]) {
  return renderRoutes(
    [
      { path: '/usuarios', element: <UsersListPage /> },
      { path: '/usuarios/:id', element: <p>Formulário</p> },
    ],
    path,
    { mocks: [signedInMock('MONTADORA', chaves), dominioMock(), ...(mocks as never[])] },
  );
}

describe('users list', { timeout: 20000 }, () => {
  it('shows each user with e-mail, masked CPF, type, dealers and status, and the maintainer actions', async () => {
    open('/usuarios', MAINTAINER, [listMock(() => [ANA, BRUNO])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuários' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Souza');
    expect(first).toHaveTextContent('529.982.247-25');
    expect(first).toHaveTextContent('Concessionária/Grupo');
    expect(first).toHaveTextContent('Horizonte Centro');
    expect(first).toHaveTextContent('Ativo');
    expect(second).toHaveTextContent('Inativo');
    expect(second).toHaveTextContent('Ativação especial');
    expect(await screen.findByRole('link', { name: 'Novo usuário' })).toHaveAttribute('href', '/usuarios/novo');

    // The same pattern as every list: named icon buttons in the row.
    const actions = [...within(first!).getAllByRole('link'), ...within(first!).getAllByRole('button')].map((a) => a.getAttribute('aria-label'));
    expect(actions.sort()).toEqual(
      ['Editar Ana Souza', 'Inativar Ana Souza', 'Liberar ativação especial de Ana Souza', 'Ausência temporária de Ana Souza', 'Auditoria de Ana Souza'].sort(),
    );
    expect(within(first!).getByRole('link', { name: 'Editar Ana Souza' })).toHaveAttribute('href', '/usuarios/7');
    expect(within(first!).getByRole('link', { name: 'Ausência temporária de Ana Souza' })).toHaveAttribute('href', '/usuarios/7/ausencia-temporaria');
    expect(within(first!).getByRole('link', { name: 'Auditoria de Ana Souza' })).toHaveAttribute('href', '/auditoria/7/usuario');
  });

  it("offers on a row only the actions the API sends with it (a user the maintainer may not manage: no edit, no state change)", async () => {
    // E.g. a provider user, or one shared with another dealer group: the API answers no action for it.
    const CARLA = row('9', 'Carla Dias', { acoesPermitidas: [] });
    open('/usuarios', MAINTAINER, [listMock(() => [CARLA, ANA])]);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const [, carla] = within(table).getAllByRole('row');
    expect(carla).toHaveTextContent('Carla Dias');
    const actions = [...within(carla!).queryAllByRole('link'), ...within(carla!).queryAllByRole('button')].map((a) => a.getAttribute('aria-label'));
    expect(actions.sort()).toEqual(['Auditoria de Carla Dias', 'Ausência temporária de Carla Dias'].sort());
  });

  it('sorts by a column header and opens a user from a click on its row, keeping the list for the way back', async () => {
    const seen: UsuarioFiltro[] = [];
    const { router } = open('/usuarios', MAINTAINER, [listMock(() => [ANA, BRUNO], seen), listMock(() => [BRUNO, ANA], seen)]);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    await userEvent.click(within(table).getByRole('button', { name: 'E-mail' }));
    expect(router.state.location.search).toBe('?sort=email');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'email', sortDirection: 'ASC', page: 0 }));
    await userEvent.click(await within(table).findByText('Ana Souza'));
    expect(router.state.location.pathname).toBe('/usuarios/7');
    expect(router.state.location.state).toEqual({ listSearch: '?sort=email' });
  });

  it('is read-only for a user holding only the consultation feature', async () => {
    open('/usuarios', ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'], [listMock(() => [ANA, BRUNO].map((u) => ({ ...u, acoesPermitidas: [] })))]);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(within(table).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Ana Souza/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo usuário' })).not.toBeInTheDocument();
    // A reader opens the user's read-only view from its row.
    await userEvent.click(within(table).getByText('Ana Souza'));
    expect(await screen.findByText('Formulário')).toBeInTheDocument();
  });

  it('sends the search, filters and page from the address to the server', async () => {
    const seen: UsuarioFiltro[] = [];
    open('/usuarios?busca=ana&tipo=DEALER_GRUPO&active=false&page=2', MAINTAINER, [listMock(() => [ANA], seen)]);
    await screen.findByText('Ana Souza');
    expect(seen[0]).toEqual({ busca: 'ana', tipo: 'DEALER_GRUPO', active: false, page: 1, rowsPerPage: 5 });
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou CPF' })).toHaveValue('ana');
  });

  it('inactivates a user and grants the special activation after confirmation', async () => {
    let ana = ANA;
    const inativar = vi.fn(() => {
      ana = { ...ana, active: false, acoesPermitidas: ['EDITAR', 'ATIVAR', 'LIBERAR_ATIVACAO_ESPECIAL'] };
      return {
        data: { inativarUsuario: { __typename: 'Usuario', id: '7', active: false, ativacaoEspecial: false, acoesPermitidas: ['EDITAR', 'ATIVAR', 'LIBERAR_ATIVACAO_ESPECIAL'] } },
      };
    });
    const liberar = vi.fn(() => ({
      data: { liberarAtivacaoEspecial: { __typename: 'Usuario', id: '7', active: false, ativacaoEspecial: true, acoesPermitidas: ['EDITAR', 'ATIVAR', 'REMOVER_ATIVACAO_ESPECIAL'] } },
    }));
    open('/usuarios', MAINTAINER, [
      listMock(() => [ana]),
      { request: { query: INATIVAR_USUARIO, variables: { id: '7' } }, result: inativar },
      { request: { query: LIBERAR_ATIVACAO_ESPECIAL, variables: { id: '7' } }, result: liberar },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar Ana Souza' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar o usuário Ana Souza?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário Ana Souza inativado.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Inativo')).toBeInTheDocument());

    expect(await screen.findByRole('button', { name: 'Ativar Ana Souza' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Liberar ativação especial de Ana Souza' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ativação especial liberada para Ana Souza.')).toBeInTheDocument();
    expect(liberar).toHaveBeenCalledTimes(1);
  });
});
