import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, type ProviderOptions } from '../../test/render';
import { PRODUTO_FUNCIONALIDADES } from './organisation.queries';
import type { CatalogKey } from './catalog-routes';
import CatalogFormPage from './CatalogFormPage';
import { CATALOGS } from './catalogs';
import { fieldError, getMock, MARCAS, optionsMock, tipoMock } from './organisation.fixtures';

const LISTS: CatalogKey[] = ['setores', 'marcas', 'tiposAcesso', 'produtos', 'tiposUsuario'];
const routes = LISTS.flatMap((key) => [
  { path: `/${key}/novo`, element: <CatalogFormPage /> },
  { path: `/${key}/:id`, element: <CatalogFormPage /> },
  { path: `/${key}`, element: <p>Lista de {key}</p> },
]);

function open(path: string, mocks: ProviderOptions['mocks'], tipo: 'PROVEDOR' | 'MONTADORA' = 'PROVEDOR') {
  return renderRoutes(routes, path, { mocks: [tipoMock(tipo), ...(mocks ?? [])] });
}

const saveMock = (key: CatalogKey, input: Record<string, unknown>, result: MockedResponse['result']): MockedResponse => ({
  request: { query: CATALOGS[key].docs.save, variables: { input } },
  result,
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function saveAndConfirm(question: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('administration form (generic, driven by the catalog description)', { timeout: 20000 }, () => {
  it('creates a sector in a division: picker of active divisions, confirmation, toast, back to the list', async () => {
    const saved = vi.fn(() => ({ data: { row: { __typename: 'Setor', id: '9', nome: 'Logística', active: true, divisao: { __typename: 'CadastroRef', refId: '2', nome: 'Pós-venda' } } } }));
    const { router } = open('/setores/novo', [
      optionsMock('divisoes', [
        { id: '1', nome: 'Comercial' },
        { id: '2', nome: 'Pós-venda' },
      ]),
      saveMock('setores', { id: null, nome: 'Logística', divisao: '2' }, saved),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Novo setor' })).toBeInTheDocument();
    await userEvent.type(field('Nome'), 'Logística');
    await userEvent.click(screen.getByRole('combobox', { name: 'Divisão' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pós-venda' }));
    await saveAndConfirm('Salvar “Logística”?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setores'));
    expect(await screen.findByText('Cadastro de “Logística” criado.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('checks the required name before sending', async () => {
    open('/setores/novo', [optionsMock('divisoes', [])]);
    // Offered once the user's type is known (the provider writes).
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field('Nome')).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field message under its field and stays on the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Já existe um cadastro com nome "Vendas".';
    const { router } = open('/setores/novo', [
      optionsMock('divisoes', []),
      saveMock('setores', { id: null, nome: 'Vendas', divisao: null }, () => ({ errors: [fieldError('CONFLICT', [{ field: 'nome', message }])] })),
    ]);
    await userEvent.type(field('Nome'), 'Vendas');
    await saveAndConfirm('Salvar “Vendas”?');
    await waitFor(() => expect(field('Nome')).toHaveAccessibleDescription(message));
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/setores/novo');
  });

  it("edits a brand's palette: each palette named next to its colour, the save keeps the other fields", async () => {
    const aurora = MARCAS[0]!;
    const saved = vi.fn(() => ({ data: { row: { ...aurora, palette: 'roxo' } } }));
    const { router } = open('/marcas/10', [
      getMock('marcas', aurora),
      optionsMock('gruposEconomicos', [{ id: '3', nome: 'Aurora Holding' }]),
      saveMock(
        'marcas',
        { id: '10', nome: 'Aurora', palette: 'roxo', facebookId: 'aurora.oficial', grupoEconomico: '3', redesSociais: [{ nome: 'Instagram', url: 'https://instagram.com/aurora', icone: 'mui|Instagram' }] },
        saved,
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Bandeira' })).toBeInTheDocument();
    await waitFor(() => expect(field('Nome')).toHaveValue('Aurora'));
    const palette = screen.getByRole('combobox', { name: 'Paleta de cores' });
    expect(palette).toHaveTextContent('Azul oceano');
    await userEvent.click(palette);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(9);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Roxo' }));
    expect(screen.getByRole('combobox', { name: 'Grupo econômico' })).toHaveValue('Aurora Holding');
    await saveAndConfirm('Salvar “Aurora”?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marcas'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('shows a brand read-only to a user who may read but not write it', async () => {
    open('/marcas/10', [getMock('marcas', MARCAS[0]!)], 'MONTADORA');
    await waitFor(() => expect(field('Nome')).toHaveValue('Aurora'));
    expect(await screen.findByText('Somente consulta: apenas o provedor técnico altera este cadastro.')).toBeInTheDocument();
    expect(field('Nome')).toHaveAttribute('readonly');
    expect(field('ID do Facebook')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Grupo econômico' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/marcas');
  });

  it("chooses an access type's features of its product, with the default flag only on included ones", async () => {
    const tipo = {
      __typename: 'TipoAcesso',
      id: '4',
      // The API answers nome in the reader's language; the form edits each language's own text.
      nome: 'Gestor',
      descricao: '',
      nomePtBr: 'Gestor',
      nomeEs: 'Gestor',
      nomeEn: 'Manager',
      descricaoPtBr: '',
      descricaoEs: '',
      descricaoEn: 'Manages the portal.',
      produto: { __typename: 'CadastroRef', refId: '1', nome: 'Portal' },
      funcionalidades: [{ __typename: 'FuncionalidadeResumo', id: '21', chave: 'PORTAL_MANUTENCAO_USUARIOS', nome: 'Manter usuários' }],
      funcionalidadesPadrao: [],
    };
    const saved = vi.fn(() => ({ data: { row: tipo } }));
    open('/tiposAcesso/4', [
      getMock('tiposAcesso', tipo),
      optionsMock('produtos', [{ id: '1', nome: 'Portal' }]),
      {
        request: { query: PRODUTO_FUNCIONALIDADES, variables: { id: '1' } },
        result: {
          data: {
            produto: {
              __typename: 'Produto',
              id: '1',
              funcionalidades: [
                { __typename: 'FuncionalidadeCadastro', id: '21', chave: 'PORTAL_MANUTENCAO_USUARIOS', nome: 'Manter usuários' },
                { __typename: 'FuncionalidadeCadastro', id: '22', chave: 'PORTAL_MANUTENCAO_SLIDES', nome: 'Manter slides' },
              ],
            },
          },
        },
      },
      saveMock(
        'tiposAcesso',
        {
          id: '4',
          nome: 'Gestor',
          nomeEs: 'Gestor',
          nomeEn: 'Manager',
          produto: '1',
          descricao: null,
          descricaoEs: null,
          descricaoEn: 'Manages the portal.',
          funcionalidades: ['21', '22'],
          funcionalidadesPadrao: ['22'],
        },
        saved,
      ),
    ]);
    const usuarios = await screen.findByRole('checkbox', { name: 'PORTAL_MANUTENCAO_USUARIOS — Manter usuários' });
    expect(usuarios).toBeChecked();
    const slides = screen.getByRole('checkbox', { name: 'PORTAL_MANUTENCAO_SLIDES — Manter slides' });
    expect(slides).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Padrão: PORTAL_MANUTENCAO_SLIDES' })).toBeDisabled();
    await userEvent.click(slides);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Padrão: PORTAL_MANUTENCAO_SLIDES' }));
    await saveAndConfirm('Salvar “Gestor”?');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('edits the name and description of a user type in each language, the names required', async () => {
    const tipo = {
      __typename: 'TipoUsuarioCadastro',
      id: 'MONTADORA',
      // What a Spanish reader gets as nome; the form edits each language's own text.
      nome: 'Fabricante',
      descricao: 'Personas del fabricante.',
      nomePtBr: 'Montadora',
      nomeEs: 'Fabricante',
      nomeEn: '',
      descricaoPtBr: 'Pessoas da montadora.',
      descricaoEs: 'Personas del fabricante.',
      descricaoEn: '',
    };
    const saved = vi.fn(() => ({ data: { row: { ...tipo, nomeEn: 'Manufacturer' } } }));
    open('/tiposUsuario/MONTADORA', [
      getMock('tiposUsuario', tipo),
      saveMock(
        'tiposUsuario',
        {
          id: 'MONTADORA',
          nome: 'Montadora',
          nomeEs: 'Fabricante',
          nomeEn: 'Manufacturer',
          descricao: 'Pessoas da montadora.',
          descricaoEs: 'Personas del fabricante.',
          descricaoEn: null,
        },
        saved,
      ),
    ]);
    await waitFor(() => expect(field('Nome (português)')).toHaveValue('Montadora'));
    expect(field('Nome (espanhol)')).toHaveValue('Fabricante');
    expect(field('Descrição (português)')).toHaveValue('Pessoas da montadora.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field('Nome (inglês)')).toHaveAccessibleDescription('Campo obrigatório.'));
    await userEvent.type(field('Nome (inglês)'), 'Manufacturer');
    await saveAndConfirm('Salvar “Montadora”?');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it("keeps a product's code fixed once created", async () => {
    open('/produtos/1', [
      getMock('produtos', { __typename: 'Produto', id: '1', codigo: 'PORTAL', nome: 'Portal', baseUri: 'https://portal.test', baseUriHomolog: null }),
    ]);
    await waitFor(() => expect(field('Código')).toHaveValue('PORTAL'));
    expect(field('Código')).toHaveAttribute('readonly');
    expect(field('Código')).toHaveAccessibleDescription('Não pode ser alterado depois de criado.');
    expect(field('Endereço base')).not.toHaveAttribute('readonly');
  });

  it('checks a base address before sending: absolute http(s), no trailing slash', async () => {
    open('/produtos/novo', []);
    await userEvent.type(field('Código'), 'garantia');
    expect(field('Código')).toHaveValue('GARANTIA');
    await userEvent.type(field('Nome'), 'Garantia');
    await userEvent.type(field('Endereço base'), 'https://garantia.test/');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field('Endereço base')).toHaveAccessibleDescription('O endereço não pode terminar com barra (/).'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
