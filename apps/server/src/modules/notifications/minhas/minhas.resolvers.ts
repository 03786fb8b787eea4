import type { Resolvers } from '../../../generated/graphql.js';
import * as minhas from './minhas.service.js';

/**
 * The signed-in user's own notifications: every field is SIGNED_IN (notifications.graphql), and
 * each passes only `ctx.user.id` as the owner; the services never take an owner from the input.
 */
export const minhasNotificacoesResolvers: Resolvers = {
  Query: {
    countNotificacoesNaoLidas: (_r, _a, ctx) => minhas.countNaoLidas(ctx.database.db, ctx.user.id),
    notificacoesMenu: (_r, _a, ctx) => minhas.menu(ctx.database.db, ctx.user.id),
    notificacoes: (_r, { page, rowsPerPage, leitura }, ctx) => minhas.pagina(ctx.database.db, ctx.user.id, { page, rowsPerPage, leitura }),
  },
  Mutation: {
    marcarNotificacoesComoVisualizadas: (_r, { ids }, ctx) =>
      minhas.marcarComoVisualizadas(ctx.database.db, ctx.user.id, ids == null ? null : minhas.parseNotificacaoIds(ids)),
  },
};
