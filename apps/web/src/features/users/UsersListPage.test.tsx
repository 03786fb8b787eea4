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
  ...extra,
});

const ANA = row('7', 'Ana Souza', { cpf: '52998224725', tipo: 'DEALER_GRUPO', dealers: [{ __typename: 'UsuarioDealer', id: '100', nomeExibicao: 'Horizonte Centro' }] });
const BRUNO = row('8', 'Bruno Lima', { active: false, ativacaoEspecial: true });

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

    await userEvent.click(within(first!).getByRole('button', { name: 'Ações de Ana Souza' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Editar',
      'Inativar',
      'Liberar ativação especial',
      'Ausência temporária',
      'Auditoria',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveAttribute('href', '/usuarios/7');
    expect(within(menu).getByRole('menuitem', { name: 'Ausência temporária' })).toHaveAttribute('href', '/usuarios/7/ausencia-temporaria');
    expect(within(menu).getByRole('menuitem', { name: 'Auditoria' })).toHaveAttribute('href', '/auditoria/7/usuario');
  });

  it('is read-only for a user holding only the consultation feature', async () => {
    open('/usuarios', ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'], [listMock(() => [ANA, BRUNO])]);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(within(table).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ações de/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo usuário' })).not.toBeInTheDocument();
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
      ana = { ...ana, active: false };
      return { data: { inativarUsuario: { __typename: 'Usuario', id: '7', active: false, ativacaoEspecial: false } } };
    });
    const liberar = vi.fn(() => ({ data: { liberarAtivacaoEspecial: { __typename: 'Usuario', id: '7', active: false, ativacaoEspecial: true } } }));
    open('/usuarios', MAINTAINER, [
      listMock(() => [ana]),
      { request: { query: INATIVAR_USUARIO, variables: { id: '7' } }, result: inativar },
      { request: { query: LIBERAR_ATIVACAO_ESPECIAL, variables: { id: '7' } }, result: liberar },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Ana Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar o usuário Ana Souza?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário Ana Souza inativado.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Inativo')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Ações de Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Ativar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Liberar ativação especial' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ativação especial liberada para Ana Souza.')).toBeInTheDocument();
    expect(liberar).toHaveBeenCalledTimes(1);
  });
});
