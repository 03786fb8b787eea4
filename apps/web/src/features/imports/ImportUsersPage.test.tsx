import { useApolloClient, type ApolloClient } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { seriousViolations } from '../../test/axe';
import { confirmDialog } from '../../test/confirm-dialog';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import { CANCELAR_IMPORTACAO, CONFIRMAR_IMPORTACAO, ERROS_IMPORTACAO, IMPORT_STATUS, IMPORTACOES, IMPORTS_NAO_LIDAS, type Importacao, type StatusImportacao } from './imports.queries';
import ImportUsersPage from './ImportUsersPage';

function imp(id: string, status: StatusImportacao, over: Partial<Importacao> = {}): Importacao & { __typename: 'ImportStatus' } {
  return {
    __typename: 'ImportStatus',
    id,
    fileName: `usuarios-${id}.xlsx`,
    status,
    total: 3,
    done: 0,
    progress: 0,
    linhas: 3,
    criar: 0,
    atualizar: 0,
    comErro: 0,
    falhas: 0,
    erro: null,
    createdAt: '2026-11-20T13:30:00.000Z',
    concluidoEm: null,
    ...over,
  };
}

/** The dry run of usuarios-11.xlsx: two rows to create, one in error. */
const VALIDADA = imp('11', 'VALIDATED', { done: 3, progress: 100, criar: 2, comErro: 1 });

/** One of each status, newest first. */
const LISTA = [
  VALIDADA,
  imp('10', 'PROCESSING', { total: 4, done: 1, progress: 25, criar: 4 }),
  imp('9', 'DONE', { total: 2, done: 2, progress: 100, criar: 2 }),
  imp('8', 'VALIDATING'),
  imp('7', 'RECEIVED'),
  imp('6', 'ERROR', { erro: 'A planilha não tem nenhuma linha de usuário.' }),
  imp('5', 'CANCELLED'),
];

const lista = (content: Importacao[], rowsPerPage = 5): MockedResponse => ({
  request: { query: IMPORTACOES, variables: { page: 0, rowsPerPage } },
  result: { data: { importacoes: { __typename: 'ImportStatusPage', totalElements: content.length, content: content.slice(0, rowsPerPage) } } },
  maxUsageCount: 20,
});

const status = (i: Importacao, maxUsageCount = 1): MockedResponse => ({
  request: { query: IMPORT_STATUS, variables: { id: i.id } },
  result: { data: { importStatus: i } },
  maxUsageCount,
});

const erros = (id: string, content: { linha: number; coluna: string | null; mensagem: string }[]): MockedResponse => ({
  request: { query: ERROS_IMPORTACAO, variables: { id, page: 0, rowsPerPage: 5 } },
  result: { data: { errosImportacao: { __typename: 'ErrosImportacaoPage', totalElements: content.length, content: content.map((e) => ({ __typename: 'ErroImportacao', ...e })) } } },
  maxUsageCount: 5,
});

const ERRO_PT = { linha: 4, coluna: 'E-mail', mensagem: 'Informe um e-mail válido.' };

async function renderPage(mocks: MockedResponse[], { locale = 'pt-BR' as Locale, path = '/importarUsuarios' } = {}) {
  const messages = await loadMessages(locale);
  return renderRoutes([{ path: '/importarUsuarios', element: <ImportUsersPage /> }], path, {
    mocks,
    locale,
    messages,
    session: { getAccessToken: async () => 'token-1' },
  });
}

