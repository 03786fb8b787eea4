import type { MockedResponse } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { CONCEDER_ACESSO, CRIAR_NOVA_PASTA, type NovaPastaInput } from './dialogs.queries';
import { grupo, gruposAtivosMock, item, pastaEscrita, pastasEscritaMock, usuarioLogadoMock } from './dialogs.fixtures';
import { GrantAccessDialog } from './GrantAccessDialog';
import { GroupFormModalProvider, type GroupFormModalProps } from './group-form-modal';
import { NewFolderDialog } from './NewFolderDialog';

// MUI transitions on a busy 2-core machine can outlast Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 4000 });

const GRUPOS = [grupo('1', 'Gerentes', true), grupo('2', 'Vendedores'), grupo('3', 'Oficina')];
const PASTAS = [pastaEscrita('40', 'Vendas'), pastaEscrita('41', 'Vendas / Manuais')];

const combo = (name: string | RegExp) => screen.getByRole('combobox', { name });
const chips = (name: string | RegExp) => Array.from(combo(name).closest('.MuiAutocomplete-root')!.querySelectorAll('.MuiChip-label')).map((c) => c.textContent);

async function pick(name: string | RegExp, ...options: string[]) {
  await userEvent.click(combo(name));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

function criarMock(novaPasta: NovaPastaInput, result = vi.fn(() => ({ data: { criarNovaPasta: item({ id: '50', nome: novaPasta.nome }) } }))) {
  return { mock: { request: { query: CRIAR_NOVA_PASTA, variables: { novaPasta } }, result } as MockedResponse, result };
}

function openNewFolder(mocks: MockedResponse[], { idPai = null as string | null, chaves = ['PORTAL_GERENCIAR_BIBLIOTECA'], wrap = (n: ReactNode) => n, grupos = GRUPOS } = {}) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderAt(wrap(<NewFolderDialog open idPai={idPai} onClose={onClose} onCreated={onCreated} />), '/biblioteca', {
    mocks: [usuarioLogadoMock(chaves), gruposAtivosMock(grupos), pastasEscritaMock(PASTAS), ...mocks],
  });
  return { onCreated, onClose };
}

async function confirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

