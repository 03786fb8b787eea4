import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import { AGENDADA, ENVIADA, genericasMock, MODELO, modelosMock, MODELS_ONLY, SENDER } from './genericas.fixtures';
import { INATIVAR_MODELO } from './genericas.queries';
import GenericNotificationsPage from './GenericNotificationsPage';

const routes = [{ path: '/notificacoesGenericas', element: <GenericNotificationsPage /> }];
const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

afterEach(() => vi.unstubAllGlobals());

describe('generic notifications list', { timeout: 20000 }, () => {
  it('lists title, groups, status in words, dates in the user’s locale, delivered and read counts, creator', async () => {
    renderRoutes(routes, '/notificacoesGenericas', { mocks: [SENDER, genericasMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações genéricas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notificações', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Notificações' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Título',
      'Grupos de usuários',
      'Situação',
      'Agendada para',
      'Enviada em',
      'Entregues',
      'Lidas',
      'Criada por',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Campanha de novembro',
      'Rede Aurora',
      'Enviada',
      '—',
      when(ENVIADA.enviadaEm!, 'pt-BR'),
      '1.234',
      '56',
      'Marta Montadora',
    ]);
    expect(rows[2]).toHaveTextContent('Agendada');
    expect(rows[2]).toHaveTextContent(when(AGENDADA.agendadaPara!, 'pt-BR'));
    expect(screen.getByRole('link', { name: 'Nova notificação' })).toHaveAttribute('href', '/notificacoesGenericas/nova/comModelo');
  });

  it('reads in English with English dates and numbers', async () => {
    renderRoutes(routes, '/notificacoesGenericas', { mocks: [SENDER, genericasMock()], locale: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent(when(ENVIADA.enviadaEm!, 'en'));
    expect(row).toHaveTextContent('1,234');
    expect(screen.getByRole('tab', { name: 'Models' })).toBeInTheDocument();
  });

  it('the models tab, kept in the address: placeholders, status; inactivating asks first with Cancel focused', async () => {
    const inativar = vi.fn(() => ({ data: { inativarModeloNotificacao: { ...MODELO, active: false } } }));
    const { router } = renderRoutes(routes, '/notificacoesGenericas', {
      mocks: [SENDER, genericasMock(), modelosMock(), { request: { query: INATIVAR_MODELO, variables: { id: '7' } }, result: inativar }, modelosMock([{ ...MODELO, active: false }])],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Modelos' }));
    expect(router.state.location.search).toBe('?aba=modelos');
    const table = await screen.findByRole('table', { name: 'Modelos' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Boas-vindas');
    expect(row).toHaveTextContent('{{nome}} {{marca}}');
    expect(row).toHaveTextContent('Ativo');
    expect(screen.getByRole('link', { name: 'Novo modelo' })).toHaveAttribute('href', '/notificacoesGenericas/nova/modelo');
    await userEvent.click(within(row).getByRole('button', { name: 'Inativar o modelo Boas-vindas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inativar o modelo “Boas-vindas”?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Modelo “Boas-vindas” inativado.')).toBeInTheDocument();
    expect(inativar).toHaveBeenCalledTimes(1);
  });

  it('a model maintainer without the sending feature sees only the models, and may change them', async () => {
    renderRoutes(routes, '/notificacoesGenericas', { mocks: [MODELS_ONLY, modelosMock()] });
    const table = await screen.findByRole('table', { name: 'Modelos' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Notificações' })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Editar o modelo Boas-vindas' })).toHaveAttribute('href', '/notificacoesGenericas/editar/modelo/7');
  });

  it('a sender without the models feature opens models but is offered no change', async () => {
    renderRoutes(routes, '/notificacoesGenericas?aba=modelos', { mocks: [signedIn(), modelosMock()] });
    const table = await screen.findByRole('table', { name: 'Modelos' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Ver o modelo Boas-vindas' })).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: /Inativar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo modelo' })).not.toBeInTheDocument();
  });

  it('at 360 px the rows are cards with their titles', async () => {
    viewport(360);
    renderRoutes(routes, '/notificacoesGenericas', { mocks: [SENDER, genericasMock()] });
    expect(await screen.findByText('Campanha de novembro')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

function signedIn() {
  return { ...SENDER, result: { data: { usuarioLogado: { __typename: 'UsuarioLogado', id: '2', tipo: { __typename: 'TipoRef', id: 'MONTADORA' }, funcionalidades: [{ __typename: 'Funcionalidade', id: '1', chave: 'PORTAL_NOTIFICACOES_GENERICAS' }] } } } };
}
