import type { MessageId } from '../../lib/intl/catalogs';
import type { CatalogKey, CatalogRouteIds } from './catalog-routes';

/** One row of an administration list as the API answers it (fields as its `selection` names them). */
export interface CatalogRow {
  readonly id: string;
  readonly active?: boolean;
  readonly [field: string]: unknown;
}

/**
 * Another catalog row a row points at. Documents select it as `{ refId: id nome }`: the API
 * types every such reference `CadastroRef`, whatever it points at, so with `id` Apollo would
 * keep one cache entry for division 1, product 1 and economic group 1. Without `id` each stays
 * inside its row.
 */
export interface Ref {
  readonly refId: string;
  readonly nome: string;
}

/** A paged answer (spec 01: page, rowsPerPage, totalElements). */
export interface Page<T> {
  readonly content: readonly T[];
  readonly totalElements: number;
}

/** The operations of one list in organisation.graphql. */
export interface CatalogApi {
  /** Paged list query, by-id query, save mutation, and the save's argument and input type. */
  readonly page: string;
  readonly get: string;
  readonly save: string;
  readonly arg: string;
  readonly inputType: string;
  /** The lists of a product (access types, features) filter by product instead of status. */
  readonly filterType: 'FiltroCadastro' | 'FiltroCadastroProduto';
  /** User types are identified by their fixed code. */
  readonly idType: 'ID' | 'TipoUsuario';
  /** Present for the tables with `active`. */
  readonly ativar?: string;
  readonly inativar?: string;
  /** The fields every document of the list selects. */
  readonly selection: string;
}

/** How a column shows its field: text, a reference's name, yes/no, a palette, names of a list, a count. */
export type ColumnKind = 'text' | 'ref' | 'flag' | 'palette' | 'names' | 'count';

export interface ColumnDef {
  readonly field: string;
  readonly kind: ColumnKind;
  readonly header: MessageId;
  /** The card title on narrow screens (the record's name). */
  readonly primary?: boolean;
  /**
   * The list's server can sort by this field (its sortBy, organisation.graphql); the first
   * sortable column is the server's default order.
   */
  readonly sortable?: boolean;
}

/**
 * How a form field is edited: text (one line, several lines, an address, an upper-case code),
 * a yes/no, a reference to another list, a palette, or a product's features with their default flag.
 */
export type FieldKind = 'text' | 'multiline' | 'url' | 'code' | 'flag' | 'ref' | 'palette' | 'features';

export interface FieldDef {
  /** The form field, named as the API input's field (the server's field errors use it). */
  readonly name: string;
  /**
   * The row field the form starts from, when it differs from `name`: the API answers `nome` in
   * the reader's language, while the form edits the pt-BR one (`nomePtBr`).
   */
  readonly source?: string;
  readonly kind: FieldKind;
  readonly label: MessageId;
  readonly required?: boolean;
  /** Longest text the API accepts (organisation.input.ts MAX). */
  readonly max?: number;
  /** Typed in upper case (the API stores it so: a department's abbreviation). */
  readonly upperCase?: boolean;
  /** Shown, never edited, once the record exists (a product's code). */
  readonly fixedAfterCreate?: boolean;
  /** `ref`: the list it points at. */
  readonly ref?: CatalogKey;
  /** `features`: the field holding the product whose features are offered. */
  readonly produtoField?: string;
  readonly helper?: MessageId;
  /** Takes the whole row of the form. */
  readonly wide?: boolean;
}

/** Everything the generic list and form screens need to serve one administration list. */
export interface CatalogConfig {
  readonly key: CatalogKey;
  /** The list's path; `/novo` and `/{id}` below it. */
  readonly path: string;
  readonly routes: CatalogRouteIds;
  readonly api: CatalogApi;
  /** The field that names a record in buttons and messages. */
  readonly nameField: string;
  /** Label of the list's search field (says what the server searches). */
  readonly search: MessageId;
  /** The filter next to the search, besides paging. */
  readonly filter: 'active' | 'produto' | null;
  readonly columns: readonly ColumnDef[];
  readonly fields: readonly FieldDef[];
}