describe('folder form', { timeout: 60000 }, () => {
  it('sends every chosen group once, write winning over read, and the root as null', async () => {
    const { mock, result } = criarMock({
      nome: 'Campanhas',
      idPai: null,
      idsGrupoAcesso: ['1', '2', '3'],
      tiposAcesso: [
        { idGrupoAcesso: '1', permissao: 'LEITURA' },
        { idGrupoAcesso: '2', permissao: 'LEITURA_ESCRITA' },
        { idGrupoAcesso: '3', permissao: 'LEITURA_ESCRITA' },
      ],
    });
    const { onCreated, onClose } = openNewFolder([mock]);
    expect(await screen.findByRole('dialog', { name: 'Nova pasta' })).toBeInTheDocument();
    expect(combo('Localização')).toHaveValue('Raiz da biblioteca');
    await userEvent.type(screen.getByRole('textbox', { name: /Nome da pasta/ }), '  Campanhas ');
    await pick('Grupos com acesso de leitura', 'Gerentes', 'Vendedores');
    await pick('Grupos com acesso de leitura e escrita', 'Vendedores', 'Oficina');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await confirm();
    expect(await screen.findByText('Pasta Campanhas criada com sucesso.')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: '50', nome: 'Campanhas' }));
    // The dialog closes after the 1000 ms of the confirmed-mutation pattern.
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('needs a group at the root (once tried), not inside a folder', async () => {
    const { mock, result } = criarMock({ nome: 'Manuais 2025', idPai: '41', idsGrupoAcesso: [], tiposAcesso: [] });
    openNewFolder([mock]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome da pasta/ }), 'Manuais 2025');
    const message = 'Na raiz, escolha pelo menos um grupo de leitura ou de escrita.';
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(combo('Grupos com acesso de leitura')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    // A write group alone satisfies the rule.
    await pick('Grupos com acesso de leitura e escrita', 'Oficina');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    const writeList = combo('Grupos com acesso de leitura e escrita').closest('.MuiAutocomplete-root') as HTMLElement;
    await userEvent.click(within(writeList).getByRole('button', { name: 'Oficina' }).querySelector('.MuiChip-deleteIcon')!);
    expect(screen.getByText(message)).toBeInTheDocument();
    // Inside a folder, no group is needed (the folder inherits).
    await userEvent.click(combo('Localização'));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas / Manuais' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await confirm();
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('shows the error once a group list was touched', async () => {
    openNewFolder([]);
    const message = 'Na raiz, escolha pelo menos um grupo de leitura ou de escrita.';
    await userEvent.click(await screen.findByRole('combobox', { name: 'Grupos com acesso de leitura e escrita' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Nome da pasta/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps the submit off when no group exists', async () => {
    openNewFolder([], { grupos: [] });
    expect(await screen.findByText('Não há grupos de usuários ativos. Crie um grupo para conceder acesso.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nome da pasta/ }), 'Campanhas');
    expect(screen.getByRole('button', { name: 'Criar' })).toBeDisabled();
  });

  it('creates a group through the injected form (+) and adds it to that list', async () => {
    const Modal = ({ open, onClose, onSaved }: GroupFormModalProps) =>
      open ? (
        <div role="dialog" aria-label="Grupo de teste">
          {/* A form of its own, as the real group form: its submit must not submit the folder form. */}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onSaved({ id: '9', nome: 'Recém-criado' });
            }}
          >
            <button type="submit">Salvar grupo</button>
          </form>
          <button type="button" onClick={onClose}>
            Fechar grupo
          </button>
        </div>
      ) : null;
    const wrap = (n: ReactNode) => <GroupFormModalProvider modal={Modal}>{n}</GroupFormModalProvider>;
    openNewFolder([], { chaves: ['PORTAL_GERENCIAR_BIBLIOTECA', 'PORTAL_MANUTENCAO_GRUPOS_USUARIOS'], wrap });
    const add = await screen.findByRole('button', { name: 'Criar grupo e adicionar em Grupos com acesso de leitura e escrita' });
    // A valid name: were the group form's submit to reach the folder form, it would ask to confirm.
    await userEvent.type(screen.getByRole('textbox', { name: /Nome da pasta/ }), 'Campanhas');
    await userEvent.click(add);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Grupo de teste' })).getByRole('button', { name: 'Salvar grupo' }));
    expect(screen.queryByRole('dialog', { name: 'Grupo de teste' })).not.toBeInTheDocument();
    expect(chips('Grupos com acesso de leitura e escrita')).toEqual(['Recém-criado']);
    expect(chips('Grupos com acesso de leitura')).toEqual([]);
    // Saving the group did not try to create the folder.
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('offers the + only to group maintainers', async () => {
    const Modal = () => null;
    const wrap = (n: ReactNode) => <GroupFormModalProvider modal={Modal}>{n}</GroupFormModalProvider>;
    openNewFolder([], { wrap });
    await screen.findByRole('combobox', { name: 'Grupos com acesso de leitura' });
    // Give the signed-in user's answer time to arrive before asserting absence.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Localização' })).toHaveValue('Raiz da biblioteca'));
    expect(screen.queryByRole('button', { name: /^Criar grupo/ })).not.toBeInTheDocument();
  });

  it('grants access with the folder grants filled in and a Conceder submit', async () => {
    const pasta = item({ id: '40', nome: 'Vendas', permissoes: [['1', 'Gerentes', 'LEITURA'], ['2', 'Vendedores', 'LEITURA_ESCRITA']] });
    const conceder = vi.fn(() => ({ data: { concederAcesso: pasta } }));
    const mocks = [
      usuarioLogadoMock(),
      gruposAtivosMock(GRUPOS),
      pastasEscritaMock(PASTAS),
      {
        request: {
          query: CONCEDER_ACESSO,
          variables: {
            novasPermissoes: {
              idPasta: '40',
              idsGrupoAcesso: ['1', '3', '2'],
              tiposAcesso: [
                { idGrupoAcesso: '1', permissao: 'LEITURA' },
                { idGrupoAcesso: '3', permissao: 'LEITURA' },
                { idGrupoAcesso: '2', permissao: 'LEITURA_ESCRITA' },
              ],
            },
          },
        },
        result: conceder,
      },
    ];
    const onGranted = vi.fn();
    renderAt(<GrantAccessDialog open pasta={pasta} onClose={() => undefined} onGranted={onGranted} />, '/biblioteca', { mocks });
    await waitFor(() => expect(chips('Grupos com acesso de leitura')).toEqual(['Gerentes']));
    expect(chips('Grupos com acesso de leitura e escrita')).toEqual(['Vendedores']);
    expect(screen.queryByRole('combobox', { name: 'Localização' })).not.toBeInTheDocument();
    await pick('Grupos com acesso de leitura', 'Oficina');
    await userEvent.click(screen.getByRole('button', { name: 'Conceder' }));
    await confirm();
    expect(await screen.findByText('Acesso à pasta Vendas concedido com sucesso.')).toBeInTheDocument();
    expect(conceder).toHaveBeenCalledTimes(1);
    expect(onGranted).toHaveBeenCalledTimes(1);
  });
  it("lists another user's private group without its name, keeps it out of the lists and lets the visible groups go", async () => {
    const pasta = item({ id: '40', nome: 'Vendas', permissoes: [['1', 'Gerentes', 'LEITURA'], ['9', null, 'LEITURA_ESCRITA']] });
    const conceder = vi.fn(() => ({ data: { concederAcesso: pasta } }));
    const mocks = [
      usuarioLogadoMock(),
      gruposAtivosMock(GRUPOS),
      pastasEscritaMock(PASTAS),
      { request: { query: CONCEDER_ACESSO, variables: { novasPermissoes: { idPasta: '40', idsGrupoAcesso: [], tiposAcesso: [] } } }, result: conceder },
    ];
    renderAt(<GrantAccessDialog open pasta={pasta} onClose={() => undefined} onGranted={() => undefined} />, '/biblioteca', { mocks });
    await waitFor(() => expect(chips('Grupos com acesso de leitura')).toEqual(['Gerentes']));
    expect(chips('Grupos com acesso de leitura e escrita')).toEqual([]);
    const kept = screen.getByRole('list', { name: /mantidos como estão/ });
    expect(within(kept).getByRole('listitem')).toHaveTextContent('Grupo privado de outro usuário: Leitura e escrita');
    // Without any visible group the root folder still has one: no "choose a group" error, the save goes.
    const readList = combo('Grupos com acesso de leitura').closest('.MuiAutocomplete-root') as HTMLElement;
    await userEvent.click(within(readList).getByRole('button', { name: 'Gerentes' }).querySelector('.MuiChip-deleteIcon')!);
    expect(screen.queryByText('Na raiz, escolha pelo menos um grupo de leitura ou de escrita.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conceder' }));
    await confirm();
    await waitFor(() => expect(conceder).toHaveBeenCalledTimes(1));
  });
});
