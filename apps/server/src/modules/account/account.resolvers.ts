import type { Resolvers } from '../../generated/graphql.js';
import './account.messages.js';
import { parseMinhaContaInput } from './account.input.js';
import * as account from './account.service.js';
import { accountSettingsOf } from './account.settings.js';
import { avatarFileOf, deleteAvatar } from './avatar.storage.js';
import { alterarMinhaSenha, sessionIdOf } from './password.service.js';

/**
 * Resolvers only parse input and call the services; the @auth policies are in account.graphql.
 * Every operation is SIGNED_IN, so its context is a SignedInContext (ctx.user is set) and acts on
 * ctx.user: none takes a user id. Types come from account.graphql (generated/graphql.ts).
 */
export const accountResolvers: Resolvers = {
  Query: {
    minhaConta: (_r, _a, ctx) => account.minhaConta(ctx.database.db, ctx.user),
  },
  Mutation: {
    atualizarMinhaConta: (_r, { dados }, ctx) =>
      account.atualizarMinhaConta(ctx.database.db, ctx.user, parseMinhaContaInput(dados), ctx.requestId),
    removerAvatar: async (_r, _a, ctx) => {
      const { previous } = await account.setAvatar(ctx.database.db, ctx.user, null, ctx.requestId);
      // After the commit: a rolled-back removal keeps a working file.
      await deleteAvatar(accountSettingsOf(ctx).avatarDir, avatarFileOf(previous));
      return account.minhaConta(ctx.database.db, ctx.user);
    },
    alterarMinhaSenha: (_r, args, ctx) =>
      alterarMinhaSenha(
        ctx.database.db,
        ctx.user,
        args,
        {
          settings: accountSettingsOf(ctx),
          ip: ctx.reply.request.ip,
          sessionId: sessionIdOf(ctx.reply.request.headers.authorization),
        },
        ctx.requestId,
      ),
  },
  // The services answer MinhaContaView (account.view.ts, MinhaConta's mapper in codegen.ts); what
  // only the instance knows, whether this portal holds passwords, is added here.
  MinhaConta: {
    podeAlterarSenha: (_conta, _a, ctx) => accountSettingsOf(ctx).embeddedIdp,
  },
};
