import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { seriousViolations } from '../../test/axe';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import type { PreviaImportacao } from './import-members';
import { formMocks, GRUPO_PRIVADO } from './user-groups.fixtures';
import { GRUPO_USUARIOS, IMPORTAR_GRUPO_USUARIOS } from './user-groups.queries';
import UserGroupFormPage from './UserGroupFormPage';

// MUI transitions on a busy 2-core machine can outlast Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 4000 });

const pessoa = (id: number, nome: string) => ({ id, nome, email: `${nome.split(' ')[0]!.toLowerCase()}@rede.test` });

/** The server's dry run as the upload answers it (its messages already in the reader's language). */
function previa(mensagens: { naoEncontrado: string; cpf: string }): PreviaImportacao {
  return {
    id: 77,
    grupo: { id: 2, nome: 'Meus contatos' },
    nomeArquivo: 'membros.xlsx',
    adicionar: 2,
    membros: 1,
    erros: 2,
    linhas: [
      { linha: 2, valor: 'ana@rede.test', situacao: 'ADICIONAR', usuario: pessoa(8, 'Ana Souza') },
      { linha: 3, valor: '529.982.247-25', situacao: 'ADICIONAR', usuario: pessoa(9, 'Bruno Lima') },
      { linha: 4, valor: 'dealer@portal.test', situacao: 'MEMBRO', usuario: pessoa(4, 'Diana Dealer') },
      { linha: 5, valor: 'ninguem@rede.test', situacao: 'ERRO', mensagem: mensagens.naoEncontrado },
      { linha: 6, valor: '123', situacao: 'ERRO', mensagem: mensagens.cpf },
    ],
  };
}

const PT = { naoEncontrado: 'Nenhum usuário encontrado com ninguem@rede.test.', cpf: '123 não é um e-mail nem um CPF.' };
const EN = { naoEncontrado: 'No user found with ninguem@rede.test.', cpf: '123 is neither an e-mail nor a CPF.' };
const ES = { naoEncontrado: 'Ningún usuario encontrado con ninguem@rede.test.', cpf: '123 no es un correo electrónico ni un CPF.' };