/** A fetch that answers JSON or a file, recording what was asked. */
function fakeFetch(answer: (url: string, init?: RequestInit) => Response) {
  const fn = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
  vi.stubGlobal('fetch', fn);
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:local-1';
      static override revokeObjectURL = () => undefined;
    },
  );
  return fn;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ImportUsersPage', { timeout: 30000 }, () => {
  it('lists the imports, newest first, with every status label, done of total and the date (1440 px)', async () => {
    viewport(1440);
    await renderPage([lista(LISTA, 10)], { path: '/importarUsuarios?rows=10' });
    expect(screen.getByRole('heading', { level: 1, name: 'Importar usuários' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Suas importações' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Arquivo', 'Progresso', 'Status', 'Data']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Validada',
      'Em processamento',
      'Concluída',
      'Em validação',
      'Recebida',
      'Com erro',
      'Cancelada',
    ]);
    expect(within(rows[1]!).getByText('1 de 4')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2 de 2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('usuarios-11.xlsx')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20/11/2026, 10:30')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens an import from its row, shows its dry run and confirms it; the progress follows to done (1440 px)', async () => {
    viewport(1440);
    const user = userEvent.setup();
    const processando = imp('11', 'PROCESSING', { total: 2, done: 0, progress: 0, criar: 2, comErro: 1 });
    const concluida = imp('11', 'DONE', { total: 2, done: 2, progress: 100, criar: 2, comErro: 1 });
    const confirmar: MockedResponse = { request: { query: CONFIRMAR_IMPORTACAO, variables: { id: '11' } }, result: { data: { confirmarImportacao: processando } } };
    // The server's answers in turn: validated; once confirmed, processing; then done.
    const listas = [lista([VALIDADA]), lista([processando]), lista([concluida])].map((mock, i) => ({ ...mock, maxUsageCount: i < 2 ? 1 : 20 }));
    await renderPage([...listas, status(VALIDADA), erros('11', [ERRO_PT]), confirmar, status(concluida, 10)]);

    const table = await screen.findByRole('table', { name: 'Suas importações' });
    await user.click(within(table).getByText('usuarios-11.xlsx'));
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios-11.xlsx' });
    await waitFor(() => expect(within(result).getByRole('heading', { name: 'Resultado de usuarios-11.xlsx' })).toHaveFocus());
    expect(within(result).getByText('Validação concluída: 3 linhas lidas. Nada foi gravado ainda.')).toBeInTheDocument();
    const counts = [...result.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['A criar: 2', 'A atualizar: 0', 'Com erro: 1']);
    const errorsTable = await within(result).findByRole('table', { name: 'Erros da planilha usuarios-11.xlsx' });
    expect(within(errorsTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Linha', 'Coluna', 'Erro']);
    expect(within(errorsTable).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', 'E-mail', 'Informe um e-mail válido.']);
    expect(within(result).getByRole('button', { name: 'Baixar planilha de erros' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Cancelar importação' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await user.click(within(result).getByRole('button', { name: 'Confirmar importação' }));
    const dialog = await confirmDialog('Cancelar');
    expect(dialog).toHaveTextContent('Importar 2 usuários da planilha usuarios-11.xlsx (2 a criar, 0 a atualizar)? A linha com erro fica de fora.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar importação' }));
    expect(await screen.findByText('Importação confirmada. Acompanhe o andamento abaixo.')).toBeInTheDocument();
    expect(await within(result).findByText('Importando: 0 de 2 linhas (0%).')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Cancelar importação' })).not.toBeInTheDocument();
    // While it runs the result is asked again every 2 s: the next answer says it is done.
    expect(await within(result).findByText('Importação concluída: 2 linhas gravadas.', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(result).getByText('Concluída')).toBeInTheDocument();
    expect(within(result).getByText('2 de 2')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('Concluída')).toBeInTheDocument());
  });

  it('refuses a file that is not .xlsx before sending it, naming the field; uploads an .xlsx and opens its result; downloads the template with the token', async () => {
    const user = userEvent.setup();
    const recebida = imp('12', 'RECEIVED', { fileName: 'usuarios.xlsx', total: 0, linhas: 0 });
    const fetchMock = fakeFetch((url) =>
      url === '/import/users/modelo'
        ? new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': `attachment; filename="ModeloImportacaoUsuarios.xlsx"` } })
        : json(201, recebida),
    );
    const { container } = await renderPage([lista([]), status(recebida, 5)]);
    expect(await screen.findByText('Nenhuma importação enviada ainda.')).toBeInTheDocument();

    // jsdom does not download: the link's click is recorded instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await user.click(screen.getByRole('button', { name: 'Baixar modelo' }));
    await waitFor(() => expect(saved).toEqual(['ModeloImportacaoUsuarios.xlsx blob:local-1']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/import/users/modelo');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'pt-BR' });

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.xlsx');
    // The picker offers .xlsx only; a file dropped in anyway (or picked with "all files") is refused here.
    await userEvent.upload(input, new File(['a;b'], 'usuarios.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await screen.findByText('Planilha: usuarios.csv não é um arquivo .xlsx. Envie a planilha no formato .xlsx, a partir do modelo.')).toBeInTheDocument();
    // Above the server's limit (LIMITS.importMaxBytes): refused here too, saying the limit.
    await user.upload(input, new File([new Uint8Array(10_000_001)], 'grande.xlsx'));
    expect(await screen.findByText('Planilha: grande.xlsx passa do limite de 10 MB.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.upload(input, new File(['PK'], 'usuarios.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('Planilha usuarios.xlsx enviada. A validação começou.')).toBeInTheDocument();
    const [postUrl, post] = fetchMock.mock.calls[1]!;
    expect(postUrl).toBe('/import/users');
    expect(post?.method).toBe('POST');
    expect((post?.body as FormData).get('file')).toBeInstanceOf(File);
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios.xlsx' });
    expect(within(result).getByText('Recebida')).toBeInTheDocument();
    expect(within(result).getByText('Planilha recebida; a validação começa em instantes. Nada é gravado até você confirmar.')).toBeInTheDocument();
    expect(screen.queryByText(/não é um arquivo .xlsx/)).not.toBeInTheDocument();
  });

  it("in English: the server's refusal of an upload, a row error and the labels", async () => {
    const user = userEvent.setup();
    fakeFetch(() => json(415, { code: 'BAD_USER_INPUT', message: 'Upload the spreadsheet in the "file" field, as .xlsx, up to 10 MB.' }));
    const validada = { ...VALIDADA, criar: 0, comErro: 3 };
    const { container } = await renderPage(
      [lista([validada]), status(validada), erros('11', [{ linha: 2, coluna: 'CPF', mensagem: 'Enter a valid CPF.' }, { linha: 3, coluna: null, mensagem: 'This e-mail already appears in row 2 of the spreadsheet.' }])],
      { locale: 'en', path: '/importarUsuarios?id=11' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Import users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    expect(screen.getByText(/Only \.xlsx files, up to 10 MB\./)).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Result of usuarios-11.xlsx' });
    expect(within(result).getByText('Validated')).toBeInTheDocument();
    expect(within(result).getByText('No valid row to import: fix the spreadsheet and upload it again.')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    const errorsTable = await within(result).findByRole('table', { name: 'Errors of spreadsheet usuarios-11.xlsx' });
    expect(within(errorsTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Row', 'Column', 'Error']);
    // A problem of the whole row has no column: "—".
    expect(within(errorsTable).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'CPF', 'Enter a valid CPF.', '3', '—', 'This e-mail already appears in row 2 of the spreadsheet.']);
    expect(screen.getByRole('table', { name: 'Your imports' })).toHaveTextContent('3 of 3');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['a'], 'people.ods'), { applyAccept: false });
    expect(await screen.findByText('Spreadsheet: people.ods is not an .xlsx file. Upload the spreadsheet as .xlsx, starting from the template.')).toBeInTheDocument();
    await user.upload(input, new File(['not a zip'], 'fake.xlsx'));
    expect(await screen.findAllByText('Upload the spreadsheet in the "file" field, as .xlsx, up to 10 MB.')).not.toHaveLength(0);

    await user.click(within(result).getByRole('button', { name: 'Cancel import' }));
    const dialog = await confirmDialog('Keep import');
    expect(dialog).toHaveTextContent('Cancel the import of spreadsheet usuarios-11.xlsx? Nothing will be saved.');
    expect(within(dialog).getByRole('button', { name: 'Cancel import' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in Spanish: the main words, a finished import and a failed one', async () => {
    const terminada = imp('9', 'DONE', { total: 3, done: 3, progress: 100, criar: 2, atualizar: 1, falhas: 1 });
    await renderPage([lista([terminada, imp('6', 'ERROR', { erro: 'La hoja no tiene ninguna fila de usuario.' })]), status(terminada), erros('9', [{ linha: 5, coluna: null, mensagem: 'Error inesperado al grabar esta fila.' }])], {
      locale: 'es',
      path: '/importarUsuarios?id=9',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Importar usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar modelo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar hoja de cálculo' })).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios-9.xlsx' });
    expect(within(result).getByText('Importación concluida: 2 filas grabadas; 1 fila rechazada (vea los errores).')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Descargar hoja de errores' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sus importaciones' });
    expect(within(table).getByText('Concluida')).toBeInTheDocument();
    expect(within(table).getByText('Con error')).toBeInTheDocument();
  });

  it('a notification from the live stream (the unread count going up) refreshes the list at once, without waiting for the 30 s poll', async () => {
    let client: ApolloClient<unknown> | undefined;
    function Client() {
      client = useApolloClient() as ApolloClient<unknown>;
      return null;
    }
    const concluida = imp('9', 'DONE', { total: 2, done: 2, progress: 100, criar: 2 });
    const validada = imp('9', 'VALIDATED', { done: 2, total: 2, progress: 100, criar: 2 });
    // Confirmed in another tab: nothing on this page runs, so it would next ask in 30 s.
    const listas = [{ ...lista([validada]), maxUsageCount: 1 }, lista([concluida])];
    const messages = await loadMessages('pt-BR');
    renderRoutes(
      [{ path: '/importarUsuarios', element: (<><Client /><ImportUsersPage /></>) }],
      '/importarUsuarios',
      { mocks: listas, messages, session: { getAccessToken: async () => 'token-1' } },
    );
    const table = await screen.findByRole('table', { name: 'Suas importações' });
    expect(within(table).getByText('Validada')).toBeInTheDocument();
    // What features/notifications/live does with each count the stream sends.
    client!.writeQuery({ query: IMPORTS_NAO_LIDAS, data: { countNotificacoesNaoLidas: 3 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(table).getByText('Validada')).toBeInTheDocument();
    client!.writeQuery({ query: IMPORTS_NAO_LIDAS, data: { countNotificacoesNaoLidas: 4 } });
    expect(await within(table).findByText('Concluída')).toBeInTheDocument();
    expect(within(table).getByText('2 de 2')).toBeInTheDocument();
  });

  it('cancels an import after the question; nothing is written and its errors are gone', async () => {
    const user = userEvent.setup();
    const cancelada = { ...VALIDADA, status: 'CANCELLED' as const };
    const cancelar: MockedResponse = { request: { query: CANCELAR_IMPORTACAO, variables: { id: '11' } }, result: { data: { cancelarImportacao: cancelada } } };
    await renderPage([{ ...lista([VALIDADA]), maxUsageCount: 1 }, lista([cancelada]), status(VALIDADA, 3), erros('11', [ERRO_PT]), cancelar], { path: '/importarUsuarios?id=11' });
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios-11.xlsx' });
    await within(result).findByText('Informe um e-mail válido.');
    await user.click(within(result).getByRole('button', { name: 'Cancelar importação' }));
    // Each button says what it does (not "Cancelar" / "Confirmar" to "cancel the import?"); focus on keeping it.
    const dialog = await confirmDialog('Manter importação');
    expect(dialog).toHaveTextContent('Cancelar a importação da planilha usuarios-11.xlsx? Nada será gravado.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    expect(await screen.findByText('Importação cancelada.')).toBeInTheDocument();
    expect(await within(result).findByText('Importação cancelada: nada foi gravado.')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: /Confirmar importação|Cancelar importação|Baixar planilha de erros/ })).not.toBeInTheDocument();
    expect(within(result).queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
    // Once the question and the loading overlay have gone (the page is hidden from assistive tech under them).
    await user.click(await within(result).findByRole('button', { name: 'Fechar resultado' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Resultado de usuarios-11.xlsx' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Suas importações' })).toBeInTheDocument();
  });

  it('a refused confirmation shows the server message (the import moved on meanwhile)', async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: CONFIRMAR_IMPORTACAO, variables: { id: '11' } },
      result: { errors: [new GraphQLError('Não é possível com a importação no estado "Cancelada".', { extensions: { code: 'CONFLICT' } })] },
    };
    await renderPage([lista([VALIDADA]), status(VALIDADA, 3), erros('11', [ERRO_PT]), refused], { path: '/importarUsuarios?id=11' });
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios-11.xlsx' });
    await user.click(within(result).getByRole('button', { name: 'Confirmar importação' }));
    await user.click(within(await confirmDialog('Cancelar')).getByRole('button', { name: 'Confirmar importação' }));
    expect(await screen.findByText('Não é possível com a importação no estado "Cancelada".')).toBeInTheDocument();
  });

  it('by keyboard: the template and upload buttons, a row opened with Enter, Escape leaves the question unanswered; axe at 360 px', async () => {
    viewport(360);
    const user = userEvent.setup();
    await renderPage([lista([VALIDADA]), status(VALIDADA, 3), erros('11', [ERRO_PT])]);
    await screen.findByText('usuarios-11.xlsx');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Baixar modelo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar planilha' })).toHaveFocus();
    expect(await seriousViolations()).toEqual([]);
    // Below 768 px each import is a card; it opens with Enter like a row.
    await user.tab();
    expect(document.activeElement).toHaveTextContent('usuarios-11.xlsx');
    await user.keyboard('{Enter}');
    const result = await screen.findByRole('region', { name: 'Resultado de usuarios-11.xlsx' });
    await waitFor(() => expect(within(result).getByRole('heading', { name: 'Resultado de usuarios-11.xlsx' })).toHaveFocus());
    await within(result).findByText('Informe um e-mail válido.');
    expect(await seriousViolations()).toEqual([]);
    await user.tab();
    expect(within(result).getByRole('button', { name: 'Fechar resultado' })).toHaveFocus();
    await user.tab();
    expect(within(result).getByRole('button', { name: 'Confirmar importação' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await confirmDialog('Cancelar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(result).getByText('Validada')).toBeInTheDocument();
  });
});
