import type { MockedResponse } from '@apollo/client/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { EXCLUIR_ITEM_BIBLIOTECA, RENOMEAR_ITEM_BIBLIOTECA } from './dialogs.queries';
import { item } from './dialogs.fixtures';
import { RemoveDialog } from './RemoveDialog';
import { RenameDialog } from './RenameDialog';

configure({ asyncUtilTimeout: 4000 });

const PASTA = item({ id: '10', nome: 'Manuais' });
const ARQUIVO = item({ id: '20', nome: 'tabela.pdf', pasta: false, path: [{ id: '10', nome: 'Manuais' }, { id: '20', nome: 'tabela.pdf' }] });
const OUTRO = item({ id: '21', nome: 'preços.xlsx', pasta: false, path: [{ id: '10', nome: 'Manuais' }, { id: '21', nome: 'preços.xlsx' }] });

const excluirMock = (idItem: string) => {
  const result = vi.fn(() => ({ data: { excluirItemBiblioteca: true } }));
  return { mock: { request: { query: EXCLUIR_ITEM_BIBLIOTECA, variables: { idItem } }, result } as MockedResponse, result };
};

const WARNING = /ao remover uma pasta, todo o seu conteúdo/;

describe('rename dialog', { timeout: 60000 }, () => {
  it('requires the new name and sends it trimmed', async () => {
    const renomear = vi.fn(() => ({ data: { renomearItemBiblioteca: { __typename: 'ItemBiblioteca', id: '10', nome: 'Guias', ultimaModificacao: '2025-03-02T10:00:00.000Z' } } }));
    const onRenamed = vi.fn();
    renderAt(<RenameDialog open item={PASTA} onClose={() => undefined} onRenamed={onRenamed} />, '/biblioteca', {
      mocks: [{ request: { query: RENOMEAR_ITEM_BIBLIOTECA, variables: { idItemBiblioteca: '10', novoNome: 'Guias' } }, result: renomear }],
    });
    const field = await screen.findByRole('textbox', { name: /Novo nome/ });
    expect(field).toHaveValue('Manuais');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Renomear' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, ' Guias ');
    await userEvent.click(screen.getByRole('button', { name: 'Renomear' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Item renomeado para Guias.')).toBeInTheDocument();
    expect(renomear).toHaveBeenCalledTimes(1);
    expect(onRenamed).toHaveBeenCalledTimes(1);
  });
});

describe('rename dialog: the library name rule', { timeout: 60000 }, () => {
  it('refuses path separators and control characters before sending', async () => {
    const renomear = vi.fn(() => ({ data: { renomearItemBiblioteca: { __typename: 'ItemBiblioteca', id: '10', nome: 'x', ultimaModificacao: '2025-03-02T10:00:00.000Z' } } }));
    renderAt(<RenameDialog open item={PASTA} onClose={() => undefined} onRenamed={() => undefined} />, '/biblioteca', {
      mocks: [{ request: { query: RENOMEAR_ITEM_BIBLIOTECA, variables: { idItemBiblioteca: '10', novoNome: 'Atas/2025' } }, result: renomear }],
    });
    const field = await screen.findByRole('textbox', { name: /Novo nome/ });
    for (const nome of ['Atas/2025', 'Atas\\2025']) {
      await userEvent.clear(field);
      await userEvent.type(field, nome);
      await userEvent.click(screen.getByRole('button', { name: 'Renomear' }));
      expect(await screen.findByText('O nome não pode conter / nem \\ nem caracteres de controle (como quebras de linha).')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    }
    expect(renomear).not.toHaveBeenCalled();
  });
});

describe('remove dialog', { timeout: 60000 }, () => {
  it('warns that a folder goes with its contents, and removes each item with its own call', async () => {
    const a = excluirMock('10');
    const b = excluirMock('20');
    const onRemoved = vi.fn();
    const onClose = vi.fn();
    renderAt(<RemoveDialog open items={[PASTA, ARQUIVO]} onClose={onClose} onRemoved={onRemoved} />, '/biblioteca', { mocks: [a.mock, b.mock] });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Remover' });
    expect(submit).toHaveAccessibleDescription(expect.stringMatching(WARNING));
    // Removing cannot be undone: focus starts on Cancel.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(submit);
    expect(await screen.findByText('2 itens removidos com sucesso.')).toBeInTheDocument();
    expect(a.result).toHaveBeenCalledTimes(1);
    expect(b.result).toHaveBeenCalledTimes(1);
    expect(onRemoved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('has no warning for files only, and a singular toast for one item', async () => {
    const a = excluirMock('21');
    renderAt(<RemoveDialog open items={[OUTRO]} onClose={() => undefined} onRemoved={() => undefined} />, '/biblioteca', { mocks: [a.mock] });
    expect(await screen.findByText('Arquivo preços.xlsx')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('1 item removido com sucesso.')).toBeInTheDocument();
  });

  it('stops at a failure with an error toast', async () => {
    const onClose = vi.fn();
    const failing: MockedResponse = {
      request: { query: EXCLUIR_ITEM_BIBLIOTECA, variables: { idItem: '20' } },
      result: { errors: [{ message: 'Sem permissão de escrita.', extensions: { code: 'FORBIDDEN' } }] as never },
    };
    const other = excluirMock('21');
    renderAt(<RemoveDialog open items={[ARQUIVO, OUTRO]} onClose={onClose} onRemoved={() => undefined} />, '/biblioteca', { mocks: [failing, other.mock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Sem permissão de escrita.')).toBeInTheDocument();
    expect(other.result).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
