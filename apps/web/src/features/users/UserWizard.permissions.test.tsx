import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newUserMocks } from './users.fixtures';
import { openWizard, pick, waitForStep } from './users.test-helpers';
import { SALVAR_USUARIO, USUARIO_PRODUTOS, USUARIOS_BUSCA } from './users.queries';

/** Step 1 of a manufacturer user (no CPF, dealers or positions needed), then on to step 2. */
async function toPermissions(extra: MockedResponse[] = []) {
  const utils = openWizard([...newUserMocks(), ...extra]);
  await waitForStep(1);
  await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Paula Reis');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'paula@exemplo.com');
  await pick(/^Tipo de usuário/, 'Fábrica');
  await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
  await waitForStep(2);
  await screen.findByRole('heading', { name: 'Portal' });
  return utils;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const features = () =>
  within(screen.getByRole('group', { name: 'Funcionalidades' }))
    .getAllByRole('checkbox')
    .map((c) => `${(c as HTMLInputElement).checked ? '☑' : '☐'} ${c.closest('label')?.textContent ?? ''}`);

describe('user wizard, step 2: access types per product', { timeout: 30000 }, () => {
  it('adds the default features of an access type, keeps valid choices, lists the features of the selected types', async () => {
    await toPermissions();
    expect(screen.getByText('Escolha um tipo de acesso para ver suas funcionalidades.')).toBeInTheDocument();

    await userEvent.click(box('Administrador'));
    expect(features()).toEqual(['☑ Manter usuários', '☑ Manter dealers', '☐ Consultar usuários', '☐ Importar usuários']);
    // Features are offered by name; their keys (CHAVE_1 … in the fixtures) are for the code only.
    expect(screen.queryByText(/CHAVE_/)).not.toBeInTheDocument();
    // Each choice is named by its name and described by its short description.
    expect(box('Administrador')).toHaveAccessibleDescription('Administra o portal.');
    expect(box('Manter usuários')).toHaveAccessibleDescription('Cria e altera usuários.');

    await userEvent.click(box('Importar usuários'));
    await userEvent.click(box('Consulta'));
    expect(features()).toEqual(['☑ Manter usuários', '☑ Manter dealers', '☑ Consultar usuários', '☑ Importar usuários']);

    // Unselecting drops what no remaining type offers; Consultar usuários belongs to Consulta too.
    await userEvent.click(box('Administrador'));
    expect(features()).toEqual(['☑ Consultar usuários']);

    await userEvent.click(box('Administrador'));
    expect(features()).toEqual(['☑ Manter usuários', '☑ Manter dealers', '☑ Consultar usuários', '☐ Importar usuários']);
  });

  it('refuses an access type with none of its default features chosen, then saves and names the user', async () => {
    const salvar = vi.fn(() => ({
      data: { salvarUsuario: { __typename: 'SalvarUsuarioResultado', criado: true, usuario: { __typename: 'Usuario', id: '40', nome: 'Paula Reis' } } },
    }));
    const { router } = await toPermissions([
      { request: { query: SALVAR_USUARIO }, variableMatcher: () => true, result: salvar, maxUsageCount: 5 },
    ]);
    await userEvent.click(box('Administrador'));
    await userEvent.click(box('Manter usuários'));
    await userEvent.click(box('Manter dealers'));
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Portal: marque ao menos uma funcionalidade padrão de Administrador.')).toBeInTheDocument();
    expect(screen.getByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
    expect(salvar).not.toHaveBeenCalled();

    await userEvent.click(box('Manter dealers'));
    await waitFor(() => expect(screen.queryByText('Portal: marque ao menos uma funcionalidade padrão de Administrador.')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cadastrar o usuário Paula Reis?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário Paula Reis cadastrado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
    expect(salvar).toHaveBeenCalledWith({
      usuario: {
        nome: 'Paula Reis',
        email: 'paula@exemplo.com',
        cpf: null,
        telefones: [],
        celulares: [],
        tipo: 'MONTADORA',
        idioma: 'PT_BR',
        marcas: [],
        grupos: [],
        idsDealers: [],
        produtos: [{ idProduto: '1', idsTiposAcesso: ['1'], idsFuncionalidades: ['2'] }],
      },
      cargos: [],
      infos: null,
    });
  });

  it('clones the permissions of another user', async () => {
    await toPermissions([
      {
        request: { query: USUARIOS_BUSCA },
        variableMatcher: () => true,
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: {
          data: {
            usuarios: {
              __typename: 'UsuarioPage',
              totalElements: 1,
              content: [{ __typename: 'Usuario', id: '8', nome: 'Marina Montadora', email: 'montadora@portal.test' }],
            },
          },
        },
      },
      {
        request: { query: USUARIO_PRODUTOS, variables: { id: '8' } },
        result: {
          data: {
            usuario: {
              __typename: 'Usuario',
              id: '8',
              nome: 'Marina Montadora',
              produtos: [{ __typename: 'UsuarioProdutoPermissoes', idProduto: '1', idsTiposAcesso: ['2'], idsFuncionalidades: ['3'] }],
            },
          },
        },
      },
    ]);
    await userEvent.click(box('Administrador'));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar permissões de outro usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar permissões' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Usuário' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marina Montadora (montadora@portal.test)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Permissões copiadas de Marina Montadora.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box('Administrador')).not.toBeChecked();
    expect(box('Consulta')).toBeChecked();
    expect(features()).toEqual(['☑ Consultar usuários']);
  });
});
