import type { Resolvers } from '../../generated/graphql.js';
import { dashboardResolvers } from './dashboard/dashboard.resolvers.js';
import { escritaResolvers } from './escrita/escrita.resolvers.js';
import { leituraLoaders, leituraResolvers } from './leitura/leitura.resolvers.js';

/**
 * The notices area's API (notices.graphql), in parts: the author's and approver's side
 * (`escrita/`), the recipient's side (`leitura/`), the dashboard (`dashboard/`); delivery
 * (`entrega/`) has no API of its own. Each part is typed by the generated `Resolvers`; Query and
 * Mutation are merged here.
 */
const parts: Resolvers[] = [escritaResolvers, leituraResolvers, dashboardResolvers];

export const noticesResolvers: Resolvers = Object.assign({}, ...parts, {
  Query: Object.assign({}, ...parts.map((p) => p.Query ?? {})),
  Mutation: Object.assign({}, ...parts.map((p) => p.Mutation ?? {})),
}) as Resolvers;

export const noticesLoaders = leituraLoaders;
