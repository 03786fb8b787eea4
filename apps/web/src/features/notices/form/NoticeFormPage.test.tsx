import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes, type ProviderOptions } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import {
  APPROVER,
  aprovadoresMock,
  audienciaMock,
  comunicadoMock,
  CREATOR,
  enviarMock,
  enviarParaAprovacaoMock,
  formLookups,
  previewGruposMock,
  rascunho,
  salvarMock,
  salvarRefusedMock,
  usuariosMock,
} from './form.fixtures';
import type { ComunicadoForm } from './form.queries';
import NoticeFormPage from './NoticeFormPage';

function renderForm(mocks: MockedResponse[], path = '/comunicados/novo', options: ProviderOptions = {}) {
  return renderRoutes(
    [
      { path: '/comunicados/novo', element: <NoticeFormPage /> },
      { path: '/comunicados/editar/:id', element: <NoticeFormPage /> },
      { path: '/comunicados/visualizar/:id', element: <h1>Visualizar comunicado</h1> },
    ],
    path,
    { mocks: [...formLookups, ...mocks], ...options },
  );
}

/** Serious and critical axe findings (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('NoticeFormPage', { timeout: 30000 }, () => {
  it('names every missing field when sending an empty notice, and saves nothing', async () => {
    viewport(1440);
    const saved = vi.fn();
    renderForm([APPROVER, salvarMock(rascunho(), saved)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByText('Escolha ao menos um grupo de usuários ou um e-mail avulso.')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('refuses an invalid single address with a message naming the field, and states the attachment limits', async () => {
    viewport(360);
    renderForm([APPROVER]);
    const user = userEvent.setup();
    const emails = await screen.findByRole('textbox', { name: 'E-mails avulsos' });
    await user.type(emails, 'joao@exemplo{Enter}');
    expect(await screen.findByText('E-mails avulsos: “joao@exemplo” não é um e-mail válido.')).toBeInTheDocument();
    await user.clear(emails);
    await user.type(emails, 'Joao@Exemplo.com{Enter}');
    expect(await screen.findByText('joao@exemplo.com')).toBeInTheDocument();
    expect(screen.getByText('Até 20 arquivos, 25 MB por arquivo e 50 MB no total.')).toBeInTheDocument();
  });

  it('shows how many people the recipients reach, asked again when they change', async () => {
    viewport(1440);
    const asked = vi.fn();
    renderForm([APPROVER, comunicadoMock(rascunho()), audienciaMock(1234, asked)], '/comunicados/editar/12');
    expect(await screen.findByText('Alcança 1.234 pessoas no portal.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ destinatarios: { idsGrupos: ['5'], idsUsuariosRemovidos: [], emailsAvulsos: [] } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mails avulsos' }), 'joao@exemplo.com{Enter}');
    expect(await screen.findByText('Alcança 1.235 pessoas no portal e 1 e-mail avulso.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(asked).toHaveBeenLastCalledWith({ destinatarios: { idsGrupos: ['5'], idsUsuariosRemovidos: [], emailsAvulsos: ['joao@exemplo.com'] } });
  });

  it('sends at once for a holder of the approval feature', async () => {
    viewport(1440);
    const sent = vi.fn();
    const saved = vi.fn();
    renderForm([APPROVER, comunicadoMock(rascunho()), audienciaMock(10), salvarMock(rascunho(), saved), enviarMock(sent)], '/comunicados/editar/12');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Editar comunicado' });
    expect(screen.queryByRole('combobox', { name: 'Aprovador' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visualizar comunicado' })).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: '12', titulo: 'Campanha de revisão de freios', idsGrupos: ['5'] }));
    expect(sent).toHaveBeenCalledWith({ id: '12' });
  });

  it('lets a creator who does not maintain user groups preview the groups’ people and pick users to exclude', async () => {
    viewport(1440);
    const asked = vi.fn();
    renderForm([CREATOR, comunicadoMock(rascunho()), audienciaMock(10), aprovadoresMock, previewGruposMock(asked), usuariosMock], '/comunicados/editar/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver destinatários dos grupos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Destinatários dos grupos' });
    expect(await within(dialog).findByText('Carla Concessionária')).toBeInTheDocument();
    expect(within(dialog).getByText('davi@sul.com')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ filtro: { idsGrupos: ['5'], busca: null, page: 0, rowsPerPage: 10 } });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.type(screen.getByRole('combobox', { name: 'Usuários excluídos' }), 'Da');
    await user.click(await screen.findByRole('option', { name: /Davi Concessionária/ }));
    expect(screen.getByRole('button', { name: /Davi Concessionária/ })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Ver destinatarios de los grupos', 'Destinatarios de los grupos', 'Cerrar', 'Usuarios excluidos'],
    ['en', "See the groups' recipients", 'Recipients of the groups', 'Close', 'Excluded users'],
  ] as const)('in %s: the groups’ recipients preview and the excluded-users picker speak the language on screen', async (locale, button, title, close, picker) => {
    viewport(1440);
    renderForm([CREATOR, comunicadoMock(rascunho()), audienciaMock(10), aprovadoresMock, previewGruposMock(), usuariosMock], '/comunicados/editar/12', {
      locale,
      messages: await loadMessages(locale),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByText('Carla Concessionária')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: close }));
    await user.type(screen.getByRole('combobox', { name: picker }), 'Da');
    await user.click(await screen.findByRole('option', { name: /Davi Concessionária/ }));
    expect(screen.getByRole('button', { name: /Davi Concessionária/ })).toBeInTheDocument();
  });

  it('asks a creator without approval for an approver, then sends for approval', async () => {
    viewport(1440);
    const sent = vi.fn();
    renderForm([CREATOR, comunicadoMock(rascunho()), audienciaMock(10), aprovadoresMock, salvarMock(rascunho()), enviarParaAprovacaoMock(sent)], '/comunicados/editar/12');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByText('Escolha o aprovador.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Aprovador' }));
    await user.click(await screen.findByRole('option', { name: /Ana Aprovadora/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visualizar comunicado' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ id: '12', idAprovador: '9' });
  });

  it('puts the server’s field messages on their fields, in the reader’s language', async () => {
    viewport(1440);
    renderForm(
      [APPROVER, comunicadoMock(rascunho()), audienciaMock(10), salvarRefusedMock([{ field: 'expiraEm', message: 'The expiry must be after the publication.' }])],
      '/comunicados/editar/12',
      { locale: 'en', messages: await loadMessages('en') },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText('Expires on (optional)')).toHaveAccessibleDescription('The expiry must be after the publication.'));
    expect(screen.getByText('Some fields have errors. Check the messages in the form.')).toBeInTheDocument();
  });

  it('shows an errata’s recipients as the original’s, not to be chosen', async () => {
    viewport(1440);
    const errata = rascunho({ id: '13', errata: true, idParent: '12', original: { __typename: 'ComunicadoRef', id: '12', numero: '12/2026', titulo: 'Campanha' } as ComunicadoForm['original'] });
    renderForm([APPROVER, comunicadoMock(errata)], '/comunicados/editar/13');
    expect(await screen.findByText('Uma errata vai para as mesmas pessoas do comunicado 12/2026; os destinatários não podem ser alterados.')).toBeInTheDocument();
    expect(screen.getByText('Errata do comunicado 12/2026')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grupos de usuários' })).not.toBeInTheDocument();
  });

  it('uploads an attachment as COMUNICADO and refuses the same file twice with a warning', async () => {
    viewport(1440);
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as FormData;
      expect(body.get('info')).toBe('{"fileType":"COMUNICADO"}');
      return new Response(JSON.stringify({ id: '77' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderForm([APPROVER], '/comunicados/novo', { session: { getAccessToken: async () => 'token-1' } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Novo comunicado' });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = () => new File(['%PDF-1.4 conteúdo'], 'tabela.pdf', { type: 'application/pdf' });
    await user.upload(input, file());
    expect(await screen.findByRole('list', { name: 'Anexos' })).toHaveTextContent('tabela.pdf');
    await user.upload(input, file());
    expect(await screen.findByText('tabela.pdf já está anexado: o mesmo arquivo não pode ser anexado duas vezes.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/upload');
  });

  it.each([1440, 360])('at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    renderForm([APPROVER, comunicadoMock(rascunho()), audienciaMock(10)], '/comunicados/editar/12');
    await screen.findByText('Alcança 10 pessoas no portal.', {}, { timeout: 3000 });
    expect(await violations()).toEqual([]);
  });

  it('shows the author why the approver rejected the notice', async () => {
    viewport(1440);
    const rejeitado = rascunho({
      status: { __typename: 'StatusComunicadoRef', id: 'REJEITADO', description: 'Rejeitado' },
      motivoRejeicao: 'Falta o prazo da campanha',
      usuarioAprovador: { __typename: 'UsuarioComunicado', id: '9', nome: 'Ana Aprovadora', email: 'ana@montadora.com' },
    } as Partial<ComunicadoForm>);
    renderForm([CREATOR, comunicadoMock(rejeitado), audienciaMock(10), aprovadoresMock], '/comunicados/editar/12');
    expect(await screen.findByText('Ana Aprovadora: “Falta o prazo da campanha”')).toBeInTheDocument();
    expect(screen.getByText('Este comunicado foi rejeitado. Corrija-o e envie novamente.')).toBeInTheDocument();
  });
});
