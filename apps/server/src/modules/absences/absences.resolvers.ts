import { portalToday } from '@portal/domain';
import type { SortDirection } from '../../platform/db/list-order.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './absences.messages.js';
import { parseAusenciaInput, parseId, type AusenciaInput } from './absences.input.js';
import * as ausencias from './absences.service.js';

/** Resolvers only parse input and call the service; the @auth policies are in absences.graphql. */
export const absencesResolvers: Resolvers = {
  Query: {
    ausenciasTemporarias: (
      _r,
      args: { usuarioId: string; page?: number | null; rowsPerPage?: number | null; sortBy?: string | null; sortDirection?: SortDirection | null },
      ctx: PortalContext,
    ) =>
      ausencias.listAusencias(
        ctx.database.db,
        ctx.user!,
        parseId('usuarioId', args.usuarioId),
        { page: args.page, rowsPerPage: args.rowsPerPage, sortBy: args.sortBy, sortDirection: args.sortDirection },
        portalToday(),
      ),
  },
  Mutation: {
    salvarAusenciaTemporaria: (_r, args: { ausencia: AusenciaInput }, ctx: PortalContext) =>
      ausencias.salvarAusencia(ctx.database.db, ctx.user!, parseAusenciaInput(args.ausencia), portalToday(), ctx.requestId),
    removerAusenciaTemporaria: (_r, args: { id: string }, ctx: PortalContext) =>
      ausencias.removerAusencia(ctx.database.db, ctx.user!, parseId('id', args.id), portalToday(), ctx.requestId),
  },
};
