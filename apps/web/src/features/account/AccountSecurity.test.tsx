import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { conta, contaMock, TOP_BAR_USER, TopBarName, topBarUser } from './account.fixtures';
import { ALTERAR_MINHA_SENHA, REMOVER_AVATAR } from './account.queries';
import MyAccountPage from './MyAccountPage';

const session = { getAccessToken: vi.fn(async () => 'token-1'), recover: vi.fn(async () => true) };

/** The page, with a stand-in top bar (an active UsuarioLogado query) when its mocks are given. */
function renderPage(mocks: unknown[], withTopBar = false) {
  return renderAt(
    <>
      {withTopBar ? <TopBarName /> : null}
      <MyAccountPage />
    </>,
    '/minha-conta',
    { mocks: mocks as never[], session },
  );
}

async function confirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

async function passwordForm() {
  const form = (await screen.findByRole('heading', { name: 'Alterar senha' })).closest('section')!;
  return {
    atual: within(form).getByLabelText(/Senha atual/),
    nova: within(form).getByLabelText(/^Nova senha/),
    confirmacao: within(form).getByLabelText(/Confirmação da nova senha/),
    submit: within(form).getByRole('button', { name: 'Alterar senha' }),
  };
}

describe('MyAccountPage: password', { timeout: 20000 }, () => {
  it('checks the rules before sending: required, length, different from the current one, confirmation', async () => {
    const mutation = vi.fn(() => ({ data: { alterarMinhaSenha: true } }));
    renderPage([contaMock(), { request: { query: ALTERAR_MINHA_SENHA }, variableMatcher: () => true, result: mutation }]);
    const f = await passwordForm();
    await userEvent.click(f.submit);
    expect(f.atual).toHaveAccessibleDescription('Campo obrigatório.');
    expect(f.nova).toHaveAccessibleDescription('A nova senha deve ter entre 12 e 1024 caracteres.');
    // 11 characters: one short of the rule of packages/domain.
    await userEvent.type(f.nova, 'Curta-senha');
    await userEvent.click(f.submit);
    expect(f.nova).toHaveAccessibleDescription('A nova senha deve ter entre 12 e 1024 caracteres.');
    await userEvent.clear(f.nova);

    await userEvent.type(f.atual, 'Mesma#Senha2026');
    await userEvent.type(f.nova, 'Mesma#Senha2026');
    await userEvent.type(f.confirmacao, 'Outra#Senha2026');
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.nova).toHaveAccessibleDescription('A nova senha deve ser diferente da atual.'));
    expect(f.confirmacao).toHaveAccessibleDescription('A confirmação não confere com a nova senha.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('changes it after confirmation and clears the fields', async () => {
    const mutation = vi.fn(() => ({ data: { alterarMinhaSenha: true } }));
    renderPage([
      contaMock(),
      { request: { query: ALTERAR_MINHA_SENHA, variables: { senhaAtual: 'Portal#2026', novaSenha: 'Nova#Senha2026' } }, result: mutation },
    ]);
    const f = await passwordForm();
    await userEvent.type(f.atual, 'Portal#2026');
    await userEvent.type(f.nova, 'Nova#Senha2026');
    await userEvent.type(f.confirmacao, 'Nova#Senha2026');
    await userEvent.click(f.submit);
    await confirm();
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(f.atual).toHaveValue(''));
    expect(f.nova).toHaveValue('');
    expect(f.confirmacao).toHaveValue('');
  });

  it("shows the server's refusal of a common password under the new password field", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Esta senha é fácil demais de adivinhar: é comum, já apareceu em vazamentos de dados ou é uma sequência. Escolha outra.';
    const errors = [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'novaSenha', message }] } })];
    renderPage([contaMock(), { request: { query: ALTERAR_MINHA_SENHA }, variableMatcher: () => true, result: { errors } }]);
    const f = await passwordForm();
    expect(f.nova).toHaveAccessibleDescription(
      'Pelo menos 12 caracteres; senhas comuns ou que já vazaram não são aceitas. Ao alterar, as suas outras sessões são encerradas.',
    );
    await userEvent.type(f.atual, 'Portal#2026');
    await userEvent.type(f.nova, 'Password1234');
    await userEvent.type(f.confirmacao, 'Password1234');
    await userEvent.click(f.submit);
    await confirm();
    await waitFor(() => expect(f.nova).toHaveAccessibleDescription(message));
    expect(f.nova).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong current password (server BAD_USER_INPUT) under the current password field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'A senha atual não confere.';
    const errors = [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'senhaAtual', message }] } })];
    renderPage([contaMock(), { request: { query: ALTERAR_MINHA_SENHA }, variableMatcher: () => true, result: { errors } }]);
    const f = await passwordForm();
    await userEvent.type(f.atual, 'errada-123');
    await userEvent.type(f.nova, 'Nova#Senha2026');
    await userEvent.type(f.confirmacao, 'Nova#Senha2026');
    await userEvent.click(f.submit);
    await confirm();
    await waitFor(() => expect(f.atual).toHaveAccessibleDescription(message));
    expect(f.atual).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MyAccountPage: avatar', { timeout: 20000 }, () => {
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });

  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  });

  const input = () => screen.getByLabelText('Escolher foto', { selector: 'input' });

  it('refuses other types and files over 2 MB on the client, sending nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage([contaMock()]);
    await screen.findByRole('button', { name: 'Escolher foto' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'Escolher foto' })).toHaveAccessibleDescription('A imagem deve ser PNG, JPEG ou WebP.');
    await user.upload(input(), png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('button', { name: 'Escolher foto' })).toHaveAccessibleDescription('A imagem deve ter no máximo 2 MB.');
    expect(screen.queryByRole('button', { name: 'Salvar foto' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('previews, uploads the raw image with the bearer token, and the top bar shows the new avatar', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ avatarLink: '/api/avatars/7-abc.png' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const topBar = vi.fn(() => topBarUser('Ana Souza', '/api/avatars/7-abc.png'));
    renderPage([{ request: { query: TOP_BAR_USER }, result: topBarUser('Ana Souza') }, contaMock(), { request: { query: TOP_BAR_USER }, result: topBar }], true);
    await screen.findByRole('button', { name: 'Escolher foto' });
    const file = png();
    await userEvent.upload(input(), file);
    expect(screen.getByRole('img', { name: 'Prévia da nova foto' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));
    await confirm();
    expect(await screen.findByText('Foto salva.')).toBeInTheDocument();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/minha-conta/avatar');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/png', Authorization: 'Bearer token-1', 'Accept-Language': 'pt-BR' });
    await waitFor(() => expect(screen.getByTestId('top-bar')).toHaveTextContent('Ana Souza | /api/avatars/7-abc.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute('src', '/api/avatars/7-abc.png'));
    expect(screen.getByRole('button', { name: 'Remover foto' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the photo and in the toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'A imagem deve ser PNG, JPEG ou WebP.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'BAD_USER_INPUT', message, fields: [{ field: 'avatar', message }] }), { status: 415 }),
    );
    renderPage([contaMock()]);
    await screen.findByRole('button', { name: 'Escolher foto' });
    await userEvent.upload(input(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));
    await confirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar foto' })).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('renews the session and retries once when the token is refused', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'x' }), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ avatarLink: '/api/avatars/7-b.png' }), { status: 200 }));
    renderPage([contaMock()]);
    await screen.findByRole('button', { name: 'Escolher foto' });
    await userEvent.upload(input(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));
    await confirm();
    expect(await screen.findByText('Foto salva.')).toBeInTheDocument();
    expect(session.recover).toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('removes the current photo after confirmation and refreshes the top bar', async () => {
    const removed = vi.fn(() => ({ data: { removerAvatar: conta({ avatarLink: null }) } }));
    const topBar = vi.fn(() => topBarUser('Ana Souza'));
    renderPage([
      { request: { query: TOP_BAR_USER }, result: topBarUser('Ana Souza', '/api/avatars/7-old.png') },
      contaMock(conta({ avatarLink: '/api/avatars/7-old.png' })),
      { request: { query: REMOVER_AVATAR }, result: removed },
      { request: { query: TOP_BAR_USER }, result: topBar },
    ], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover foto' }));
    expect(screen.getByText('Remover a foto da sua conta?')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Foto removida.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('top-bar')).toHaveTextContent('Ana Souza | sem foto'));
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });
});
