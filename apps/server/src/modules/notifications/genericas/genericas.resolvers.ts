import type { Resolvers } from '../../../generated/graphql.js';
import { parseId } from '../../../platform/db/ids.js';
import { cancelarGenerica, getGenerica, listGenericas, salvarGenerica } from './genericas.service.js';
import { parseGenericaInput, parseModeloInput } from './genericas.input.js';
import { getModelo, listModelos, modeloById, modeloView, salvarModelo, setModeloActive } from './modelos.service.js';
import { previewGenerica } from './preview.service.js';

/**
 * Notification models and generic notifications: resolvers parse and call the services; the
 * @auth policies are in notifications.graphql (models: read by either feature, kept by
 * PORTAL_MANUTENCAO_MODELO; generic notifications: PORTAL_NOTIFICACOES_GENERICAS).
 */
export const genericasResolvers: Resolvers = {
  Query: {
    modelosNotificacao: (_r, { filtro }, ctx) => listModelos(ctx.database.db, filtro ?? {}),
    modeloNotificacao: (_r, { id }, ctx) => getModelo(ctx.database.db, parseId('id', id)),
    notificacoesGenericas: (_r, { filtro }, ctx) => listGenericas(ctx.database.db, filtro ?? {}),
    notificacaoGenerica: (_r, { id }, ctx) => getGenerica(ctx.database.db, parseId('id', id)),
    previewNotificacaoGenerica: (_r, { notificacao }, ctx) => previewGenerica(ctx.database.db, ctx.user, parseGenericaInput(notificacao)),
  },
  Mutation: {
    salvarModeloNotificacao: (_r, { modelo }, ctx) => salvarModelo(ctx.database.db, ctx.user, parseModeloInput(modelo), ctx.requestId),
    ativarModeloNotificacao: (_r, { id }, ctx) => setModeloActive(ctx.database.db, ctx.user, parseId('id', id), true, ctx.requestId),
    inativarModeloNotificacao: (_r, { id }, ctx) => setModeloActive(ctx.database.db, ctx.user, parseId('id', id), false, ctx.requestId),
    salvarNotificacaoGenerica: (_r, { notificacao }, ctx) =>
      salvarGenerica(ctx.database.db, ctx.user, parseGenericaInput(notificacao), new Date(), ctx.requestId),
    cancelarNotificacaoGenerica: (_r, { id }, ctx) => cancelarGenerica(ctx.database.db, ctx.user, parseId('id', id), ctx.requestId),
  },
  NotificacaoGenerica: {
    // Asked by the edit screen for one row; the list does not ask it.
    modelo: async (g, _a, ctx) => {
      if (g.modeloId == null) return null;
      const row = await modeloById(ctx.database.db, g.modeloId);
      return row && modeloView(row);
    },
  },
};
