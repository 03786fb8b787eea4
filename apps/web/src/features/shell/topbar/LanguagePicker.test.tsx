import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { DEALER_USER, menuData, withTypenames } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { MENU_USUARIO_LOGADO, MUDAR_LINGUA_USUARIO, USUARIO_LOGADO } from '../shell.queries';
import { LanguagePicker } from './LanguagePicker';

function Screen() {
  return (
    <>
      <LanguagePicker userId="7" />
      <p>
        <FormattedMessage id="shell.menu.search" />
      </p>
    </>
  );
}

describe('LanguagePicker', () => {
  it('switches the interface at once, stores the choice on the user and refetches user and menu', async () => {
    const mutation = vi.fn(() => ({ data: { mudarLinguaUsuario: { __typename: 'UsuarioIdioma', id: '7', nome: 'Ana Souza', idioma: 'ES' } } }));
    const userRefetch = vi.fn(() => ({ data: { usuarioLogado: withTypenames({ ...DEALER_USER, idioma: { id: 'ES' } }) } }));
    const menuRefetch = vi.fn(() => ({ data: { menuUsuarioLogado: menuData({ title: 'Portal de la Red' }) } }));
    renderAt(<Screen />, '/home', {
      mocks: [
        { request: { query: MUDAR_LINGUA_USUARIO, variables: { id: '7', idioma: 'ES' } }, result: mutation, delay: 50 },
        { request: { query: USUARIO_LOGADO }, result: userRefetch },
        { request: { query: MENU_USUARIO_LOGADO }, result: menuRefetch },
      ],
    });
    expect(screen.getByText('Buscar no menu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Português (Brasil)' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    expect(await screen.findByText('Buscar en el menú')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(mutation).not.toHaveBeenCalled(); // still in flight: the screen did not wait for it
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(userRefetch).toHaveBeenCalledTimes(1));
    expect(menuRefetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
  });

  it('goes back to the previous language and says so when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<Screen />, '/home', {
      mocks: [
        {
          request: { query: MUDAR_LINGUA_USUARIO, variables: { id: '7', idioma: 'EN' } },
          result: { errors: [new GraphQLError('Idioma indisponível.')] },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Português (Brasil)' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByText('Idioma indisponível.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Buscar no menu')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