const grupoQuery: MockedResponse = {
  request: { query: GRUPO_USUARIOS, variables: { id: '2' } },
  result: { data: { grupoUsuarios: GRUPO_PRIVADO } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const importado = {
  ...GRUPO_PRIVADO,
  usuariosManuais: [
    ...GRUPO_PRIVADO.usuariosManuais,
    { __typename: 'GrupoUsuariosPessoa', id: '8', nome: 'Ana Souza', email: 'ana@rede.test' },
    { __typename: 'GrupoUsuariosPessoa', id: '9', nome: 'Bruno Lima', email: 'bruno@rede.test' },
  ],
};
const importar: MockedResponse = {
  request: { query: IMPORTAR_GRUPO_USUARIOS, variables: { importacaoId: '77' } },
  result: { data: { importarGrupoUsuarios: { __typename: 'ImportacaoGrupoUsuariosResultado', adicionados: 2, grupo: importado } } },
};

/** fetch standing in for the server: answers `status` with `body` and records the request. */
function server(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openPage(locale: Locale = 'pt-BR', mocks: MockedResponse[] = [grupoQuery, importar]) {
  renderRoutes([{ path: '/gruposUsuarios/:id', element: <UserGroupFormPage /> }], '/gruposUsuarios/2', {
    mocks: [...formMocks(), ...mocks],
    locale,
    messages: await loadMessages(locale),
    session: { getAccessToken: () => Promise.resolve('token-123'), recover: () => Promise.resolve(false) },
  });
}

const xlsx = () => new File(['PK'], 'membros.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

afterEach(() => vi.unstubAllGlobals());

describe('import of a group’s manual members', { timeout: 60000 }, () => {
  it('uploads, shows the preview with each line’s outcome, confirms with focus on Cancel and says how many were added (pt-BR, 1440 px)', async () => {
    viewport(1440);
    const user = userEvent.setup();
    const fetchMock = server(201, previa(PT));
    // The group as read when the page opens, then as saved by the import.
    await openPage('pt-BR', [{ ...grupoQuery, maxUsageCount: 1 }, importar]);
    expect(await screen.findByText('Diana Dealer (dealer@portal.test)')).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza (ana@rede.test)')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Importar membros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar membros de “Meus contatos”' });
    expect(within(dialog).getByText(/Uma coluna de e-mails ou CPFs .* até 2 MB\. Nada é gravado até você confirmar\./)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText<HTMLInputElement>('Arquivo de membros', { selector: 'input' }), xlsx());

    expect(await within(dialog).findByText('membros.xlsx: 2 usuários serão adicionados, 1 já é membro, 2 linhas com erro.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/import/user-groups/2/members');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    const table = within(dialog).getByRole('table', { name: 'Linhas de membros.xlsx' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2', 'ana@rede.test', 'Será adicionado: Ana Souza (ana@rede.test)'],
      ['3', '529.982.247-25', 'Será adicionado: Bruno Lima (bruno@rede.test)'],
      ['4', 'dealer@portal.test', 'Já é membro: Diana Dealer'],
      ['5', 'ninguem@rede.test', PT.naoEncontrado],
      ['6', '123', PT.cpf],
    ]);
    expect(await seriousViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar importação' }));
    const confirm = await screen.findByRole('dialog', { name: 'Importar membros' });
    expect(within(confirm).getByText('Adicionar 2 usuários aos usuários manuais de “Meus contatos”? As 2 linhas com erro serão ignoradas.')).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar importação' }));
    expect(await screen.findByText('2 membros adicionados a “Meus contatos”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar membros de “Meus contatos”' })).not.toBeInTheDocument());
    // The form starts again from the group as saved: the imported users are among its manual users.
    expect(await screen.findByText('Ana Souza (ana@rede.test)')).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima (bruno@rede.test)')).toBeInTheDocument();
    expect(screen.getByText('Diana Dealer (dealer@portal.test)')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the file in the dialog, and is axe-clean at 360 px (English)', async () => {
    viewport(360);
    const user = userEvent.setup();
    const refusal = 'Send an .xlsx spreadsheet (or a .csv or .txt list) of up to 2 MB, with one column of e-mails or CPFs.';
    server(415, { code: 'BAD_USER_INPUT', message: refusal });
    await openPage('en');
    await user.click(await screen.findByRole('button', { name: 'Import members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import members of “Meus contatos”' });
    // Named .xlsx but a PDF inside: the server judges the bytes and refuses it.
    await user.upload(within(dialog).getByLabelText<HTMLInputElement>('Members file', { selector: 'input' }), new File(['%PDF-1.7'], 'membros.xlsx'));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('reads the preview and the confirmation in English and Spanish, at 360 px', async () => {
    viewport(360);
    const user = userEvent.setup();
    server(201, previa(EN));
    await openPage('en');
    await user.click(await screen.findByRole('button', { name: 'Import members' }));
    let dialog = await screen.findByRole('dialog', { name: 'Import members of “Meus contatos”' });
    await user.upload(within(dialog).getByLabelText<HTMLInputElement>('Members file', { selector: 'input' }), xlsx());
    expect(await within(dialog).findByText('membros.xlsx: 2 users will be added, 1 already a member, 2 lines in error.')).toBeInTheDocument();
    expect(within(dialog).getByText('Will be added: Ana Souza (ana@rede.test)')).toBeInTheDocument();
    expect(within(dialog).getByText(EN.naoEncontrado)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByText('Add 2 users to the manual users of “Meus contatos”? The 2 lines in error will be ignored.')).toBeInTheDocument();

    cleanup();
    server(201, previa(ES));
    await openPage('es');
    await user.click(await screen.findByRole('button', { name: 'Importar miembros' }));
    dialog = await screen.findByRole('dialog', { name: 'Importar miembros de “Meus contatos”' });
    await user.upload(within(dialog).getByLabelText<HTMLInputElement>('Archivo de miembros', { selector: 'input' }), xlsx());
    expect(await within(dialog).findByText('membros.xlsx: se agregarán 2 usuarios, 1 ya es miembro, 2 líneas con error.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ya es miembro: Diana Dealer')).toBeInTheDocument();
    expect(within(dialog).getByText(ES.cpf)).toBeInTheDocument();
  });

  it('works by keyboard: the action and the file button are reached with Tab, Escape closes', async () => {
    viewport(1440);
    const user = userEvent.setup();
    server(201, previa(PT));
    await openPage();
    const action = await screen.findByRole('button', { name: 'Importar membros' });
    action.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Importar membros de “Meus contatos”' });
    const choose = within(dialog).getByRole('button', { name: 'Escolher arquivo' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4 && document.activeElement !== choose; i++) await user.tab();
    expect(choose).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
