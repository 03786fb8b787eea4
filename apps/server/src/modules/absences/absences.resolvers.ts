import { portalToday } from '@portal/domain';
import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import './absences.messages.js';
import { parseAusenciaInput } from './absences.input.js';
import * as ausencias from './absences.service.js';

/**
 * Resolvers only parse input and call the service; the @auth policies are in absences.graphql.
 * Every operation is ACCESS, so its context has a user. Types come from absences.graphql.
 */
export const absencesResolvers: Resolvers = {
  Query: {
    ausenciasTemporarias: (_r, { usuarioId, page, rowsPerPage, sortBy, sortDirection }, ctx) =>
      ausencias.listAusencias(
        ctx.database.db,
        ctx.user,
        parseId('usuarioId', usuarioId),
        { page, rowsPerPage, sortBy, sortDirection },
        portalToday(),
      ),
  },
  Mutation: {
    salvarAusenciaTemporaria: (_r, { ausencia }, ctx) =>
      ausencias.salvarAusencia(ctx.database.db, ctx.user, parseAusenciaInput(ausencia), portalToday(), ctx.requestId),
    removerAusenciaTemporaria: (_r, { id }, ctx) =>
      ausencias.removerAusencia(ctx.database.db, ctx.user, parseId('id', id), portalToday(), ctx.requestId),
  },
};
