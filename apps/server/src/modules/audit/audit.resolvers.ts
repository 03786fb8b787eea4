import type { Resolvers } from '../../generated/graphql.js';
import './audit.messages.js';
import { listAuditoria } from './audit.service.js';

/**
 * Resolvers only pass the arguments on; the @auth policy is in audit.graphql, the per-tipo check in
 * the service. auditoria is ACCESS, so its context has a user. Types come from audit.graphql.
 */
export const auditResolvers: Resolvers = {
  Query: {
    auditoria: (_r, args, ctx) => listAuditoria(ctx.database.db, ctx.user, ctx.idioma, args),
  },
};
