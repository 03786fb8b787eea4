import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { conta, contaMock, MenuTitle, TOP_BAR_MENU, TOP_BAR_USER, TopBarName, topBarUser } from './account.fixtures';
import { ATUALIZAR_MINHA_CONTA } from './account.queries';
import MyAccountPage from './MyAccountPage';

/** The page, with a stand-in top bar (an active UsuarioLogado query) when its mocks are given. */
function renderPage(mocks: unknown[] = [contaMock()], withTopBar = false) {
  return renderAt(
    <>
      {withTopBar ? <TopBarName /> : null}
      <MyAccountPage />
    </>,
    '/minha-conta',
    { mocks: mocks as never[] },
  );
}

const saved = (overrides = {}) => ({ data: { atualizarMinhaConta: conta(overrides) } });

async function confirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

describe('MyAccountPage: view', { timeout: 20000 }, () => {
  it('shows the own data and, read-only, brands, dealers, groups and permissions under the portal labels', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByText('ana@dealer.test')).toBeInTheDocument();
    // Type label from the portal properties (test/fixtures PROPERTIES).
    expect(screen.getByText('Concessionária/Grupo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Telefones' })).toHaveTextContent('(11) 3333-4444');

    const access = screen.getByRole('region', { name: 'Meus acessos' });
    expect(within(access).getByRole('heading', { name: 'Bandeiras' })).toBeInTheDocument();
    expect(within(access).getByRole('region', { name: 'Bandeiras' })).toHaveTextContent('Aurora');
    expect(within(access).getByRole('region', { name: 'Concessionárias' })).toHaveTextContent('Aurora Centro (D-001)');
    expect(within(access).getByRole('region', { name: 'Grupos econômicos' })).toHaveTextContent('Grupo Horizonte');
    const permissions = within(access).getByRole('region', { name: 'Permissões' });
    expect(within(permissions).getByRole('heading', { name: 'Portal' })).toBeInTheDocument();
    expect(permissions).toHaveTextContent('Criação de comunicados — Cria comunicados');
    // People read the feature's name; its key is for the code.
    expect(permissions).not.toHaveTextContent('PORTAL_CRIACAO_COMUNICADOS');
    // Read-only: nothing to type or click in there.
    expect(within(access).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(access).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nothing is granted, and when the user is absent today', async () => {
    renderPage([contaMock(conta({ marcas: [], dealers: [], grupos: [], permissoes: [], ausente: true }))]);
    const access = await screen.findByRole('region', { name: 'Meus acessos' });
    expect(within(access).getByRole('region', { name: 'Bandeiras' })).toHaveTextContent('Nenhum.');
    expect(within(access).getByText('Nenhuma permissão concedida.')).toBeInTheDocument();
    expect(screen.getByText('Ausente hoje')).toBeInTheDocument();
  });

  it('shows the password form only when the portal holds the password (podeAlterarSenha)', async () => {
    const a = renderPage();
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Senha atual/)).toBeInTheDocument();
    a.unmount();
    renderPage([contaMock(conta({ podeAlterarSenha: false }))]);
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alterar senha' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage([{ request: { query: contaMock().request.query }, error: new Error('offline') }, contaMock()]);
    expect(await screen.findByText('Não foi possível carregar os dados da sua conta.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText(/Nome/)).toHaveValue('Ana Souza');
  });
});

