import type { Resolvers } from '../../../generated/graphql.js';
import { removerInscricao, salvarInscricao } from './inscricoes.service.js';
import { parseInscricaoPush } from './push.input.js';
import { vapidKeys } from './vapid.js';

/** Web push subscriptions (spec 01 §1 "Push notifications"): the caller's own browser only. */
export const pushResolvers: Resolvers = {
  Query: {
    chavePublicaPush: async (_p, _a, ctx) => (await vapidKeys(ctx.database)).publicKey,
  },
  Mutation: {
    gerarPushSubscription: async (_p, args, ctx) => {
      const inscricao = parseInscricaoPush(args, { allowPrivate: ctx.config.PUSH_PRIVATE_ENDPOINTS === 'allow' });
      const userAgent = ctx.reply.request.headers['user-agent'] ?? null;
      await salvarInscricao(ctx.database.db, { usuarioId: ctx.user.id, sessaoId: ctx.user.sessaoId ?? null, userAgent }, inscricao);
      return true;
    },
    removerPushSubscription: (_p, args, ctx) => removerInscricao(ctx.database.db, ctx.user.id, args.endpoint.trim()),
  },
};
