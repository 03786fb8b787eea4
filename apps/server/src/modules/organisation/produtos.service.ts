import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connection.js';
import { badInput } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { catalog, catalogRows, columnOf, listCatalog, saveItem, type CatalogDef, type CatalogFilter, type CatalogRow, type CatalogTable, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { produtos } from './organisation.tables.js';

/**
 * A product of the network (this portal is one): its code, name, base address and the base
 * address of its test environment (homologação). Access types and features are nested fields
 * (organisation.loaders.ts), so audit snapshots hold the product's own fields only.
 */
export type ProdutoView = CatalogRow<typeof PRODUTOS>;

const c = alias(produtos, 'c');

export const PRODUTOS = catalog({
  entity: 'produto',
  table: produtos,
  c,
  columns: { id: c.id, codigo: c.codigo, nome: c.nome, baseUri: c.baseUri, baseUriHomolog: c.baseUriHomolog },
  search: [c.nome, c.codigo],
  sortable: { nome: c.nome, codigo: c.codigo },
});

/** Every product by name (spec 01 §7 `produtos`, for the user form's permissions step). */
export function allProdutos(db: Db) {
  return catalogRows(db, PRODUTOS, sql`true`);
}

/** Filter of the lists that belong to a product (access types, features). */
export interface ProdutoItemsFilter extends Omit<CatalogFilter, 'active'> {
  produtoId?: number | null;
}

/** Paged list of a product's access types or features (tables with `produtoId`), of one product or all. */
export function listOfProduto<S extends SelectedFields>(db: Db, def: CatalogDef<CatalogTable, S>, filtro: ProdutoItemsFilter) {
  return listCatalog(db, def, filtro, filtro.produtoId == null ? [] : [eq(columnOf(def.c, 'produtoId'), filtro.produtoId)]);
}

export interface ProdutoInput {
  id?: string | null;
  codigo?: string | null;
  nome?: string | null;
  baseUri?: string | null;
  baseUriHomolog?: string | null;
}

/**
 * A product's save. codigo: required, upper-case code, unique, and fixed once
 * created (menus and integrations find the product by it). nome: required, unique. baseUri:
 * required; baseUriHomolog: optional; both absolute http(s) addresses without a trailing slash.
 */
export function produtoSave(input: ProdutoInput): SaveSpec<ProdutoView, typeof produtos> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const codigo = fields.code('codigo', input.codigo);
  const nome = fields.required('nome', input.nome);
  const baseUri = fields.url('baseUri', input.baseUri, true);
  const baseUriHomolog = fields.url('baseUriHomolog', input.baseUriHomolog, false);
  fields.done();
  return {
    id,
    // done() threw unless the required address is there.
    values: { codigo, nome, baseUri: baseUri!, baseUriHomolog },
    unique: [
      { field: 'codigo', column: c.codigo, value: codigo },
      { field: 'nome', column: c.nome, value: nome },
    ],
    check: async (_tx, antes) => {
      if (antes && antes.codigo !== codigo) throw badInput([{ field: 'codigo', key: 'error.produto.codigoFixo' }]);
    },
  };
}

/**
 * Spec 01 §5 "Product edit" (super-admin, Product tab): the product is required, and so is its
 * test-environment address, an absolute http(s) URL without a trailing slash.
 */
export function editarProduto(db: Db, user: CurrentUser, input: { id?: string | null; baseUriHomolog?: string | null }, requestId: string) {
  const fields = new FieldCollector();
  if (!input.id) fields.add('id', 'error.produto.obrigatorio');
  const id = fields.optionalId('id', input.id);
  const baseUriHomolog = fields.url('baseUriHomolog', input.baseUriHomolog, true);
  fields.done();
  // done() threw unless the id is there: this only updates, never creates.
  return saveItem(db, user, PRODUTOS, { id: id!, values: { baseUriHomolog } }, requestId);
}
