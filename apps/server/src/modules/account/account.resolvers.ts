import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './account.messages.js';
import { parseMinhaContaInput, type MinhaContaInput } from './account.input.js';
import * as account from './account.service.js';
import { accountSettingsOf } from './account.settings.js';
import { avatarFileOf, deleteAvatar } from './avatar.storage.js';
import { alterarMinhaSenha, sessionIdOf } from './password.service.js';

/** The account plus what only the instance knows: whether this portal holds passwords. */
const withSettings = (ctx: PortalContext) => (conta: account.MinhaContaView) => ({
  ...conta,
  podeAlterarSenha: accountSettingsOf(ctx).embeddedIdp,
});

/**
 * Resolvers only parse input and call the services; the @auth policies are in account.graphql.
 * Every operation acts on ctx.user: none takes a user id.
 */
export const accountResolvers: Resolvers = {
  Query: {
    minhaConta: (_r, _a, ctx: PortalContext) => account.minhaConta(ctx.database.db, ctx.user!).then(withSettings(ctx)),
  },
  Mutation: {
    atualizarMinhaConta: (_r, args: { dados: MinhaContaInput }, ctx: PortalContext) =>
      account
        .atualizarMinhaConta(ctx.database.db, ctx.user!, parseMinhaContaInput(args.dados), ctx.requestId)
        .then(withSettings(ctx)),
    removerAvatar: async (_r, _a, ctx: PortalContext) => {
      const { previous } = await account.setAvatar(ctx.database.db, ctx.user!, null, ctx.requestId);
      // After the commit: a rolled-back removal keeps a working file.
      await deleteAvatar(accountSettingsOf(ctx).avatarDir, avatarFileOf(previous));
      return withSettings(ctx)(await account.minhaConta(ctx.database.db, ctx.user!));
    },
    alterarMinhaSenha: (_r, args: { senhaAtual: string; novaSenha: string }, ctx: PortalContext) =>
      alterarMinhaSenha(
        ctx.database.db,
        ctx.user!,
        args,
        {
          settings: accountSettingsOf(ctx),
          ip: ctx.reply.request.ip,
          sessionId: sessionIdOf(ctx.reply.request.headers.authorization),
        },
        ctx.requestId,
      ),
  },
};
