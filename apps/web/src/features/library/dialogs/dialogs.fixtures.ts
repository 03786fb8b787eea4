import { signedInMock } from '../../../lib/auth/signed-in-subject.fixtures';
import type { MockedResponse } from '@apollo/client/testing';
import type { PermissaoAcessoPasta } from '@portal/domain';
import { type ItemBibliotecaRef, type LibraryItem } from '../library.queries';
import { GRUPOS_ATIVOS_BIBLIOTECA, PASTAS_COM_PERMISSAO_ESCRITA, type GrupoAtivo, type PastaEscrita } from './dialogs.queries';

/** Test data of the library dialog tests, as the API answers it (with __typename). */

const ref = (r: ItemBibliotecaRef) => ({ __typename: 'ItemBibliotecaRef', ...r });

/** A library item; `path` is its breadcrumb from the root down to itself. */
export function item(partial: { id: string; nome: string; pasta?: boolean; path?: ItemBibliotecaRef[]; permissoes?: [string, string | null, PermissaoAcessoPasta][] }): LibraryItem {
  const path = partial.path ?? [{ id: partial.id, nome: partial.nome }];
  const parent = path.length > 1 ? path[path.length - 2]! : null;
  const pasta = partial.pasta ?? true;
  return {
    __typename: 'ItemBiblioteca',
    id: partial.id,
    nome: partial.nome,
    pasta,
    pastaPai: parent ? (ref(parent) as ItemBibliotecaRef) : null,
    proprietario: { __typename: 'ItemBibliotecaProprietario', id: '7', nome: 'Ana Souza', email: 'ana@dealer.test' } as LibraryItem['proprietario'],
    permissoesAcessoUsuarioLogado: [{ __typename: 'PermissaoAcesso', id: 'LEITURA_ESCRITA', description: 'Leitura e escrita' }] as unknown as LibraryItem['permissoesAcessoUsuarioLogado'],
    permissoes: (partial.permissoes ?? []).map(([id, nome, nivel], i) => ({
      __typename: 'PermissaoItemBiblioteca',
      id: String(100 + i),
      // A null name: another user's private group (the API answers it without its name).
      grupoUsuarios: { __typename: 'GrupoUsuariosConcedido', id, nome, visivel: nome !== null },
      permissaoAcessoPasta: { __typename: 'PermissaoAcessoRef', id: nivel },
    })) as unknown as LibraryItem['permissoes'],
    ultimaModificacao: '2025-03-01T10:00:00.000Z',
    dataCriacao: '2025-03-01T10:00:00.000Z',
    arquivo: pasta ? null : ({ __typename: 'Arquivo', id: `a${partial.id}`, nome: partial.nome, tamanho: 1000 } as LibraryItem['arquivo']),
    arquivoLink: null,
    arquivoMiniaturaLink: null,
    arquivoImagem: false,
    breadcrumb: path.map(ref) as ItemBibliotecaRef[],
    // The generated type has no __typename; the API's answer (and so the mock) has it.
  } as LibraryItem;
}

export const grupo = (id: string, nome: string, favorito = false): GrupoAtivo => ({ __typename: 'GrupoAtivo', id, nome, publico: true, favorito }) as GrupoAtivo;

/** A writable folder; ancestors are the ids of the folders above it, from the root. */
export const pastaEscrita = (id: string, caminho: string, ancestors: readonly string[] = []): PastaEscrita =>
  ({ __typename: 'PastaEscrita', id, nome: caminho.split(' / ').pop()!, caminho, idsCaminho: [...ancestors, id] }) as PastaEscrita;

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The signed-in user with these feature keys. */
export const usuarioLogadoMock = (chaves: string[] = ['PORTAL_GERENCIAR_BIBLIOTECA']): MockedResponse => signedInMock('MONTADORA', chaves);

export const gruposAtivosMock = (grupos: GrupoAtivo[]): MockedResponse => ({
  request: { query: GRUPOS_ATIVOS_BIBLIOTECA },
  result: { data: { gruposAtivos: grupos } },
  ...many,
});

/** The unfiltered list of writable folders. */
export const pastasEscritaMock = (pastas: PastaEscrita[]): MockedResponse => ({
  request: { query: PASTAS_COM_PERMISSAO_ESCRITA, variables: { busca: null } },
  result: { data: { pastasComPermissaoEscrita: pastas } },
  ...many,
});
