import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './audit.messages.js';
import { listAuditoria } from './audit.service.js';

/** Resolvers only pass the arguments on; the @auth policy is in audit.graphql, the per-tipo check in the service. */
export const auditResolvers: Resolvers = {
  Query: {
    auditoria: (
      _r,
      args: { id: string; tipo: string; page?: number | null; rowsPerPage?: number | null },
      ctx: PortalContext,
    ) => listAuditoria(ctx.database.db, ctx.user!, ctx.idioma, args),
  },
};
