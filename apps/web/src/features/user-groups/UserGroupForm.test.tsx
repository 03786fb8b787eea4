import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { formMocks } from './user-groups.fixtures';
import { GRUPO_USUARIOS, GRUPO_USUARIOS_BY_NOME, SALVAR_GRUPO_USUARIOS, USUARIOS_BY_GRUPOS_USUARIOS_PAGED, USUARIOS_BY_NOME_OR_EMAIL } from './user-groups.queries';
import { UserGroupForm } from './UserGroupForm';
import UserGroupFormPage from './UserGroupFormPage';
import { GRUPO } from './user-groups.fixtures';

// MUI transitions on a busy 2-core machine can outlast Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 4000 });

function open(mocks: MockedResponse[], path = '/gruposUsuarios/novo') {
  return renderRoutes(
    [
      { path: '/gruposUsuarios', element: <p>Lista de grupos</p> },
      { path: '/gruposUsuarios/novo', element: <UserGroupFormPage /> },
      { path: '/gruposUsuarios/:id', element: <UserGroupFormPage /> },
    ],
    path,
    { mocks },
  );
}

const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const chips = (name: RegExp) => Array.from(combo(name).closest('.MuiAutocomplete-root')!.querySelectorAll('.MuiChip-label')).map((c) => c.textContent);

async function toggle(name: RegExp, ...options: string[]) {
  await userEvent.click(combo(name));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** Profile checked, brand Marca Azul, user type dealer, one dealer. */
async function dealerProfile() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Perfil' }));
  await toggle(/^Bandeiras/, 'Marca Azul');
  await toggle(/^Tipos de usuário/, 'Concessionária/Grupo');
  await toggle(/^Concessionárias/, 'Concessionária Centro');
}

const previewInput = {
  publico: false,
  nome: 'Vendas Sul',
  possuiPerfil: true,
  marcas: ['1'],
  tiposUsuarios: ['DEALER_GRUPO'],
  todosDealers: false,
  dealers: ['10'],
  tiposAcesso: [],
  possuiCargos: false,
  cargos: [],
  possuiSetores: false,
  setores: [],
  possuiGrupos: false,
  grupos: [],
  possuiUsuariosManuais: false,
  usuariosManuais: [],
};

