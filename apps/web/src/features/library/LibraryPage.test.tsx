import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import {
  buscaMock,
  CAMPANHAS,
  FOTO_1,
  FOTO_2,
  folderMocks,
  item,
  itemsMock,
  managerMock,
  MANUAIS,
  PDF,
  rootMocks,
  SUBPASTA,
  userMock,
} from './library.fixtures';
import { gruposAtivosMock, pastaEscrita, pastasEscritaMock } from './dialogs/dialogs.fixtures';
import { RENOMEAR_ITEM_BIBLIOTECA } from './dialogs/dialogs.queries';
import { GERAR_LINK_DOWNLOAD, ITEMS_POR_PASTA, PASTA } from './library.queries';
import LibraryPage from './LibraryPage';
import { usePageLabel } from '../../components/page-label/PageLabelContext';
import { VIEW_MODE_KEY } from './use-view-mode';
import { viewport } from '../../test/viewport';

const routes = [
  { path: '/biblioteca', element: <LibraryPage /> },
  { path: '/biblioteca/:idPasta', element: <LibraryPage /> },
];

function renderLibrary(path: string, mocks: MockedResponse[]) {
  return renderRoutes(routes, path, { mocks });
}

const bar = () => screen.queryByRole('toolbar', { name: 'Ações dos itens selecionados' });
const barButton = (name: string) => within(bar()!).queryByRole('button', { name });
const select = (nome: string) => userEvent.click(screen.getByRole('checkbox', { name: `Selecionar ${nome}` }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('library page', { timeout: 20000 }, () => {
  describe('root', () => {
    it('shows the last-modified title, up to 3 recent-file cards linking to their folder, the table and the root folders, no files section', async () => {
      const recent = [PDF, FOTO_1, FOTO_2, item('13', 'Quarto.pdf')];
      renderLibrary('/biblioteca', [userMock(), ...rootMocks([MANUAIS, CAMPANHAS], recent)]);
      expect(screen.getByRole('heading', { level: 1, name: 'Últimos modificados' })).toBeInTheDocument();
      const cards = await screen.findByRole('list', { name: 'Arquivos recentes' });
      const links = within(cards).getAllByRole('link');
      expect(links).toHaveLength(3);
      expect(links[0]).toHaveAttribute('href', '/biblioteca/1');
      expect(links[0]).toHaveAccessibleName(expect.stringMatching(/^Tabela de preços\.pdf ?, abrir a pasta Manuais /));
      // The thumbnail is decorative (the card names the file).
      expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/api/arquivos/thumb-11');
      expect(links[1]!.querySelector('img')).toHaveAttribute('alt', '');
      const table = screen.getByRole('table', { name: 'Últimos modificados' });
      expect(within(table).getAllByRole('row')).toHaveLength(5);
      expect(await screen.findByRole('heading', { level: 2, name: 'Pastas' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Manuais' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Arquivos' })).not.toBeInTheDocument();
    });

    it('shows no recent-file cards in list mode and remembers the mode', async () => {
      renderLibrary('/biblioteca', [userMock(), ...rootMocks()]);
      await screen.findByRole('list', { name: 'Arquivos recentes' });
      await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
      expect(screen.queryByRole('list', { name: 'Arquivos recentes' })).not.toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Pastas' })).toBeInTheDocument();
      expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('list');
    });

    it('a single click on a recent file goes to its folder', async () => {
      const { router } = renderLibrary('/biblioteca', [userMock(), ...rootMocks(), ...folderMocks()]);
      const cards = await screen.findByRole('list', { name: 'Arquivos recentes' });
      await userEvent.click(within(cards).getAllByRole('link')[0]!);
      expect(router.state.location.pathname).toBe('/biblioteca/1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Manuais' })).toBeInTheDocument();
    });
  });

  describe('folder page', () => {
    it('shows the folder name as title, the folders and the files sections, and hands its trail to the shell breadcrumb', async () => {
      function ShellTrail() {
        const page = usePageLabel('/biblioteca/3');
        return <output aria-label="trilha do shell">{page ? [...page.parents.map((p) => `${p.label}=${p.path}`), page.label].join(' > ') : ''}</output>;
      }
      renderRoutes(
        [{ path: '/biblioteca/:idPasta', element: <><ShellTrail /><LibraryPage /></> }],
        '/biblioteca/3',
        { mocks: [userMock(), ...folderMocks([PDF], SUBPASTA)] },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Treinamentos' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'trilha do shell' })).toHaveTextContent('Manuais=/biblioteca/1 > Treinamentos');
      // One breadcrumb on the page: the shell's, so the library draws none of its own here.
      expect(screen.queryByRole('navigation', { name: 'Caminho na biblioteca' })).not.toBeInTheDocument();
      expect(await screen.findByText('Nenhuma pasta aqui.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Arquivos' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tabela de preços.pdf' })).toBeInTheDocument();
    });

    it('draws its own breadcrumb on small screens, where the shell hides its one', async () => {
      viewport(360);
      try {
        renderLibrary('/biblioteca/3', [userMock(), ...folderMocks([PDF], SUBPASTA)]);
        const nav = await screen.findByRole('navigation', { name: 'Caminho na biblioteca' });
        expect(within(nav).getByRole('link', { name: 'Biblioteca' })).toHaveAttribute('href', '/biblioteca');
        expect(within(nav).getByRole('link', { name: 'Manuais' })).toHaveAttribute('href', '/biblioteca/1');
        expect(await within(nav).findByText('Treinamentos')).toHaveAttribute('aria-current', 'page');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('shows 5 skeleton rows while the items load', async () => {
      renderLibrary('/biblioteca/1', [userMock(), { ...folderMocks()[0]! }, itemsMock('1', [PDF], 200)]);
      const rows = await screen.findAllByTestId('library-skeleton-row');
      // Folders and files sections, five each.
      expect(rows).toHaveLength(10);
      expect(await screen.findByRole('button', { name: 'Tabela de preços.pdf' })).toBeInTheDocument();
      expect(screen.queryAllByTestId('library-skeleton-row')).toHaveLength(0);
    });

    it('pages each section 5 by default, with 5, 10 and 15 to choose', async () => {
      const files = Array.from({ length: 7 }, (_, i) => item(String(20 + i), `Arquivo ${i + 1}.pdf`));
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(files)]);
      const list = await screen.findByRole('list', { name: 'Arquivos' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      await userEvent.click(screen.getAllByRole('button', { name: 'Próxima página' }).at(-1)!);
      expect(within(screen.getByRole('list', { name: 'Arquivos' })).getAllByRole('listitem')).toHaveLength(2);
      await userEvent.click(screen.getAllByRole('combobox').at(-1)!);
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15']);
    });

    it('cuts names at 40 characters and keeps the full name as tooltip and accessible name', async () => {
      const nome = 'Relatório de vendas do primeiro trimestre de 2025.pdf';
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks([item('30', nome)])]);
      const name = await screen.findByRole('button', { name: nome });
      // On screen: the first 40 characters and the dots, hidden from screen readers, which read the
      // whole name (no aria-label that would differ from what is seen: WCAG 2.5.3).
      expect(name.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Relatório de vendas do primeiro trimestr\.\.\.$/);
      expect(name.querySelector(`[title="${nome}"]`)).toBeInTheDocument();
      expect(name).not.toHaveAttribute('aria-label');
    });

    it('a folder the user cannot read shows an error with the way back', async () => {
      renderLibrary('/biblioteca/99', [
        userMock(),
        { request: { query: PASTA, variables: { idPasta: '99' } }, error: new Error('NOT_FOUND') },
        itemsMock('99', []),
      ]);
      expect(await screen.findByText('Não foi possível abrir esta pasta.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar à biblioteca' })).toHaveAttribute('href', '/biblioteca');
    });
  });

  describe('manager toolbar (PORTAL_GERENCIAR_BIBLIOTECA)', () => {
    it('is hidden from other users', async () => {
      renderLibrary('/biblioteca/1', [userMock('MONTADORA', ['PORTAL_CRIACAO_COMUNICADOS']), ...folderMocks()]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      expect(screen.queryByRole('button', { name: 'Nova pasta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    });

    it('offers a new folder at the root but no upload', async () => {
      renderLibrary('/biblioteca', [managerMock(), ...rootMocks()]);
      expect(await screen.findByRole('button', { name: 'Nova pasta' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    });

    it('offers both inside a folder, also to the technical provider without the feature', async () => {
      renderLibrary('/biblioteca/1', [userMock('PROVEDOR'), ...folderMocks()]);
      expect(await screen.findByRole('button', { name: 'Nova pasta' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    });
  });

  describe('selection bar (spec 02 §4 "Library selection rules")', () => {
    const LEITURA_PDF = item('40', 'Somente leitura.pdf', { nivel: 'LEITURA' });
    const LEITURA_PASTA = item('41', 'Arquivo morto', { nivel: 'LEITURA' });
    const open = async () => {
      renderLibrary('/biblioteca/1', [managerMock(), ...folderMocks([SUBPASTA, LEITURA_PASTA, PDF, LEITURA_PDF])]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
    };
    const enabled = (names: string[]) => names.filter((n) => barButton(n) && !(barButton(n) as HTMLButtonElement).disabled);

    it('appears with the count once items are selected', async () => {
      await open();
      expect(bar()).not.toBeInTheDocument();
      await select('Treinamentos');
      expect(within(bar()!).getByText('1 item selecionado')).toBeInTheDocument();
      await select('Tabela de preços.pdf');
      expect(within(bar()!).getByText('2 itens selecionados')).toBeInTheDocument();
      await userEvent.click(within(bar()!).getByRole('button', { name: 'Limpar seleção' }));
      expect(bar()).not.toBeInTheDocument();
    });

    it('folder and file mixed: remove and move, download shown but disabled, no grant, no rename', async () => {
      await open();
      await select('Treinamentos');
      await select('Tabela de preços.pdf');
      expect(barButton('Baixar')).toBeDisabled();
      expect(barButton('Conceder acesso')).toBeDisabled();
      expect(enabled(['Remover', 'Mover', 'Baixar', 'Conceder acesso', 'Renomear', 'Detalhes de acesso'])).toEqual(['Remover', 'Mover']);
    });

    it('files only: download, no grant button; remove and move need write on every file', async () => {
      await open();
      await select('Tabela de preços.pdf');
      expect(barButton('Conceder acesso')).toBeNull();
      expect(enabled(['Remover', 'Mover', 'Baixar', 'Renomear', 'Detalhes de acesso'])).toEqual(['Remover', 'Mover', 'Baixar']);
      await select('Somente leitura.pdf');
      expect(enabled(['Remover', 'Mover', 'Baixar', 'Renomear'])).toEqual(['Baixar']);
    });

    it('one writable folder inside a folder: rename and access details, no grant (it has a parent)', async () => {
      await open();
      await select('Treinamentos');
      expect(barButton('Baixar')).toBeNull();
      expect(enabled(['Remover', 'Mover', 'Conceder acesso', 'Renomear', 'Detalhes de acesso'])).toEqual(['Remover', 'Mover', 'Renomear', 'Detalhes de acesso']);
    });

    it('a folder without write: nothing but the count', async () => {
      await open();
      await select('Arquivo morto');
      expect(enabled(['Remover', 'Mover', 'Conceder acesso', 'Renomear', 'Detalhes de acesso'])).toEqual([]);
    });

    it('one writable root folder: grant access too; two folders: no grant, no rename', async () => {
      renderLibrary('/biblioteca', [managerMock(), ...rootMocks()]);
      await screen.findByRole('button', { name: 'Manuais' });
      await select('Manuais');
      expect(enabled(['Remover', 'Mover', 'Conceder acesso', 'Renomear', 'Detalhes de acesso'])).toEqual([
        'Remover',
        'Mover',
        'Conceder acesso',
        'Renomear',
        'Detalhes de acesso',
      ]);
      await select('Campanhas');
      expect(enabled(['Remover', 'Mover', 'Conceder acesso', 'Renomear', 'Detalhes de acesso'])).toEqual(['Remover', 'Mover']);
    });

    it('does not offer grant access to users without the manage feature', async () => {
      renderLibrary('/biblioteca', [userMock(), ...rootMocks()]);
      await screen.findByRole('button', { name: 'Manuais' });
      await select('Manuais');
      expect(barButton('Conceder acesso')).toBeNull();
      expect(barButton('Renomear')).toBeEnabled();
    });

    it('resets on route change', async () => {
      const { router } = renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), ...folderMocks([PDF], SUBPASTA)]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      await select('Tabela de preços.pdf');
      expect(bar()).toBeInTheDocument();
      await act(() => router.navigate('/biblioteca/3'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Treinamentos' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Tabela de preços.pdf' })).toBeInTheDocument();
      expect(bar()).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Selecionar Tabela de preços.pdf' })).not.toBeChecked();
    });
  });

  describe('dialogs', () => {
    it('the bar opens the rename dialog; after the change the lists are asked again and the selection drops', async () => {
      const items = vi.fn(() => ({ data: { itemsPorPasta: [SUBPASTA, PDF] } }));
      const renomear = vi.fn(() => ({ data: { renomearItemBiblioteca: { __typename: 'ItemBiblioteca', id: '3', nome: 'Cursos', ultimaModificacao: SUBPASTA.ultimaModificacao } } }));
      renderLibrary('/biblioteca/1', [
        userMock(),
        folderMocks()[0]!,
        { request: { query: ITEMS_POR_PASTA, variables: { idPastaPai: '1' } }, result: items, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: RENOMEAR_ITEM_BIBLIOTECA, variables: { idItemBiblioteca: '3', novoNome: 'Cursos' } }, result: renomear },
      ]);
      await screen.findByRole('button', { name: 'Treinamentos' });
      expect(items).toHaveBeenCalledTimes(1);
      await select('Treinamentos');
      await userEvent.click(barButton('Renomear')!);
      const dialog = await screen.findByRole('dialog', { name: 'Renomear Treinamentos' });
      const field = within(dialog).getByRole('textbox', { name: /Novo nome/ });
      await userEvent.clear(field);
      await userEvent.type(field, 'Cursos');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Renomear' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(renomear).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(items).toHaveBeenCalledTimes(2));
      expect(bar()).not.toBeInTheDocument();
    });

    it('new folder opens its dialog for the current folder', async () => {
      renderLibrary('/biblioteca/1', [managerMock(), ...folderMocks(), pastasEscritaMock([pastaEscrita('1', 'Manuais')]), gruposAtivosMock([])]);
      await userEvent.click(await screen.findByRole('button', { name: 'Nova pasta' }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('click and double click (235 ms)', () => {
    it('a single click selects the item once 235 ms have passed; Space toggles at once', async () => {
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks()]);
      const name = await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      const checkbox = screen.getByRole('checkbox', { name: 'Selecionar Tabela de preços.pdf' });
      vi.useFakeTimers();
      fireEvent.click(name);
      act(() => vi.advanceTimersByTime(200));
      expect(checkbox).not.toBeChecked();
      act(() => vi.advanceTimersByTime(35));
      expect(checkbox).toBeChecked();
      fireEvent.keyDown(name, { key: ' ' });
      expect(checkbox).not.toBeChecked();
    });

    it('a double click on a folder opens it and does not select it', async () => {
      const { router } = renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), ...folderMocks([PDF], SUBPASTA)]);
      const name = await screen.findByRole('button', { name: 'Treinamentos' });
      vi.useFakeTimers();
      fireEvent.click(name);
      fireEvent.click(name);
      fireEvent.doubleClick(name);
      act(() => vi.advanceTimersByTime(500));
      vi.useRealTimers();
      expect(router.state.location.pathname).toBe('/biblioteca/3');
      expect(bar()).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Treinamentos' })).toBeInTheDocument();
    });

    it('Enter on a folder opens it', async () => {
      const { router } = renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), ...folderMocks([PDF], SUBPASTA)]);
      const name = await screen.findByRole('button', { name: 'Treinamentos' });
      name.focus();
      await userEvent.keyboard('{Enter}');
      expect(router.state.location.pathname).toBe('/biblioteca/3');
    });

    it('a double click on a file asks for its download link and opens it', async () => {
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      const gerar = vi.fn(() => ({ data: { gerarLinkDownloadByItemBiblioteca: '/api/arquivos/download-10' } }));
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), { request: { query: GERAR_LINK_DOWNLOAD, variables: { id: '10' } }, result: gerar }]);
      const name = await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      await userEvent.dblClick(name);
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(gerar).toHaveBeenCalledTimes(1);
      expect(clicked[0]!.getAttribute('href')).toBe('/api/arquivos/download-10');
      expect(clicked[0]!.target).toBe('_blank');
      expect(clicked[0]!.download).toBe('Tabela de preços.pdf');
    });
  });

  describe('image viewer', () => {
    it('opens on a double-clicked image and moves through the list’s images, disabled at the ends', async () => {
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks()]);
      await userEvent.dblClick(await screen.findByRole('button', { name: 'Fachada.jpg' }));
      const viewer = await screen.findByRole('dialog', { name: 'Fachada.jpg' });
      expect(within(viewer).getByRole('img', { name: 'Fachada.jpg' })).toHaveAttribute('src', '/api/arquivos/token-11');
      expect(within(viewer).getByText('1 de 2')).toBeInTheDocument();
      expect(within(viewer).getByRole('button', { name: 'Imagem anterior' })).toBeDisabled();
      await userEvent.click(within(viewer).getByRole('button', { name: 'Próxima imagem' }));
      expect(within(viewer).getByRole('img', { name: 'Showroom.png' })).toBeInTheDocument();
      expect(within(viewer).getByRole('button', { name: 'Próxima imagem' })).toBeDisabled();
      expect(within(viewer).getByRole('button', { name: 'Imagem anterior' })).toBeEnabled();
      expect(within(viewer).getByRole('button', { name: 'Imagem anterior' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(within(viewer).getByRole('img', { name: 'Fachada.jpg' })).toBeInTheDocument();
      await userEvent.keyboard('{ArrowLeft}');
      expect(within(viewer).getByRole('img', { name: 'Fachada.jpg' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bar()).not.toBeInTheDocument();
    });
  });

  describe('search', () => {
    it('shows the results table, then the empty state, and clearing returns to the folder', async () => {
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), buscaMock('tabela', [PDF, SUBPASTA]), buscaMock('zzz', [])]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na biblioteca' }), 'tabela');
      // Hidden while the search runs (spec 02 §2).
      expect(await screen.findByText('Buscando…')).toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Resultados da busca por “tabela”' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(screen.queryByRole('heading', { name: 'Arquivos' })).not.toBeInTheDocument();
      const box = await screen.findByRole('searchbox', { name: 'Buscar na biblioteca' });
      expect(box).toHaveFocus();
      await userEvent.clear(box);
      await userEvent.type(box, 'zzz');
      expect(await screen.findByText('Nada foi encontrado para “zzz”.')).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Limpar busca' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Arquivos' })).toBeInTheDocument();
      expect(screen.queryByText('Nada foi encontrado para “zzz”.')).not.toBeInTheDocument();
    });

    it('says a common word shows only its newest matches (the API ranks at most 100)', async () => {
      renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), buscaMock('garantia', [PDF], 0, 5, 100), buscaMock('tabela', [PDF])]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      const box = screen.getByRole('searchbox', { name: 'Buscar na biblioteca' });
      await userEvent.type(box, 'garantia');
      expect(await screen.findByText('Mostrando os 100 resultados mais recentes. Acrescente palavras para refinar a busca.')).toBeInTheDocument();
      const again = await screen.findByRole('searchbox', { name: 'Buscar na biblioteca' });
      await userEvent.clear(again);
      await userEvent.type(again, 'tabela');
      await screen.findByRole('table', { name: 'Resultados da busca por “tabela”' });
      await waitFor(() => expect(screen.queryByText(/resultados mais recentes/)).not.toBeInTheDocument());
    });

    it('is not offered on small screens (under 768 px)', async () => {
      viewport(360);
      try {
        renderLibrary('/biblioteca/1', [userMock(), ...folderMocks()]);
        expect(await screen.findByRole('heading', { level: 2, name: 'Arquivos' })).toBeInTheDocument();
        expect(screen.queryByRole('searchbox', { name: 'Buscar na biblioteca' })).not.toBeInTheDocument();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('a double click on a folder among the results opens it and clears the search', async () => {
      const { router } = renderLibrary('/biblioteca/1', [userMock(), ...folderMocks(), ...folderMocks([PDF], SUBPASTA), buscaMock('trein', [SUBPASTA])]);
      await screen.findByRole('button', { name: 'Tabela de preços.pdf' });
      await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na biblioteca' }), 'trein');
      const table = await screen.findByRole('table', { name: 'Resultados da busca por “trein”' });
      await userEvent.dblClick(within(table).getByRole('button', { name: 'Treinamentos' }));
      expect(router.state.location.pathname).toBe('/biblioteca/3');
      expect(await screen.findByRole('searchbox', { name: 'Buscar na biblioteca' })).toHaveValue('');
      expect(screen.queryByRole('table', { name: /Resultados/ })).not.toBeInTheDocument();
    });
  });
});
