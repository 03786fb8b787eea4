import type { MockedResponse } from '@apollo/client/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import type { LibraryItem } from '../library.queries';
import { MOVER_ITEM_BIBLIOTECA } from './dialogs.queries';
import { item, pastaEscrita, pastasEscritaMock } from './dialogs.fixtures';
import { MoveDialog } from './MoveDialog';

configure({ asyncUtilTimeout: 4000 });

const VENDAS = { id: '1', nome: 'Vendas' };
const MANUAIS = item({ id: '10', nome: 'Manuais', path: [VENDAS, { id: '10', nome: 'Manuais' }] });
const TABELA = item({ id: '20', nome: 'tabela.pdf', pasta: false, path: [VENDAS, { id: '20', nome: 'tabela.pdf' }] });
const TOPO = item({ id: '2', nome: 'Marketing' });

const PASTAS = [
  pastaEscrita('1', 'Vendas'),
  pastaEscrita('10', 'Vendas / Manuais', ['1']),
  pastaEscrita('11', 'Vendas / Manuais / 2024', ['1', '10']),
  pastaEscrita('12', 'Vendas / Manuais antigos', ['1']),
  pastaEscrita('2', 'Marketing'),
];

function moverMock(id: string, idNovaLocalizacao: string | null) {
  const result = vi.fn(() => ({ data: { moverItemBiblioteca: { __typename: 'ItemMovido', id, nome: 'x', pastaPai: null } } }));
  return { mock: { request: { query: MOVER_ITEM_BIBLIOTECA, variables: { idItemBiblioteca: id, idNovaLocalizacao } }, result } as MockedResponse, result };
}

function open(items: LibraryItem[], mocks: MockedResponse[] = [], pastas = PASTAS) {
  const onMoved = vi.fn();
  const onClose = vi.fn();
  renderAt(<MoveDialog open items={items} onClose={onClose} onMoved={onMoved} />, '/biblioteca/1', { mocks: [pastasEscritaMock(pastas), ...mocks] });
  return { onMoved, onClose };
}

async function destinations() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Pasta de destino' }));
  await screen.findAllByRole('option');
  const names = screen.getAllByRole('option').map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

describe('move dialog', { timeout: 60000 }, () => {
  it('leaves out the moved items, their parent and the moved folder subtree; offers the root for a folder with a parent', async () => {
    open([MANUAIS, TABELA]);
    expect(await destinations()).toEqual(['Raiz da biblioteca', 'Vendas / Manuais antigos', 'Marketing']);
  });

  it('offers no root when only files move', async () => {
    open([TABELA]);
    expect(await destinations()).toEqual(['Vendas / Manuais', 'Vendas / Manuais / 2024', 'Vendas / Manuais antigos', 'Marketing']);
  });

  it('offers no root for a top-level folder', async () => {
    open([TOPO]);
    expect(await destinations()).toEqual(['Vendas', 'Vendas / Manuais', 'Vendas / Manuais / 2024', 'Vendas / Manuais antigos']);
  });

  it('keeps the submit off until a destination is chosen, then moves each item with its own call', async () => {
    const a = moverMock('10', '2');
    const b = moverMock('20', '2');
    const { onMoved, onClose } = open([MANUAIS, TABELA], [a.mock, b.mock]);
    const submit = await screen.findByRole('button', { name: 'Mover' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Pasta de destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 itens movidos com sucesso.')).toBeInTheDocument();
    expect(a.result).toHaveBeenCalledTimes(1);
    expect(b.result).toHaveBeenCalledTimes(1);
    expect(onMoved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('sends the root as null', async () => {
    const a = moverMock('10', null);
    open([MANUAIS], [a.mock]);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Pasta de destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Raiz da biblioteca' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('1 item movido com sucesso.')).toBeInTheDocument();
    expect(a.result).toHaveBeenCalledTimes(1);
  });

  it('says so and keeps the submit off when there is no destination', async () => {
    open([TABELA], [], [pastaEscrita('1', 'Vendas')]);
    expect(await screen.findByText(/Não há pasta de destino disponível/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover' })).toBeDisabled();
  });

  it('shows an error toast when a move fails', async () => {
    const failing: MockedResponse = {
      request: { query: MOVER_ITEM_BIBLIOTECA, variables: { idItemBiblioteca: '20', idNovaLocalizacao: '2' } },
      result: { errors: [{ message: 'Sem permissão de escrita no destino.', extensions: { code: 'FORBIDDEN' } }] as never },
    };
    const { onClose } = open([TABELA], [failing]);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Pasta de destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Sem permissão de escrita no destino.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
