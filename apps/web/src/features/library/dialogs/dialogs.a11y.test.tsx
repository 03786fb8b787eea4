import type { MockedResponse } from '@apollo/client/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { PASTA } from '../library.queries';
import { DOWNLOADS_PASTA, PERMISSOES_EFETIVAS_PASTA } from './dialogs.queries';
import { grupo, gruposAtivosMock, item, pastaEscrita, pastasEscritaMock, usuarioLogadoMock } from './dialogs.fixtures';
import { FolderDetailsDialog, GrantAccessDialog, MoveDialog, NewFolderDialog, RemoveDialog, RenameDialog, UploadDialog } from './index';

configure({ asyncUtilTimeout: 4000 });

// Group 3 is another user's private group: granted, shown without its name.
const VENDAS = item({ id: '1', nome: 'Vendas', permissoes: [['1', 'Gerentes', 'LEITURA'], ['3', null, 'LEITURA_ESCRITA']] });
const ARQUIVO = item({ id: '20', nome: 'tabela.pdf', pasta: false, path: [{ id: '1', nome: 'Vendas' }, { id: '20', nome: 'tabela.pdf' }] });
const ref = (id: string, nome: string) => ({ __typename: 'ItemBibliotecaRef', id, nome });

const MOCKS: MockedResponse[] = [
  usuarioLogadoMock(),
  gruposAtivosMock([grupo('1', 'Gerentes', true), grupo('2', 'Vendedores')]),
  pastasEscritaMock([pastaEscrita('1', 'Vendas'), pastaEscrita('2', 'Marketing')]),
  { request: { query: PASTA, variables: { idPasta: '1' } }, result: { data: { pasta: VENDAS } }, maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: PERMISSOES_EFETIVAS_PASTA, variables: { idPasta: '1' } },
    result: {
      data: {
        permissoesEfetivasPasta: {
          __typename: 'PermissoesEfetivasPasta',
          pasta: ref('1', 'Vendas'),
          permissoes: [
            { __typename: 'PermissaoEfetiva', grupoUsuarios: { __typename: 'GrupoUsuariosConcedido', id: '1', nome: 'Gerentes', visivel: true }, permissao: 'LEITURA', origem: ref('1', 'Vendas'), herdada: false, totalUsuarios: 12 },
            { __typename: 'PermissaoEfetiva', grupoUsuarios: { __typename: 'GrupoUsuariosConcedido', id: '2', nome: 'Vendedores', visivel: true }, permissao: 'LEITURA_ESCRITA', origem: ref('9', 'Raiz comercial'), herdada: true, totalUsuarios: 30 },
            { __typename: 'PermissaoEfetiva', grupoUsuarios: { __typename: 'GrupoUsuariosConcedido', id: '3', nome: null, visivel: false }, permissao: 'LEITURA_ESCRITA', origem: ref('1', 'Vendas'), herdada: false, totalUsuarios: 4 },
          ],
          totalLeitura: 40,
          totalEscrita: 30,
          totalGestores: 2,
        },
      },
    },
  },
  {
    request: { query: DOWNLOADS_PASTA, variables: { filtro: { idPasta: '1', page: 0, rowsPerPage: 5 } } },
    result: {
      data: {
        downloadsPasta: {
          __typename: 'DownloadBibliotecaPage',
          content: [
            { __typename: 'DownloadBiblioteca', id: '5', item: ref('20', 'tabela.pdf'), usuario: { __typename: 'ItemBibliotecaProprietario', id: '7', nome: 'Ana Souza', email: 'ana@dealer.test' }, em: '2025-03-01T10:00:00.000Z' },
          ],
          totalElements: 1,
        },
      },
    },
  },
];

/** Serious and critical axe findings on the open dialog (colour contrast needs a real browser). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noop = () => undefined;
const DIALOGS: [string, ReactElement, string][] = [
  ['new folder', <NewFolderDialog open idPai="1" onClose={noop} onCreated={noop} />, 'Nova pasta'],
  ['grant access', <GrantAccessDialog open pasta={VENDAS} onClose={noop} onGranted={noop} />, 'Conceder acesso: Vendas'],
  ['upload', <UploadDialog open idPasta="1" onClose={noop} onUploaded={noop} />, 'Upload de arquivos'],
  ['move', <MoveDialog open items={[ARQUIVO]} onClose={noop} onMoved={noop} />, 'Mover 1 item'],
  ['rename', <RenameDialog open item={VENDAS} onClose={noop} onRenamed={noop} />, 'Renomear Vendas'],
  ['remove', <RemoveDialog open items={[VENDAS, ARQUIVO]} onClose={noop} onRemoved={noop} />, 'Remover 2 itens'],
];

describe('library dialogs accessibility', { timeout: 60000 }, () => {
  it.each(DIALOGS)('%s: labelled, no serious or critical axe finding', async (_, element, title) => {
    renderAt(element, '/biblioteca/1', { mocks: MOCKS });
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(await violations()).toEqual([]);
  });

  it('folder details: effective permissions with totals, then downloads', async () => {
    renderAt(<FolderDetailsDialog open pasta={VENDAS} onClose={noop} />, '/biblioteca/1', { mocks: MOCKS });
    expect(await screen.findByRole('dialog', { name: 'Detalhes de acesso: Vendas' })).toBeInTheDocument();
    expect(await screen.findByText('Herdada de Raiz comercial')).toBeInTheDocument();
    expect(screen.getByText('Grupo privado de outro usuário')).toBeInTheDocument();
    expect(screen.getAllByText('Nesta pasta')).toHaveLength(2);
    expect(screen.getByText('Podem ler').nextElementSibling).toHaveTextContent('40');
    expect(screen.getByText('Gestores da biblioteca').nextElementSibling).toHaveTextContent('2');
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(await screen.findByText('Ana Souza (ana@dealer.test)')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
