import { inArray } from 'drizzle-orm';
import type { MercuriusLoaders } from 'mercurius';
import type { PortalContext } from '../../platform/graphql/context.js';
import { catalogRows, columnOf, type CatalogDef } from './catalog.js';
import { FUNCIONALIDADES } from './funcionalidades.service.js';
import type { ProdutoView } from './produtos.service.js';
import { TIPOS_ACESSO } from './tipos-acesso.service.js';

type Query = { obj: ProdutoView };

/** The rows of `def` of every product asked in one query, in the product order Mercurius asked. */
function byProduto(def: CatalogDef) {
  return async (queries: Query[], ctx: PortalContext) => {
    const ids = [...new Set(queries.map((q) => q.obj.id))];
    const rows = await catalogRows<{ produto: { id: number } }>(ctx.database.db, def, inArray(columnOf(def.c, 'produtoId'), ids));
    return queries.map((q) => rows.filter((r) => r.produto.id === q.obj.id));
  };
}

/**
 * A product's access types and features (spec 01 §3 "Product"), batched per request: the
 * product list of the user form costs two queries, whatever the number of products.
 */
export const organisationLoaders = {
  Produto: {
    tiposAcesso: byProduto(TIPOS_ACESSO),
    funcionalidades: byProduto(FUNCIONALIDADES),
  },
  // Mercurius hands loaders the context plugin.ts builds (PortalContext) but types it as its own.
} as unknown as MercuriusLoaders;
