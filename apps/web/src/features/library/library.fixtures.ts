import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import type { MockedResponse } from '@apollo/client/testing';
import type { PermissaoAcessoPasta, UserType } from '@portal/domain';
import {
  BUSCA_BIBLIOTECA_PAGED,
  ITEMS_POR_PASTA,
  PASTA,
  ULTIMOS_MODIFICADOS,
  type ItemBibliotecaRef,
  type LibraryItem,
} from './library.queries';

/** Test data of the library component tests, as the API answers it (with __typename). */

const ref = (r: ItemBibliotecaRef) => ({ __typename: 'ItemBibliotecaRef', ...r });

interface ItemOptions {
  readonly pastaPai?: ItemBibliotecaRef | null;
  readonly nivel?: PermissaoAcessoPasta;
  readonly imagem?: boolean;
  readonly tamanho?: number;
}

/** A folder or file: the name decides (a dot makes a file). */
export function item(id: string, nome: string, { pastaPai = { id: '1', nome: 'Manuais' }, nivel = 'LEITURA_ESCRITA', imagem, tamanho = 2048 }: ItemOptions = {}): LibraryItem {
  const pasta = !nome.includes('.');
  const arquivoImagem = imagem ?? /\.(png|jpe?g|gif|webp)$/i.test(nome);
  return {
    __typename: 'ItemBiblioteca',
    id,
    nome,
    pasta,
    pastaPai: pastaPai ? ref(pastaPai) : null,
    proprietario: { __typename: 'ItemBibliotecaProprietario', id: '9', nome: 'Bruno Gestor', email: 'bruno@portal.test' } as never,
    permissoesAcessoUsuarioLogado: [{ __typename: 'PermissaoAcesso', id: nivel, description: nivel === 'LEITURA' ? 'Leitura' : 'Leitura e escrita' } as never],
    permissoes: [],
    ultimaModificacao: '2025-03-04T13:15:00.000Z',
    dataCriacao: '2025-03-01T10:00:00.000Z',
    arquivo: pasta ? null : ({ __typename: 'Arquivo', id: `a${id}`, nome, tamanho } as never),
    arquivoLink: pasta ? null : `/api/arquivos/token-${id}`,
    arquivoMiniaturaLink: arquivoImagem ? `/api/arquivos/thumb-${id}` : null,
    arquivoImagem,
    breadcrumb: [...(pastaPai ? [ref(pastaPai)] : []), ref({ id, nome })],
  } as LibraryItem;
}

export const MANUAIS = item('1', 'Manuais', { pastaPai: null });
export const CAMPANHAS = item('2', 'Campanhas', { pastaPai: null });
export const SUBPASTA = item('3', 'Treinamentos');
export const PDF = item('10', 'Tabela de preços.pdf');
export const FOTO_1 = item('11', 'Fachada.jpg');
export const FOTO_2 = item('12', 'Showroom.png');

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The signed-in user; managers hold PORTAL_GERENCIAR_BIBLIOTECA. */
export const userMock = (tipo: UserType = 'MONTADORA', chaves: string[] = []): MockedResponse => signedInMock(tipo, chaves);

export const managerMock = () => userMock('MONTADORA', ['PORTAL_GERENCIAR_BIBLIOTECA']);

export function pastaMock(pasta: LibraryItem = MANUAIS): MockedResponse {
  return { request: { query: PASTA, variables: { idPasta: pasta.id } }, result: { data: { pasta } }, ...many };
}

export function itemsMock(idPastaPai: string | null, items: readonly LibraryItem[], delay?: number): MockedResponse {
  return { request: { query: ITEMS_POR_PASTA, variables: { idPastaPai } }, result: { data: { itemsPorPasta: items } }, delay, ...many };
}

export function ultimosMock(items: readonly LibraryItem[] = [PDF, FOTO_1]): MockedResponse {
  return { request: { query: ULTIMOS_MODIFICADOS }, result: { data: { ultimosModificados: items } }, ...many };
}

export function buscaMock(busca: string, content: readonly LibraryItem[], page = 0, rowsPerPage = 5, totalElements = content.length): MockedResponse {
  return {
    request: { query: BUSCA_BIBLIOTECA_PAGED, variables: { filterInput: { busca, page, rowsPerPage } } },
    result: { data: { buscaBibliotecaPaged: { __typename: 'ItemBibliotecaPage', content, totalElements } } },
    // Long enough for the test to see the search box hidden while it runs.
    delay: 150,
    ...many,
  };
}

/** The answers of the folder page of MANUAIS (id 1) holding `items`. */
export function folderMocks(items: readonly LibraryItem[] = [SUBPASTA, PDF, FOTO_1, FOTO_2], pasta: LibraryItem = MANUAIS): MockedResponse[] {
  return [pastaMock(pasta), itemsMock(pasta.id, items)];
}

/** The answers of the root page. */
export function rootMocks(folders: readonly LibraryItem[] = [MANUAIS, CAMPANHAS], recent: readonly LibraryItem[] = [PDF, FOTO_1]): MockedResponse[] {
  return [itemsMock(null, folders), ultimosMock(recent)];
}
