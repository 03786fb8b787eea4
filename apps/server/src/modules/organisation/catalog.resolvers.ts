import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Idioma } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, SignedInContext } from '../../platform/graphql/context.js';
import { getItem, listCatalog, saveItem, setActive, type CatalogDef, type CatalogFilter, type CatalogId, type CatalogTable, type SaveSpec } from './catalog.js';

/** The filter argument of a list as the schema declares it (FiltroCadastro, FiltroCadastroProduto): all optional. */
type CatalogArgs = Omit<CatalogFilter, 'idioma'>;

/** How one administration list answers its paged list: the generic one, or its own filter. */
export type CatalogList<S extends SelectedFields, F> = (db: Db, filtro: F | null | undefined, idioma: Idioma) => ReturnType<typeof listCatalog<S>>;

/**
 * The service calls behind one administration list's operations (paged list, one by id, save,
 * activate/inactivate): the same per list, so they are made once here from the list's
 * definition and its save rules (`spec`, which throws BAD_USER_INPUT). organisation.resolvers.ts
 * wires each to its generated field, so arguments and results are checked against the schema.
 * Policies are in the SDL; every catalog operation is ACCESS, so its context has a user.
 */
export function catalogOperations<T extends CatalogTable, S extends SelectedFields, I, F extends CatalogArgs = CatalogFilter>(
  def: CatalogDef<T, S>,
  spec: (input: I) => SaveSpec<SelectResultFields<S>, T>,
  options: {
    /** The list when it filters more than the generic one (default: listCatalog). */
    list?: CatalogList<S, F>;
    /** How the id argument is read (default: a positive integer). */
    id?: (value: string) => CatalogId;
  } = {},
) {
  const readId = options.id ?? ((v: string) => parseId('id', v));
  const list: CatalogList<S, F> = options.list ?? ((db, filtro, idioma) => listCatalog(db, def, { ...filtro, idioma }));
  return {
    page: (filtro: F | null | undefined, ctx: PortalContext) => list(ctx.database.db, filtro, ctx.idioma),
    get: (id: string, ctx: PortalContext) => getItem(ctx.database.db, def, readId(id)),
    save: (input: I, ctx: SignedInContext) => saveItem(ctx.database.db, ctx.user, def, spec(input), ctx.requestId),
    setActive: (id: string, active: boolean, ctx: SignedInContext) =>
      setActive(ctx.database.db, ctx.user, def, readId(id), active, ctx.requestId),
  };
}
