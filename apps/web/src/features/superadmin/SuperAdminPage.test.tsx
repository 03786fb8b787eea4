import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlteracaoSincronizacao } from '../../generated/graphql';
import { loadMessages } from '../../lib/intl/catalogs';
import { seriousViolations } from '../../test/axe';
import { confirmDialog } from '../../test/confirm-dialog';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import {
  EDITAR_PRODUTO,
  SINCRONIZAR_GRUPOS,
  SINCRONIZAR_IDENTITY_PROVIDER,
  SINCRONIZAR_USUARIOS,
  SUPERADMIN_PRODUTOS,
  type Relatorio,
} from './superadmin.queries';
import SuperAdminPage from './SuperAdminPage';

const PRODUTOS: MockedResponse = {
  request: { query: SUPERADMIN_PRODUTOS },
  result: {
    data: {
      produtos: [
        { __typename: 'Produto', id: '1', nome: 'Portal', baseUriHomolog: null },
        { __typename: 'Produto', id: '2', nome: 'Peças', baseUriHomolog: 'https://hml.pecas.test' },
      ],
    },
  },
};

function relatorio(over: Partial<Relatorio>): Relatorio {
  return {
    __typename: 'RelatorioSincronizacao',
    alvo: 'USUARIOS',
    provedor: 'EMBEDDED',
    dryRun: false,
    criados: [],
    atualizados: [],
    desativados: [],
    inalterados: 0,
    observacao: null,
    ...over,
  } as Relatorio;
}

const item = (id: string, nome: string, alteracoes: AlteracaoSincronizacao[]) => ({ __typename: 'ItemSincronizado', id, nome, email: `${id}@portal.test`, alteracoes });

async function renderPage(mocks: MockedResponse[], { locale = 'pt-BR' as Locale, path = '/superAdmin' } = {}) {
  return renderRoutes([{ path: '/superAdmin', element: <SuperAdminPage /> }], path, { mocks, locale, messages: await loadMessages(locale) });
}

afterEach(() => vi.unstubAllGlobals());

describe('SuperAdminPage: Product tab', { timeout: 30000 }, () => {
  it('saves a changed, valid address only, after confirmation, and says "Edição finalizada!" (1440 px)', async () => {
    viewport(1440);
    const user = userEvent.setup();
    const editar: MockedResponse = {
      request: { query: EDITAR_PRODUTO, variables: { produto: { id: '2', baseUriHomolog: 'https://hml2.pecas.test/v2' } } },
      result: { data: { editarProduto: { __typename: 'Produto', id: '2', nome: 'Peças', baseUriHomolog: 'https://hml2.pecas.test/v2' } } },
    };
    await renderPage([PRODUTOS, editar]);
    expect(screen.getByRole('heading', { level: 1, name: 'Super administrador' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Produto', selected: true })).toBeInTheDocument();
    // Spec 01 §2's three tabs, in its order.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Produto', 'Migração', 'Sincronização']);

    await user.click(await screen.findByRole('combobox', { name: /Produto/ }));
    await user.click(await screen.findByRole('option', { name: 'Peças' }));
    const field = await screen.findByRole('textbox', { name: /Endereço de homologação/ });
    expect(field).toHaveValue('https://hml.pecas.test');
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    expect(screen.getByText('Altere o endereço para salvar.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'https://hml2.pecas.test/');
    expect(await screen.findByText('O endereço não pode terminar com barra (/).')).toBeInTheDocument();
    expect(salvar).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'ftp://x');
    expect(await screen.findByText('Informe um endereço http(s) válido, sem parâmetros.')).toBeInTheDocument();
    await user.clear(field);
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(field, 'https://hml2.pecas.test/v2');
    await waitFor(() => expect(salvar).toBeEnabled());
    expect(await seriousViolations()).toEqual([]);

    await user.click(salvar);
    const dialog = await confirmDialog('Cancelar');
    expect(dialog).toHaveTextContent('Alterar o endereço de homologação de Peças para https://hml2.pecas.test/v2?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Edição finalizada!')).toBeInTheDocument();
    await waitFor(() => expect(salvar).toBeDisabled());
  });

  it('a pasted address (one input event) into an empty one enables Save', async () => {
    const user = userEvent.setup();
    await renderPage([PRODUTOS]);
    await user.click(await screen.findByRole('combobox', { name: /Produto/ }));
    await user.click(await screen.findByRole('option', { name: 'Portal' }));
    const field = await screen.findByRole('textbox', { name: /Endereço de homologação/ });
    expect(field).toHaveValue('');
    await user.click(field);
    await user.paste('https://hml.portal.test');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  });

  it("shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: EDITAR_PRODUTO, variables: { produto: { id: '1', baseUriHomolog: 'https://hml.portal.test' } } },
      result: {
        errors: [
          new GraphQLError('Endereço recusado.', {
            extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'baseUriHomolog', message: 'Endereço recusado.' }] },
          }),
        ],
      },
    };
    await renderPage([PRODUTOS, refused]);
    await user.click(await screen.findByRole('combobox', { name: /Produto/ }));
    await user.click(await screen.findByRole('option', { name: 'Portal' }));
    await user.type(await screen.findByRole('textbox', { name: /Endereço de homologação/ }), 'https://hml.portal.test');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await confirmDialog('Cancelar')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText('Endereço recusado.')).not.toHaveLength(0);
  });
});

