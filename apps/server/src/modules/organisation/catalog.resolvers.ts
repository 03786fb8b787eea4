import type { Db } from '../../platform/db/connection.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import { getItem, listCatalog, saveItem, setActive, type CatalogDef, type CatalogFilter, type CatalogId, type SaveSpec } from './catalog.js';

/** One administration list as the API exposes it: its operation names and its service calls. */
export interface CatalogApi {
  def: CatalogDef;
  /** Paged list query, by-id query, save mutation and the save's argument name. */
  page: string;
  get: string;
  save: string;
  arg: string;
  /** Activate/inactivate mutations, for the tables with `active`. */
  ativar?: string;
  inativar?: string;
  /** The list's rules: reads the save's input into what saveItem stores (throws BAD_USER_INPUT). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: (input: any) => SaveSpec<any>;
  /** The list when it filters more than the generic one (default: listCatalog). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list?: (db: Db, filtro: any) => Promise<unknown>;
  /** How the id argument is read (default: a positive integer). */
  id?: (value: string) => CatalogId;
}

/**
 * The thin resolvers of the administration lists: the same five operations per list, so they
 * are made from each list's CatalogApi rather than written out again. Policies are in the SDL.
 */
export function catalogResolvers(apis: readonly CatalogApi[]): Resolvers {
  const Query: Resolvers[string] = {};
  const Mutation: Resolvers[string] = {};
  for (const api of apis) {
    const readId = api.id ?? ((v: string) => parseId('id', v));
    const list = api.list ?? ((db: Db, filtro: CatalogFilter) => listCatalog(db, api.def, filtro));
    Query[api.page] = (_r, args: { filtro?: CatalogFilter | null }, ctx: PortalContext) =>
      list(ctx.database.db, { ...(args.filtro ?? {}), idioma: ctx.idioma });
    Query[api.get] = (_r, args: { id: string }, ctx: PortalContext) => getItem(ctx.database.db, api.def, readId(args.id));
    Mutation[api.save] = (_r, args: Record<string, unknown>, ctx: PortalContext) =>
      saveItem(ctx.database.db, ctx.user!, api.def, api.spec(args[api.arg]), ctx.requestId);
    for (const [name, active] of [[api.ativar, true], [api.inativar, false]] as const) {
      if (!name) continue;
      Mutation[name] = (_r, args: { id: string }, ctx: PortalContext) =>
        setActive(ctx.database.db, ctx.user!, api.def, readId(args.id), active, ctx.requestId);
    }
  }
  return { Query, Mutation };
}