describe('MyAccountPage: personal data', { timeout: 20000 }, () => {
  it('requires the name, with the message under the field and a form error toast, sending nothing', async () => {
    const mutation = vi.fn(() => saved());
    renderPage([contaMock(), { request: { query: ATUALIZAR_MINHA_CONTA }, variableMatcher: () => true, result: mutation }]);
    const nome = await screen.findByLabelText(/Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('adds phones through the mask with Enter, refusing an incomplete one, and mobiles only with nine digits', async () => {
    renderPage();
    const phones = await screen.findByRole('textbox', { name: 'Telefones' });
    await userEvent.type(phones, '1199{Enter}');
    expect(screen.getByText(/Formato inválido/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Telefones' }).querySelectorAll('li')).toHaveLength(1);
    await userEvent.clear(phones);
    await userEvent.type(phones, '11987654321{Enter}');
    expect(screen.getByRole('list', { name: 'Telefones' })).toHaveTextContent('(11) 98765-4321');

    const mobiles = screen.getByRole('textbox', { name: 'Celulares' });
    await userEvent.type(mobiles, '1133334444{Enter}');
    expect(screen.getByText('Formato inválido. Use (99) 99999-9999.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Celulares' })).not.toBeInTheDocument();
  });

  it('saves after confirmation, toasts, and makes the top bar read the user again (new name)', async () => {
    const mutation = vi.fn(() => saved({ nome: 'Ana Lima', celulares: ['(11) 98765-4321'] }));
    const topBar = vi.fn(() => topBarUser('Ana Lima'));
    renderPage([
      { request: { query: TOP_BAR_USER }, result: topBarUser('Ana Souza') },
      contaMock(),
      {
        request: {
          query: ATUALIZAR_MINHA_CONTA,
          variables: { dados: { nome: 'Ana Lima', telefones: ['(11) 3333-4444'], celulares: ['(11) 98765-4321'], idioma: 'PT_BR' } },
        },
        result: mutation,
      },
      { request: { query: TOP_BAR_USER }, result: topBar },
    ], true);
    expect(await screen.findByTestId('top-bar')).toHaveTextContent('Ana Souza');
    const nome = await screen.findByLabelText(/Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Ana Lima');
    await userEvent.type(screen.getByRole('textbox', { name: 'Celulares' }), '11987654321{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Você tem certeza?')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Dados da conta salvos.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(topBar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('top-bar')).toHaveTextContent('Ana Lima'));
  });

  it("shows the server's field messages (BAD_USER_INPUT) under their fields and its message in the toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Formato inválido: (11) 3333-444. Use (xx) xxxx-xxxx ou (xx) xxxxx-xxxx.';
    const errors = [
      new GraphQLError(message, {
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            { field: 'telefones', message },
            { field: 'nome', message: 'O campo nome deve ter no máximo 200 caracteres.' },
          ],
        },
      }),
    ];
    renderPage([contaMock(), { request: { query: ATUALIZAR_MINHA_CONTA }, variableMatcher: () => true, result: { errors } }]);
    await screen.findByLabelText(/Nome/);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await confirm();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Telefones' })).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/Nome/)).toHaveAccessibleDescription('O campo nome deve ter no máximo 200 caracteres.');
    // The toast carries the server's message too.
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('a new language is stored and switches the interface, and the menu is read again in it', async () => {
    const menu = vi.fn(() => ({ data: { menuUsuarioLogado: { __typename: 'MenuUsuarioLogado', title: 'Portal de la Red' } } }));
    renderAt(
      <>
        <TopBarName />
        <MenuTitle />
        <MyAccountPage />
      </>,
      '/minha-conta',
      {
        mocks: [
          { request: { query: TOP_BAR_USER }, result: topBarUser('Ana Souza') },
          { request: { query: TOP_BAR_MENU }, result: { data: { menuUsuarioLogado: { __typename: 'MenuUsuarioLogado', title: 'Portal da Rede' } } } },
          contaMock(),
          {
            request: { query: ATUALIZAR_MINHA_CONTA, variables: { dados: { nome: 'Ana Souza', telefones: ['(11) 3333-4444'], celulares: [], idioma: 'ES' } } },
            result: saved({ idioma: 'ES' }),
          },
          { request: { query: TOP_BAR_USER }, result: topBarUser('Ana Souza') },
          { request: { query: TOP_BAR_MENU }, result: menu },
        ],
      },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Idioma' }));
    await userEvent.click(screen.getByRole('option', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await confirm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(menu).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Portal de la Red')).toBeInTheDocument();
  });
});

