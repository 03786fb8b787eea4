import type { TypedDocumentNode } from '@apollo/client';
import type { FiltroCadastro, FiltroCadastroProduto } from '../../generated/graphql';
import type { MessageId } from '../../lib/intl/catalogs';
import type { CatalogKey, CatalogRouteIds } from './catalog-routes';
import type { OPTIONS } from './organisation.queries';

/** One row of an administration list as the screens read it (each list's fragment in organisation.queries.ts). */
export interface CatalogRow {
  readonly id: string;
  readonly active?: boolean;
  readonly [field: string]: unknown;
}

/** A reference to another catalog row, as the documents select it (`{ refId: id nome }`, see organisation.queries.ts). */
export interface Ref {
  readonly refId: string;
  readonly nome: string;
}

/** A paged answer (spec 01: page, rowsPerPage, totalElements). */
export interface Page<T> {
  readonly content: readonly T[];
  readonly totalElements: number;
}

/** The lists another list's form can point at: those with an options document (a sector's division …). */
export type RefKey = keyof typeof OPTIONS;

/** Variables of a list query: FiltroCadastro, or FiltroCadastroProduto for a product's lists. */
export type CatalogFiltro = FiltroCadastro & FiltroCadastroProduto;

/** A brand's social link as its form edits it and its save sends it (RedeSocialInput). */
export interface SocialLinkValue {
  readonly nome: string;
  readonly url: string;
  readonly icone: string;
}

/** A save's input as the form builds it from the list's fields (named as the API input's, checked in catalogs.ts). */
export type CatalogInput = Readonly<Record<string, string | boolean | readonly string[] | readonly SocialLinkValue[] | null>>;

/**
 * What the generic screens use of a list's documents (organisation.queries.ts): its page, one
 * record, the save and, for the lists with a status, activation. Results are aliased `page` and
 * `row` in every list's documents, so one shape serves them all.
 */
export interface CatalogDocuments {
  readonly page: TypedDocumentNode<{ page: Page<CatalogRow> }, { filtro: CatalogFiltro }>;
  readonly get: TypedDocumentNode<{ row: CatalogRow }, { id: string }>;
  readonly save: TypedDocumentNode<{ row: CatalogRow }, { input: CatalogInput }>;
  readonly ativar: TypedDocumentNode<{ row: CatalogRow }, { id: string }> | null;
  readonly inativar: TypedDocumentNode<{ row: CatalogRow }, { id: string }> | null;
}

/** How a column shows its field: text, a reference's name, yes/no, a palette, names of a list, a count. */
export type ColumnKind = 'text' | 'ref' | 'flag' | 'palette' | 'names' | 'count';

export interface ColumnDef<Field extends string = string> {
  readonly field: Field;
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
 * a yes/no, a reference to another list, a palette, a product's features with their default
 * flag, or a brand's social links (a list of name, address and icon).
 */
export type FieldKind = 'text' | 'multiline' | 'url' | 'code' | 'flag' | 'ref' | 'palette' | 'features' | 'socialLinks';

export interface FieldDef<Name extends string = string, Source extends string = string> {
  /** The form field, named as the API input's field (the server's field errors use it). */
  readonly name: Name;
  /**
   * The row field the form starts from, when it differs from `name`: the API answers `nome` in
   * the reader's language, while the form edits the pt-BR one (`nomePtBr`).
   */
  readonly source?: Source;
  readonly kind: FieldKind;
  readonly label: MessageId;
  readonly required?: boolean;
  /** Longest text the API accepts (organisation.input.ts MAX). */
  readonly max?: number;
  /** Typed in upper case (the API stores it so: a department's abbreviation). */
  readonly upperCase?: boolean;
  /** Shown, never edited, once the record exists (a product's code). */
  readonly fixedAfterCreate?: boolean;
  /** `ref`: the list it points at (one with an options document, organisation.queries.ts OPTIONS). */
  readonly ref?: RefKey;
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
  /** Its documents (organisation.queries.ts). */
  readonly docs: CatalogDocuments;
  /** The field that names a record in buttons and messages. */
  readonly nameField: string;
  /** Label of the list's search field (says what the server searches). */
  readonly search: MessageId;
  /** The filter next to the search, besides paging. */
  readonly filter: 'active' | 'produto' | null;
  readonly columns: readonly ColumnDef[];
  readonly fields: readonly FieldDef[];
}
