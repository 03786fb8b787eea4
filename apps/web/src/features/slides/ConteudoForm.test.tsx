import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes } from '../../test/render';
import AnuncioFormPage from './AnuncioFormPage';
import SlideFormPage from './SlideFormPage';
import { gruposMock, MAINTAINER, SLIDE_FEIRAO } from './slides.fixtures';
import { SALVAR_SLIDE, SLIDE } from './slides.queries';

const routes = [
  { path: '/slides/novo', element: <SlideFormPage /> },
  { path: '/slides/editar/:id', element: <SlideFormPage /> },
  { path: '/slides', element: <p>lista de slides</p> },
  { path: '/anuncios/novo', element: <AnuncioFormPage /> },
];
const slideMock = { request: { query: SLIDE, variables: { id: '1' } }, result: { data: { slide: SLIDE_FEIRAO } } };

afterEach(() => vi.unstubAllGlobals());

describe('slide and advert forms', { timeout: 30000 }, () => {
  it('says what is wrong, on its field: title required, invalid URL, end before start (pt-BR)', async () => {
    renderRoutes(routes, '/slides/novo', { mocks: [MAINTAINER, gruposMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Novo slide' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'exemplo sem protocolo');
    fireEvent.change(screen.getByLabelText('Início da exibição'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('Fim da exibição'), { target: { value: '2026-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription('Informe uma URL válida, começando por http:// ou https://.');
    expect(screen.getByLabelText('Fim da exibição')).toHaveAccessibleDescription('O fim não pode ser anterior ao início.');
    expect(await screen.findByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
  });

  it('the same rules in English, with the advert’s recommended size', async () => {
    renderRoutes(routes, '/anuncios/novo', { mocks: [MAINTAINER, gruposMock], locale: 'en', messages: await loadMessages('en') });
    expect(screen.getByRole('heading', { level: 1, name: 'New advert' })).toBeInTheDocument();
    expect(screen.getByText('Recommended size: 244 × 360 px. JPEG, PNG or WebP, up to 15 MB.')).toBeInTheDocument();
    // An advert has no subtitle, colours or button.
    expect(screen.queryByRole('textbox', { name: 'Subtitle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Button text' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    fireEvent.change(screen.getByLabelText('Display start'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('Display end'), { target: { value: '2026-05-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByText('Give a valid URL, starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('The end cannot be before the start.')).toBeInTheDocument();
  });

  it('in Spanish: title, URL, colour, size and period, each message under its field', async () => {
    renderRoutes(routes, '/slides/novo', { mocks: [MAINTAINER, gruposMock], locale: 'es', messages: await loadMessages('es') });
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo slide' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Enlace' }), 'ftp://ejemplo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Color del título' }), 'rojo');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tamaño del título (px)' }), '90');
    fireEvent.change(screen.getByLabelText('Inicio de la exhibición'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('Fin de la exhibición'), { target: { value: '2026-05-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Hay campos con errores. Revise los mensajes del formulario.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Campo obligatorio.');
    expect(screen.getByRole('textbox', { name: 'Enlace' })).toHaveAccessibleDescription(expect.stringContaining('Indique una URL válida, que empiece por http:// o https://.'));
    expect(screen.getByRole('textbox', { name: 'Color del título' })).toHaveAccessibleDescription(expect.stringContaining('Indique un color en el formato #rrggbb.'));
    expect(screen.getByRole('spinbutton', { name: 'Tamaño del título (px)' })).toHaveAccessibleDescription(expect.stringContaining('Indique un número entero de 12 a 72.'));
    expect(screen.getByLabelText('Fin de la exhibición')).toHaveAccessibleDescription('El fin no puede ser anterior al inicio.');
  });

  it('the preview follows the fields as they change: title, colour, size, subtitle and button', async () => {
    renderRoutes(routes, '/slides/novo', { mocks: [MAINTAINER, gruposMock] });
    expect(screen.getByText('Tamanho recomendado: 1140 × 400 px. JPEG, PNG ou WebP, até 15 MB.')).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Pré-visualização do slide' });
    expect(within(preview).getByTestId('preview-titulo')).toHaveTextContent('Título');
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Feirão de abril');
    expect(within(preview).getByTestId('preview-titulo')).toHaveTextContent('Feirão de abril');
    fireEvent.change(screen.getByLabelText('Escolher a cor do título na paleta'), { target: { value: '#ff0000' } });
    expect(screen.getByRole('textbox', { name: 'Cor do título' })).toHaveValue('#ff0000');
    expect(within(preview).getByTestId('preview-titulo')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tamanho do título (px)' }), '48');
    // The home's size in px (the preview scales the home's slide to its box).
    expect(within(preview).getByTestId('preview-titulo').style.getPropertyValue('--tamanho')).toBe('48');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subtítulo' }), 'Condições especiais');
    expect(within(preview).getByTestId('preview-subtitulo')).toHaveTextContent('Condições especiais');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto do botão' }), 'Saiba mais');
    // The button shows only with a text and a link.
    expect(within(preview).queryByTestId('preview-botao')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'https://example.com');
    expect(within(preview).getByTestId('preview-botao')).toHaveTextContent('Saiba mais');
  });

  it('edits a slide: its values in the fields, its title in the header; the save sends them and shows the server’s field messages', async () => {
    const salvar = vi.fn(() => ({ errors: [new GraphQLError('Dados inválidos.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'grupos', message: 'Grupo não encontrado.' }] } })] }));
    renderRoutes(routes, { pathname: '/slides/editar/1' }, {
      mocks: [
        MAINTAINER,
        gruposMock,
        slideMock,
        {
          request: {
            query: SALVAR_SLIDE,
            variables: {
              slide: {
                id: '1',
                titulo: 'Feirão de maio',
                tamanhoTitulo: 40,
                link: 'https://example.com/feirao',
                linkTarget: 'BLANK',
                inicioDate: '2026-04-01',
                fimDate: '2026-04-30',
                arquivo: '90',
                grupos: ['11'],
                active: true,
                corTitulo: '#ffcc00',
                subtitulo: 'Condições especiais',
                corSubtitulo: null,
                tamanhoSubtitulo: null,
                tituloBotao: 'Saiba mais',
              },
            },
          },
          result: salvar,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feirão de abril' })).toBeInTheDocument();
    expect(screen.getByText('Imagem atual.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rede Audiência' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Em uma nova aba' })).toBeChecked();
    const titulo = screen.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(titulo);
    await userEvent.type(titulo, 'Feirão de maio');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Salvar o slide "Feirão de maio"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(salvar).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Grupo não encontrado.')).toBeInTheDocument();
  });

  it('sends the chosen image to the upload at once and shows it in the preview; refuses a file that is no image', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const info = (init.body as FormData).get('info');
      return new Response(JSON.stringify({ id: info === JSON.stringify({ fileType: 'SLIDE' }) ? '321' : null }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: a stand-in URL class for this test (vi.unstubAllGlobals restores it).
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:local-1';
      static override revokeObjectURL = () => undefined;
    });
    const { container } = renderRoutes(routes, '/slides/novo', { mocks: [MAINTAINER, gruposMock], session: { getAccessToken: async () => 'token-1' } });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'notas.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('notas.txt não é uma imagem JPEG, PNG ou WebP.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['png'], 'fundo.png', { type: 'image/png' }));
    expect(await screen.findByText('Imagem fundo.png enviada; será salva com o formulário.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/upload', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }));
    const preview = screen.getByRole('figure', { name: 'Pré-visualização do slide' });
    expect(preview.querySelector('img')).toHaveAttribute('src', 'blob:local-1');
    expect(screen.getByRole('button', { name: 'Trocar imagem' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.getByText('Nenhuma imagem escolhida.')).toBeInTheDocument();
  });
});
