import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, type ProviderOptions } from '../../test/render';
import { dealer, dealerMock, fieldError, gruposOptionsMock, marcasMock } from './dealers.fixtures';
import DealerFormPage from './DealerFormPage';
import { DEALER, SALVAR_DEALER, type DealerInput } from './dealers.queries';
import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';

const routes = [
  { path: '/dealers/novo', element: <DealerFormPage /> },
  { path: '/dealers/:id', element: <DealerFormPage /> },
  { path: '/dealers', element: <p>Lista de concessionárias</p> },
];

function open(path: string, mocks: ProviderOptions['mocks'] = []) {
  return renderRoutes(routes, path, {
    mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_DEALERS_GRUPO']), marcasMock(), gruposOptionsMock(), ...(mocks ?? [])],
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Pastes into a field (one change event: much faster than typing on a busy machine). */
async function fill(name: string, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

const NOVO: DealerInput = {
  id: null,
  razaoSocial: 'Aurora Veículos do Norte Ltda',
  nomeExibicao: 'Aurora Norte',
  cnpj: '11222333000181',
  cnpjsAdicionais: [],
  codigoPrincipal: 'D0100',
  codigosAdicionais: [],
  endereco: { logradouro: null, bairro: null, cidade: null, uf: null, cep: null },
  telefones: [],
  celulares: [],
  marcas: [],
  grupo: null,
};

async function fillValid() {
  await fill('Razão social', NOVO.razaoSocial);
  await fill('Nome de exibição', NOVO.nomeExibicao);
  await fill('CNPJ', NOVO.cnpj);
  await fill('Código', NOVO.codigoPrincipal);
}

async function saveAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Salvar “Aurora Norte”?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

// A whole form per test: generous time on a shared, busy machine.
describe('dealer form', { timeout: 20000 }, () => {
  it('titles the screen with the portal label and masks the CNPJ as typed', async () => {
    open('/dealers/novo');
    expect(screen.getByRole('heading', { level: 1, name: 'Nova concessionária' })).toBeInTheDocument();
    await userEvent.type(field('CNPJ'), '11222333000181');
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByRole('combobox', { name: 'Grupo econômico' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bandeiras' })).toBeInTheDocument();
  });

  it('repeats the spec rules before sending: company name letters, display name, CNPJ, code', async () => {
    open('/dealers/novo');
    await fill('Razão social', 'ABC 123 Ltda');
    await fill('CNPJ', '11222333000182');
    await fill('Código', 'X'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Informe pelo menos 10 letras.')).toBeInTheDocument();
    expect(field('Razão social')).toHaveAccessibleDescription('Informe pelo menos 10 letras.');
    expect(field('Nome de exibição')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(field('CNPJ')).toHaveAccessibleDescription('CNPJ inválido.');
    expect(field('Código')).toHaveAccessibleDescription('Use no máximo 20 caracteres.');
    expect(await screen.findByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an additional CNPJ equal to the main one, an invalid one, and a repeated code', async () => {
    open('/dealers/novo');
    await fill('CNPJ', '11222333000181');
    await fill('Código', 'D0100');
    const extraCnpj = field('CNPJs adicionais');
    await userEvent.type(extraCnpj, '11222333000181{Enter}');
    expect(extraCnpj).toHaveAccessibleDescription('O CNPJ adicional deve ser diferente do CNPJ principal.');
    await userEvent.clear(extraCnpj);
    await userEvent.type(extraCnpj, '11111111111111{Enter}');
    expect(extraCnpj).toHaveAccessibleDescription('CNPJ inválido.');
    await userEvent.clear(extraCnpj);
    await userEvent.type(extraCnpj, '11444777000161{Enter}');
    expect(within(screen.getByRole('list', { name: 'CNPJs adicionais' })).getByText('11.444.777/0001-61')).toBeInTheDocument();

    const extraCode = field('Códigos adicionais');
    await userEvent.type(extraCode, 'D0100{Enter}');
    expect(extraCode).toHaveAccessibleDescription('O código D0100 foi informado mais de uma vez.');
    await userEvent.clear(extraCode);
    await userEvent.type(extraCode, 'D0100-B{Enter}');
    expect(within(screen.getByRole('list', { name: 'Códigos adicionais' })).getByText('D0100-B')).toBeInTheDocument();
  });

  it("shows the server's field message under the right field and stays on the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'O CNPJ 11222333000181 já pertence a outro dealer.';
    const { router } = open('/dealers/novo', [
      { request: { query: SALVAR_DEALER, variables: { dealer: NOVO } }, result: { errors: [fieldError('CONFLICT', [{ field: 'cnpj', message }])] } },
    ]);
    await fillValid();
    await saveAndConfirm();
    await waitFor(() => expect(field('CNPJ')).toHaveAccessibleDescription(message));
    expect(field('CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Código')).toHaveAttribute('aria-invalid', 'false');
    expect(router.state.location.pathname).toBe('/dealers/novo');
  });

  it('maps a BAD_USER_INPUT on the code and on the group (API name grupo)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = open('/dealers/novo', [
      {
        request: { query: SALVAR_DEALER, variables: { dealer: NOVO } },
        result: {
          errors: [
            fieldError('BAD_USER_INPUT', [
              { field: 'codigoPrincipal', message: 'O código D0100 já pertence a outro dealer.' },
              { field: 'grupo', message: 'Grupo não encontrado.' },
            ]),
          ],
        },
      },
    ]);
    await fillValid();
    await saveAndConfirm();
    await waitFor(() => expect(field('Código')).toHaveAccessibleDescription('O código D0100 já pertence a outro dealer.'));
    expect(screen.getByRole('combobox', { name: 'Grupo econômico' })).toHaveAccessibleDescription('Grupo não encontrado.');
    expect(router.state.location.pathname).toBe('/dealers/novo');
  });

  it('saves a valid dealer, toasts and returns to the list', async () => {
    const saved = vi.fn(() => ({ data: { salvarDealer: dealer({ id: '9', razaoSocial: NOVO.razaoSocial, nomeExibicao: 'Aurora Norte' }) } }));
    const { router } = open('/dealers/novo', [{ request: { query: SALVAR_DEALER, variables: { dealer: NOVO } }, result: saved }]);
    await fillValid();
    await saveAndConfirm();
    expect(await screen.findByText('Lista de concessionárias')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dealers');
    expect(await screen.findByText('Cadastro de “Aurora Norte” criado.')).toBeInTheDocument();
  });

  it('edits a stored dealer: every field filled, and the save keeps its id, brands, group and lists', async () => {
    const d = dealer();
    const expected: DealerInput = {
      id: '5',
      razaoSocial: 'Horizonte Veículos Ltda',
      nomeExibicao: 'Horizonte Centro Novo',
      cnpj: '11222333000181',
      cnpjsAdicionais: [],
      codigoPrincipal: 'D0001',
      codigosAdicionais: ['D0001-B'],
      endereco: { logradouro: 'Av. Brasil, 100', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR', cep: '80000-000' },
      telefones: ['(41) 3333-4444', '(41) 99999-0000'],
      celulares: [],
      marcas: ['10'],
      grupo: '1',
    };
    const saved = vi.fn(() => ({ data: { salvarDealer: dealer({ nomeExibicao: 'Horizonte Centro Novo' }) } }));
    const { router } = open('/dealers/5', [dealerMock(d), { request: { query: SALVAR_DEALER, variables: { dealer: expected } }, result: saved }]);
    // The shared record header: the dealer's name is the title, its status beside it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Horizonte Centro' })).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    await waitFor(() => expect(field('Razão social')).toHaveValue('Horizonte Veículos Ltda'));
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(field('UF')).toHaveValue('PR');
    expect(screen.getByRole('combobox', { name: 'Grupo econômico' })).toHaveValue('Grupo Horizonte');
    expect(await screen.findByRole('link', { name: 'Auditoria' })).toHaveAttribute('href', '/auditoria/5/dealer');

    await userEvent.type(field('Nome de exibição'), ' Novo');
    await userEvent.type(field('Telefones'), '41999990000{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealers'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('says when the dealer does not exist, with a way back to the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('/dealers/404', [
      { request: { query: DEALER, variables: { id: '404' } }, result: { errors: [new GraphQLError('Dealer não encontrado.', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    expect(await screen.findByText(/Cadastro não encontrado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/dealers');
  });
});
