import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import { AGENDADA, ENVIADA, formOptionsMocks, MODELO, MODELS_ONLY, SENDER } from './genericas.fixtures';
import { NOTIFICACAO_GENERICA, PREVIEW_GENERICA, SALVAR_GENERICA, SALVAR_MODELO } from './genericas.queries';
import GenericFormPage from './GenericFormPage';

const routes = [
  { path: '/notificacoesGenericas/nova/:tipo', element: <GenericFormPage /> },
  { path: '/notificacoesGenericas/editar/:tipo/:id', element: <GenericFormPage /> },
  { path: '/notificacoesGenericas', element: <p>lista</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('model form', { timeout: 30000 }, () => {
  it('a placeholder chip inserts its token at the cursor; an unknown one is refused in words', async () => {
    renderRoutes(routes, '/notificacoesGenericas/nova/modelo', { mocks: [SENDER] });
    const titulo = await screen.findByRole('textbox', { name: 'Título' });
    await userEvent.type(titulo, 'Olá, !');
    (titulo as HTMLInputElement).setSelectionRange(5, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Inserir {{nome}}: nome do destinatário' }));
    await waitFor(() => expect(titulo).toHaveValue('Olá, {{nome}}!'));
    const texto = screen.getByRole('textbox', { name: 'Texto' });
    fireEvent.change(texto, { target: { value: 'Sua marca: {{marka}}' } });
    await userEvent.click(screen.getByRole('textbox', { name: 'Nome do modelo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('{{marka}} não é um campo variável conhecido.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(1);
  });

  it('saves after confirmation and names the model in the toast', async () => {
    const salvar = vi.fn(() => ({ data: { salvarModeloNotificacao: { ...MODELO, nome: 'Aviso' } } }));
    const { router } = renderRoutes(routes, '/notificacoesGenericas/nova/modelo', {
      mocks: [
        SENDER,
        {
          request: { query: SALVAR_MODELO, variables: { modelo: { nome: 'Aviso', titulo: 'Oi {{nome}}', texto: 'Texto', idProduto: null, link: null } } },
          result: salvar,
        },
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome do modelo' }), 'Aviso');
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Oi {{nome}}' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Texto');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Salvar o modelo “Aviso”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Modelo “Aviso” salvo.')).toBeInTheDocument();
    expect(salvar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notificacoesGenericas'));
    expect(router.state.location.search).toBe('?aba=modelos');
  });

  it('in Spanish', async () => {
    renderRoutes(routes, '/notificacoesGenericas/nova/modelo', { mocks: [MODELS_ONLY], locale: 'es', messages: await loadMessages('es') });
    expect(await screen.findByRole('textbox', { name: 'Nombre de la plantilla' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insertar {{marca}}: marcas del destinatario' })).toBeInTheDocument();
  });

  it('a generic notification is not found for a models-only maintainer', async () => {
    renderRoutes(routes, '/notificacoesGenericas/nova/comModelo', { mocks: [MODELS_ONLY] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });
});

describe('generic notification form', { timeout: 30000 }, () => {
  const preview = (idModelo: string | null, titulo: string, texto: string, link: string | null) => ({
    request: { query: PREVIEW_GENERICA, variables: { notificacao: { idModelo, titulo, texto, idProduto: null, link, idsGrupos: ['1'], agendadaPara: null } } },
    result: { data: { previewNotificacaoGenerica: { __typename: 'PreviewNotificacaoGenerica', titulo: 'Olá, Diana Dealer', texto: '<p>Bem-vindo à rede <b>Aurora</b>.</p>', destinatarios: 2 } } },
    maxUsageCount: 5,
  });

  it('from a model: title and text come from it and are locked; the preview renders them for a recipient and counts the audience; the save names the count', async () => {
    const salvar = vi.fn(() => ({ data: { salvarNotificacaoGenerica: { ...ENVIADA, titulo: 'Olá, {{nome}}', entregues: 2, modelo: { ...MODELO, __typename: 'ModeloNotificacao' } } } }));
    const { router } = renderRoutes(routes, '/notificacoesGenericas/nova/comModelo', {
      mocks: [
        SENDER,
        ...formOptionsMocks,
        preview('7', MODELO.titulo, MODELO.texto, '/biblioteca'),
        {
          request: {
            query: SALVAR_GENERICA,
            variables: { notificacao: { idModelo: '7', titulo: MODELO.titulo, texto: MODELO.texto, idProduto: null, link: '/biblioteca', idsGrupos: ['1'], agendadaPara: null } },
          },
          result: salvar,
        },
      ],
    });
    expect(await screen.findByText(/Escolha os grupos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Modelo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Boas-vindas' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Olá, {{nome}}'));
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Texto' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Grupos de usuários' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rede Aurora' }));
    const panel = screen.getByRole('region', { name: 'Pré-visualização' });
    expect(await within(panel).findByText('Olá, Diana Dealer')).toBeInTheDocument();
    expect(within(panel).getByText('Aurora').tagName).toBe('B');
    expect(within(panel).getByRole('status')).toHaveTextContent('Alcança 2 pessoas.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Enviar para 2 pessoas agora?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('“Olá, {{nome}}” enviada para 2 pessoas.')).toBeInTheDocument();
    expect(salvar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notificacoesGenericas'));
  });

  it('a schedule must be in the future', async () => {
    renderRoutes(routes, '/notificacoesGenericas/nova/comModelo', { mocks: [SENDER, ...formOptionsMocks] });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Título' }), 'Aviso');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Texto');
    await userEvent.click(screen.getByRole('radio', { name: 'Agendar' }));
    fireEvent.change(screen.getByLabelText(/Data e hora do envio/), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Escolha um momento no futuro.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
  });

  it('a sent one opens read-only with its status and counts, and no save', async () => {
    renderRoutes(routes, '/notificacoesGenericas/editar/comModelo/3', {
      mocks: [SENDER, { request: { query: NOTIFICACAO_GENERICA, variables: { id: '3' } }, result: { data: { notificacaoGenerica: ENVIADA } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campanha de novembro' })).toBeInTheDocument();
    expect(screen.getByText('Enviada')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar notificação' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/notificacoesGenericas');
  });

  it('a scheduled one may be cancelled (asked first, Cancel-safe), at 360 px', async () => {
    viewport(360);
    renderRoutes(routes, '/notificacoesGenericas/editar/comModelo/4', {
      mocks: [SENDER, ...formOptionsMocks, { request: { query: NOTIFICACAO_GENERICA, variables: { id: '4' } }, result: { data: { notificacaoGenerica: AGENDADA } } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar notificação' }));
    expect(screen.getByRole('radio', { name: 'Agendar', hidden: true })).toBeChecked();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancelar o envio de “Treinamento”?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Manter agendada' })).toHaveFocus());
  });
});