describe('SuperAdminPage: Synchronisation tab', { timeout: 30000 }, () => {
  it('in English: simulates the users sync after confirmation (Cancel focused) and shows the report', async () => {
    const user = userEvent.setup();
    const dry: MockedResponse = {
      request: { query: SINCRONIZAR_USUARIOS, variables: { dryRun: true } },
      result: {
        data: {
          sincronizarUsuarios: relatorio({
            dryRun: true,
            criados: [item('7', 'Ana Nova', ['CONVITE'])],
            desativados: [item('8', 'Bruno Saiu', ['DESABILITADA'])],
            inalterados: 12,
          }),
        },
      },
    };
    await renderPage([PRODUTOS, dry], { locale: 'en', path: '/superAdmin?aba=sincronizacao' });
    expect(screen.getByRole('tab', { name: 'Synchronisation', selected: true })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Simulate: Synchronise users' }));
    const dialog = await confirmDialog('Cancel');
    expect(dialog).toHaveTextContent('Synchronise users: simulate it now? Nothing will be changed.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Simulation finished: nothing was changed.')).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: 'Simulation: Synchronise users (nothing was changed)' });
    expect(within(report).getByText('To create (1)')).toBeInTheDocument();
    expect(within(report).getByText('Ana Nova')).toBeInTheDocument();
    expect(within(report).getByText('7@portal.test · e-mail invitation')).toBeInTheDocument();
    expect(within(report).getByText('To disable (1)')).toBeInTheDocument();
    expect(within(report).getByText('8@portal.test · sessions and links ended')).toBeInTheDocument();
    expect(within(report).getByText('No accounts.')).toBeInTheDocument();
    expect(within(report).getByText('12 accounts were already up to date.')).toBeInTheDocument();
    expect(within(report).getByText('Identity provider: embedded')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('in Spanish: runs the users sync after confirmation and reports each change by name', async () => {
    const user = userEvent.setup();
    const run: MockedResponse = {
      request: { query: SINCRONIZAR_USUARIOS, variables: { dryRun: false } },
      result: { data: { sincronizarUsuarios: relatorio({ atualizados: [item('9', 'Clara Vuelve', ['NOME', 'EMAIL', 'HABILITADA'])], inalterados: 1 }) } },
    };
    await renderPage([PRODUTOS, run], { locale: 'es', path: '/superAdmin?aba=sincronizacao' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar usuarios' }));
    const dialog = await confirmDialog('Cancelar');
    expect(dialog).toHaveTextContent('Sincronizar usuarios: ¿ejecutar ahora con el proveedor de identidad?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('¡Sincronización finalizada con éxito!')).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: 'Resultado: Sincronizar usuarios' });
    expect(within(report).getByText('Actualizadas (1)')).toBeInTheDocument();
    expect(within(report).getByText('Clara Vuelve')).toBeInTheDocument();
    expect(within(report).getByText('9@portal.test · nombre, correo electrónico, reactivada')).toBeInTheDocument();
    expect(within(report).getAllByText('Ninguna cuenta.')).toHaveLength(2);
    expect(within(report).getByText('1 cuenta ya estaba al día.')).toBeInTheDocument();
    expect(within(report).getByText('Proveedor de identidad: integrado')).toBeInTheDocument();
  });

  it('by keyboard: arrows move between the tabs, Tab reaches the actions, Escape cancels the question', async () => {
    const user = userEvent.setup();
    await renderPage([PRODUTOS]);
    screen.getByRole('tab', { name: 'Produto' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Migração' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sincronização' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: 'Sincronização', selected: true })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sincronizar usuários' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await confirmDialog('Cancelar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Sincronização finalizada com sucesso!')).not.toBeInTheDocument();
  });

  it('cancelling runs nothing', async () => {
    const user = userEvent.setup();
    await renderPage([PRODUTOS], { path: '/superAdmin?aba=sincronizacao' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar usuários' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Sincronização finalizada com sucesso!')).not.toBeInTheDocument();
  });

  it('one user: the e-mail is required before anything is asked; then runs and says "Sincronização finalizada com sucesso!"', async () => {
    const user = userEvent.setup();
    const one: MockedResponse = {
      request: { query: SINCRONIZAR_IDENTITY_PROVIDER, variables: { emailUsuario: 'ana@portal.test', dryRun: false } },
      result: { data: { sincronizarIdentityProvider: relatorio({ alvo: 'USUARIO', criados: [item('7', 'Ana Nova', ['CONVITE'])] }) } },
    };
    await renderPage([PRODUTOS, one], { path: '/superAdmin?aba=sincronizacao' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar usuário' }));
    expect(await screen.findByText('O campo e-mail do usuário é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /E-mail do usuário/ }), ' ana@portal.test ');
    await user.click(screen.getByRole('button', { name: 'Sincronizar usuário' }));
    await user.click(within(await confirmDialog('Cancelar')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Sincronização finalizada com sucesso!')).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: 'Resultado: Sincronizar usuário' });
    expect(within(report).getByText('Criadas (1)')).toBeInTheDocument();
    expect(within(report).getByText('7@portal.test · convite por e-mail')).toBeInTheDocument();
  });

  it("groups: shows the server's note that the embedded provider has none, at 360 px", async () => {
    viewport(360);
    const user = userEvent.setup();
    const note = 'O provedor de identidade embutido não tem grupos: não há dealers nem grupos a reconciliar.';
    const grupos: MockedResponse = {
      request: { query: SINCRONIZAR_GRUPOS, variables: { dryRun: false } },
      result: { data: { sincronizarGrupos: relatorio({ alvo: 'GRUPOS', observacao: note }) } },
    };
    await renderPage([PRODUTOS, grupos], { path: '/superAdmin?aba=sincronizacao' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar Grupos econômicos' }));
    await user.click(within(await confirmDialog('Cancelar')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});