describe('user group form', { timeout: 60000 }, () => {
  it('keeps save disabled without a criterion and shows the public selector only with its feature', async () => {
    open(formMocks('MONTADORA', ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS', 'PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS']));
    expect(await screen.findByRole('radio', { name: 'Público' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Visualizar destinatários' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Perfil' }));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('applies the §4 clearing rules: DEALER_GRUPO removed, all-dealers on, profile unchecked', async () => {
    open(formMocks());
    await screen.findByRole('checkbox', { name: 'Perfil' });
    expect(screen.queryByRole('radio', { name: 'Público' })).not.toBeInTheDocument();
    await dealerProfile();
    expect(chips(/^Concessionárias/)).toEqual(['Concessionária Centro']);
    // All-dealers disables the picker and empties it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Todos os registros de Concessionárias' }));
    expect(combo(/^Concessionárias/)).toBeDisabled();
    expect(chips(/^Concessionárias/)).toEqual([]);
    await toggle(/^Tipos de acesso/, 'Portal: Vendedor');
    // Removing the dealer type clears all-dealers and access types.
    await toggle(/^Tipos de usuário/, 'Concessionária/Grupo');
    expect(screen.queryByRole('checkbox', { name: 'Todos os registros de Concessionárias' })).not.toBeInTheDocument();
    await toggle(/^Tipos de usuário/, 'Concessionária/Grupo');
    expect(screen.getByRole('checkbox', { name: 'Todos os registros de Concessionárias' })).not.toBeChecked();
    expect(chips(/^Tipos de acesso/)).toEqual([]);
    // Unchecking the profile clears all of it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Perfil' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Perfil' }));
    expect(chips(/^Bandeiras/)).toEqual([]);
    expect(chips(/^Tipos de usuário/)).toEqual([]);
  });

  it('hides all-dealers from a dealer user', async () => {
    open(formMocks('DEALER_GRUPO'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Perfil' }));
    await toggle(/^Bandeiras/, 'Marca Azul');
    await toggle(/^Tipos de usuário/, 'Concessionária/Grupo');
    expect(combo(/^Concessionárias/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Todos os registros de Concessionárias' })).not.toBeInTheDocument();
  });

  it('shows the at-least-one messages of checked criteria and enables the preview only when they pass', async () => {
    open(formMocks());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cargos' }));
    expect(await screen.findByText('Selecione pelo menos um item.')).toBeInTheDocument();
    const preview = screen.getByRole('button', { name: 'Visualizar destinatários' });
    expect(preview).toBeDisabled();
    await toggle(/^Cargos/, 'Gerente de vendas');
    // The name is still empty: the one problem the preview allows.
    await waitFor(() => expect(preview).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cargos' }));
    expect(preview).toBeDisabled();
  });

  it('previews the recipients of the unsaved criteria, saves with confirmation and returns to the list', async () => {
    const salvar = vi.fn(() => ({ data: { salvarGrupoUsuarios: { ...GRUPO, id: '9', nome: 'Vendas Sul' } } }));
    open([
      ...formMocks(),
      { request: { query: GRUPO_USUARIOS_BY_NOME, variables: { nome: 'Vendas Sul' } }, result: { data: { grupoUsuariosByNome: null } }, maxUsageCount: 5 },
      {
        request: { query: USUARIOS_BY_GRUPOS_USUARIOS_PAGED, variables: { filterInput: { grupo: previewInput, busca: null, page: 0, rowsPerPage: 5 } } },
        result: {
          data: {
            usuariosByGruposUsuariosPaged: {
              __typename: 'UsuariosGruposPage',
              totalElements: 1,
              content: [{ __typename: 'GrupoUsuariosPessoa', id: '4', nome: 'Diana Dealer', email: 'dealer@portal.test' }],
            },
          },
        },
      },
      { request: { query: SALVAR_GRUPO_USUARIOS, variables: { grupoUsuarios: previewInput } }, result: salvar },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Vendas Sul');
    await dealerProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar destinatários' }));
    const dialog = await screen.findByRole('dialog', { name: 'Destinatários do grupo' });
    expect(await within(dialog).findByText('dealer@portal.test')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Salvar o grupo de usuários “Vendas Sul”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Grupo de usuários “Vendas Sul” salvo.')).toBeInTheDocument();
    expect(await screen.findByText('Lista de grupos')).toBeInTheDocument();
    expect(salvar).toHaveBeenCalledTimes(1);
  });

  it('in modal mode hands the saved group to the caller and resets the form, without navigating', async () => {
    const saved = { ...GRUPO, id: '9', nome: 'Vendas Sul' };
    const onSaved = vi.fn();
    renderRoutes(
      [
        { path: '/gruposUsuarios', element: <p>Lista de grupos</p> },
        { path: '/biblioteca', element: <UserGroupForm backTo="/gruposUsuarios" onSaved={onSaved} onCancel={() => {}} /> },
      ],
      '/biblioteca',
      {
        mocks: [
          ...formMocks(),
          { request: { query: GRUPO_USUARIOS_BY_NOME, variables: { nome: 'Vendas Sul' } }, result: { data: { grupoUsuariosByNome: null } }, maxUsageCount: 5 },
          { request: { query: SALVAR_GRUPO_USUARIOS, variables: { grupoUsuarios: previewInput } }, result: { data: { salvarGrupoUsuarios: saved } } },
        ],
      },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Vendas Sul');
    await dealerProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '9', nome: 'Vendas Sul' })));
    expect(screen.queryByText('Lista de grupos')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue(''));
  });

  it('when editing: titled by the name, visibility locked, unchanged name not looked up, a taken one refused', async () => {
    const byNome = vi.fn(() => ({ data: { grupoUsuariosByNome: { __typename: 'GrupoUsuariosNomeEmUso', id: '3', nome: 'Diretoria' } } }));
    open(
      [
        ...formMocks('MONTADORA', ['PORTAL_MANUTENCAO_GRUPOS_USUARIOS', 'PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS']),
        { request: { query: GRUPO_USUARIOS, variables: { id: '1' } }, result: { data: { grupoUsuarios: GRUPO } } },
        { request: { query: GRUPO_USUARIOS_BY_NOME, variables: { nome: 'Diretoria' } }, result: byNome, maxUsageCount: 5 },
      ],
      '/gruposUsuarios/1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerentes do Sul' })).toBeInTheDocument();
    // Fixed once saved: said as text, no disabled (low-contrast) radio group.
    expect(await screen.findByText('Visibilidade: Público (não muda depois de salvo).')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Público' })).not.toBeInTheDocument();
    const nome = screen.getByRole('textbox', { name: /^Nome/ });
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Diretoria');
    expect(await screen.findByText('Já existe um grupo de usuários com este nome.')).toBeInTheDocument();
    expect(byNome).toHaveBeenCalled();
  });

  it('searches manual users by prefix once typing pauses for 1 s, and adds the one picked', async () => {
    const search = vi.fn(() => ({
      data: { usuariosByNomeOrEmailStartingWith: [{ __typename: 'GrupoUsuariosPessoa', id: '4', nome: 'Diana Dealer', email: 'dealer@portal.test' }] },
    }));
    open([...formMocks(), { request: { query: USUARIOS_BY_NOME_OR_EMAIL, variables: { texto: 'dia' } }, result: search }]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Usuários manuais' }));
    const field = combo(/^Buscar usuário por nome ou e-mail/);
    await userEvent.type(field, 'dia');
    // Nothing asked before the pause (and never for the partial 'd' or 'di').
    await new Promise((r) => setTimeout(r, 500));
    expect(search).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('option', { name: 'Diana Dealer (dealer@portal.test)' }, { timeout: 3000 }));
    expect(chips(/^Buscar usuário por nome ou e-mail/)).toEqual(['Diana Dealer (dealer@portal.test)']);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
