import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connection.js';
import type { PortalContext } from '../../platform/graphql/context.js';
import { defineLoaders } from '../../platform/graphql/loaders.js';
import { catalogRows, columnOf } from './catalog.js';
import { FUNCIONALIDADES } from './funcionalidades.service.js';
import type { ProdutoView } from './produtos.service.js';
import { TIPOS_ACESSO } from './tipos-acesso.service.js';

type Query = { readonly obj: ProdutoView };

/** Rows of a product's list for every product asked in one query, in the product order Mercurius asked. */
function byProduto<R extends { produto: { id: number } }>(rowsOf: (db: Db, produtoIds: number[]) => Promise<R[]>) {
  return async (queries: readonly Query[], ctx: PortalContext) => {
    const rows = await rowsOf(ctx.database.db, [...new Set(queries.map((q) => q.obj.id))]);
    return queries.map((q) => rows.filter((r) => r.produto.id === q.obj.id));
  };
}

/**
 * A product's access types and features (spec 01 §3 "Product"), batched per request: the
 * product list of the user form costs two queries, whatever the number of products.
 */
export const organisationLoaders = defineLoaders({
  Produto: {
    tiposAcesso: byProduto((db, ids) => catalogRows(db, TIPOS_ACESSO, inArray(columnOf(TIPOS_ACESSO.c, 'produtoId'), ids))),
    funcionalidades: byProduto((db, ids) => catalogRows(db, FUNCIONALIDADES, inArray(columnOf(FUNCIONALIDADES.c, 'produtoId'), ids))),
  },
});
