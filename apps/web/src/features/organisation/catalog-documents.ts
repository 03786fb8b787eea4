import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CatalogKey } from './catalog-routes';
import type { CatalogConfig, CatalogRow, Page } from './catalog.types';

/** Variables of a list query: FiltroCadastro, or FiltroCadastroProduto for a product's lists. */
export interface CatalogFiltro {
  readonly busca?: string | null;
  readonly active?: boolean | null;
  readonly produtoId?: string | null;
  readonly page: number;
  readonly rowsPerPage: number;
}

/** A row offered as a reference (sector's division, brand's economic group …). */
export interface OptionRow {
  readonly id: string;
  readonly nome: string;
  readonly active?: boolean;
}

type Data<T> = Record<string, T>;

/** The GraphQL documents of one administration list; results are keyed by the API's field names. */
export interface CatalogDocuments {
  readonly page: TypedDocumentNode<Data<Page<CatalogRow>>, { filtro: CatalogFiltro }>;
  readonly get: TypedDocumentNode<Data<CatalogRow>, { id: string }>;
  readonly save: TypedDocumentNode<Data<CatalogRow>, { input: Record<string, unknown> }>;
  readonly ativar: TypedDocumentNode<Data<CatalogRow>, { id: string }> | null;
  readonly inativar: TypedDocumentNode<Data<CatalogRow>, { id: string }> | null;
  /** id and name only, for the reference pickers and the product filter. */
  readonly options: TypedDocumentNode<Data<Page<OptionRow>>, { filtro: CatalogFiltro }>;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const built = new Map<CatalogKey, CatalogDocuments>();

/**
 * The documents of a list, written from its description: the eleven lists have the same five
 * operations (organisation.graphql), so they are composed here rather than written out eleven
 * times. Built once per list, so every screen and test shares the same document objects.
 */
export function documentsOf(catalog: CatalogConfig): CatalogDocuments {
  const known = built.get(catalog.key);
  if (known) return known;
  const { page, get, save, arg, inputType, filterType, idType, ativar, inativar, selection } = catalog.api;
  const withActive = ativar ? 'active' : '';
  const byId = (op: string, name: string) =>
    gql(`${op} ${capital(name)}($id: ${idType}!) { ${name}(id: $id) { ${selection} } }`) as TypedDocumentNode<Data<CatalogRow>, { id: string }>;
  const docs: CatalogDocuments = {
    page: gql(`query ${capital(page)}($filtro: ${filterType}) { ${page}(filtro: $filtro) { content { ${selection} } totalElements } }`),
    get: byId('query', get),
    save: gql(`mutation ${capital(save)}($input: ${inputType}!) { ${save}(${arg}: $input) { ${selection} } }`),
    ativar: ativar ? byId('mutation', ativar) : null,
    inativar: inativar ? byId('mutation', inativar) : null,
    options: gql(`query ${capital(page)}Opcoes($filtro: ${filterType}) { ${page}(filtro: $filtro) { content { id nome ${withActive} } totalElements } }`),
  };
  built.set(catalog.key, docs);
  return docs;
}

/** A product's features, the choices of an access type (all of them: a product has few). */
export const PRODUTO_FUNCIONALIDADES: TypedDocumentNode<
  { produto: { id: string; funcionalidades: readonly { id: string; chave: string; nome: string }[] } },
  { id: string }
> = gql`
  query ProdutoFuncionalidades($id: ID!) {
    produto(id: $id) {
      id
      funcionalidades {
        id
        chave
        nome
      }
    }
  }
`;
