import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../features/shell/current-user';
import { USUARIO_LOGADO } from '../features/shell/shell.queries';
import { DEALER_USER, withTypenames } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CurrentUserGate } from './CurrentUserGate';

function Hello() {
  const { user } = useCurrentUser();
  return (
    <p>
      {user.nome} · <FormattedMessage id="shell.menu.search" />
    </p>
  );
}

const gate = (
  <CurrentUserGate>
    <Hello />
  </CurrentUserGate>
);

describe('CurrentUserGate', () => {
  it('renders the app for the signed-in user, in the language stored on the user', async () => {
    renderAt(gate, '/home', {
      user: null,
      mocks: [{ request: { query: USUARIO_LOGADO }, result: { data: { usuarioLogado: withTypenames({ ...DEALER_USER, idioma: { id: 'EN' } }) } } }],
    });
    expect(await screen.findByText('Ana Souza · Search the menu')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the maintenance page when the API cannot be reached at start-up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(gate, '/home', { user: null, mocks: [{ request: { query: USUARIO_LOGADO }, error: new TypeError('Failed to fetch') }] });
    expect(await screen.findByText('Estamos atualizando o portal, volte em instantes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows the maintenance page on a 5xx answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('Response not successful: Received status code 503'), { statusCode: 503 });
    renderAt(gate, '/home', { user: null, mocks: [{ request: { query: USUARIO_LOGADO }, error }] });
    expect(await screen.findByText('Estamos atualizando o portal, volte em instantes')).toBeInTheDocument();
  });

  it("shows the server's refusal with a way to sign out", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = [new GraphQLError('Usuário inativo.', { extensions: { code: 'FORBIDDEN' } })];
    renderAt(gate, '/home', { user: null, mocks: [{ request: { query: USUARIO_LOGADO }, result: { errors } }] });
    expect(await screen.findByText('Usuário inativo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByText('Estamos atualizando o portal, volte em instantes')).not.toBeInTheDocument();
  });
});
