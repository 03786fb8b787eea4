import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  cargosMock,
  dominioMock,
  formDadosMock,
  GRUPO_HORIZONTE,
  HORIZONTE_CENTRO,
  podeAdicionarCargoMock,
  produtosMock,
  signedInMock,
  uniquenessMocks,
} from './users.fixtures';
import { INFO_USUARIO, SALVAR_USUARIO, USUARIO } from './users.queries';
import { openWizard, waitForStep } from './users.test-helpers';

const DIANA = {
  __typename: 'Usuario',
  id: '5',
  nome: 'Diana Dealer',
  email: 'dealer@portal.test',
  cpf: '52998224725',
  telefones: ['(11) 3333-4444'],
  celulares: [],
  tipo: 'DEALER_GRUPO',
  idioma: 'PT_BR',
  marcas: [{ __typename: 'UsuarioMarca', id: '1', description: 'Aurora', active: true }],
  grupos: [GRUPO_HORIZONTE],
  dealers: [HORIZONTE_CENTRO],
  produtos: [{ __typename: 'UsuarioProdutoPermissoes', idProduto: '1', idsTiposAcesso: ['2'], idsFuncionalidades: ['3'] }],
  active: true,
};

const POSITION = {
  __typename: 'CargoUsuario',
  cargoId: '1',
  nome: 'Gerente geral',
  principal: true,
  setor: null,
  dealer: { __typename: 'UsuarioDealer', id: '100', nomeExibicao: 'Horizonte Centro' },
  departamento: { __typename: 'DepartamentoCargo', id: '1', nome: 'Vendas' },
  dataInicio: '2023-01-10',
};

function editMocks(salvar: (v: Record<string, unknown>) => unknown, chaves = ['PORTAL_MANUTENCAO_USUARIOS'], acoes = ['EDITAR', 'INATIVAR']): MockedResponse[] {
  return [
    signedInMock('MONTADORA', chaves),
    formDadosMock(),
    cargosMock([POSITION]),
    dominioMock(),
    podeAdicionarCargoMock(),
    produtosMock(),
    ...uniquenessMocks(),
    // The API answers the actions the caller may take on Diana: a maintainer edits her.
    { request: { query: USUARIO, variables: { id: '5' } }, result: { data: { usuario: { ...DIANA, acoesPermitidas: chaves.includes('PORTAL_MANUTENCAO_USUARIOS') ? acoes : [] } } } },
    {
      request: { query: INFO_USUARIO, variables: { usuarioId: '5' } },
      result: {
        data: {
          infoUsuario: { __typename: 'UsuarioInfo', dataAdmissao: '2023-01-10', emailSuperior: 'chefe@exemplo.com', desligamento: null, dataDesligamento: null },
        },
      },
    },
    { request: { query: SALVAR_USUARIO }, variableMatcher: () => true, maxUsageCount: 5, result: salvar as never },
  ];
}

const saved = { data: { salvarUsuario: { __typename: 'SalvarUsuarioResultado', criado: false, usuario: { __typename: 'Usuario', id: '5', nome: 'Diana Dealer' } } } };

async function confirm(question: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('user wizard, editing', { timeout: 30000 }, () => {
  it('loads the stored user, locks its CPF, saves step 1 partially, and shows the server field errors under their fields', async () => {
    const salvar = vi.fn((v: Record<string, unknown>) =>
      'produtos' in (v['usuario'] as object)
        ? {
            errors: [
              new GraphQLError('Este e-mail já está em uso.', {
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'Este e-mail já está em uso.' }] },
              }),
            ],
          }
        : saved,
    );
    openWizard(editMocks(salvar), '/usuarios/5');
    await waitForStep(1);
    // The shared record header: the user's name is the title, the audit link for a maintainer.
    expect(screen.getByRole('heading', { level: 1, name: 'Diana Dealer' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Auditoria' })).toHaveAttribute('href', '/auditoria/5/usuario');
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    expect(cpf).toHaveValue('529.982.247-25');
    expect(cpf).toBeDisabled();
    expect(screen.getByText('Gerente geral — Horizonte Centro (D1)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data de admissão/)).toHaveValue('2023-01-10');

    // Step 1 is partial when editing: its data are saved before the permissions.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await confirm('Salvar os dados básicos do usuário Diana Dealer?');
    expect(await screen.findByText('Dados básicos de Diana Dealer salvos.')).toBeInTheDocument();
    await waitForStep(2);
    expect(salvar).toHaveBeenLastCalledWith({
      usuario: {
        id: '5',
        nome: 'Diana Dealer',
        email: 'dealer@portal.test',
        cpf: '52998224725',
        telefones: ['(11) 3333-4444'],
        celulares: [],
        tipo: 'DEALER_GRUPO',
        idioma: 'PT_BR',
        marcas: ['1'],
        grupos: ['10'],
        idsDealers: ['100'],
      },
      cargos: [{ cargoId: '1', dataInicio: '2023-01-10', dealerId: '100', departamentoId: '1' }],
      infos: { dataAdmissao: '2023-01-10', emailSuperior: 'chefe@exemplo.com', dataDesligamento: null, desligamentoId: null },
    });

    // The stored permissions are shown on step 2.
    await screen.findByRole('heading', { name: 'Portal' });
    expect(screen.getByRole('checkbox', { name: 'Consulta' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Consultar usuários' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await confirm('Salvar as alterações do usuário Diana Dealer?');
    // The message belongs to step 1: the wizard goes back there and shows it under the field.
    await waitForStep(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Este e-mail já está em uso.'));
    expect(salvar).toHaveBeenCalledTimes(2);
  });

  it('is read-only for a maintainer the API does not let save this user (e.g. one shared with another dealer group)', async () => {
    const salvar = vi.fn(() => saved);
    openWizard(editMocks(salvar, ['PORTAL_MANUTENCAO_USUARIOS'], []), { pathname: '/usuarios/5' });
    await waitForStep(1);
    expect(screen.getByText('Você pode consultar este cadastro, mas não alterá-lo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar e continuar' })).not.toBeInTheDocument();
  });

  it('is read-only for a user holding only the consultation feature: both steps disabled, nothing saved, no audit link', async () => {
    const salvar = vi.fn(() => saved);
    const { router } = openWizard(editMocks(salvar, ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS']), { pathname: '/usuarios/5', state: { listSearch: '?busca=diana' } });
    await waitForStep(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Diana Dealer' })).toBeInTheDocument();
    expect(screen.getByText('Você pode consultar este cadastro, mas não alterá-lo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Diana Dealer');
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeDisabled();
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Salvar e continuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitForStep(2);
    expect(await screen.findByRole('checkbox', { name: 'Consultar usuários' })).toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Concluir' })).not.toBeInTheDocument();
    expect(salvar).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitForStep(1);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/usuarios?busca=diana'));
  });
});
