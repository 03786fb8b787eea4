import { isIdioma } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';
import { badInput } from '../../platform/errors.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './shell.messages.js';
import { menuUsuarioLogado } from './menu.service.js';
import * as shell from './shell.service.js';

/** Resolvers only parse input and call the services; the @auth policies are in shell.graphql. */
export const shellResolvers: Resolvers = {
  Query: {
    usuarioLogado: (_r, _a, ctx: PortalContext) => shell.usuarioLogado(ctx.database.db, ctx.user!),
    menuUsuarioLogado: (_r, _a, ctx: PortalContext) => menuUsuarioLogado(ctx.database.db, ctx.user!, ctx.publicUrl),
    currentUserOnboardingIsSeen: (_r, args: { id: string }, ctx: PortalContext) =>
      shell.onboardingIsSeen(ctx.database.db, ctx.user!, args.id),
  },
  Mutation: {
    mudarLinguaUsuario: (_r, args: { id: string; idioma: string }, ctx: PortalContext) => {
      const id = parseId('id', args.id);
      if (!isIdioma(args.idioma)) throw badInput([{ field: 'idioma', key: 'error.invalidInput' }]);
      return shell.mudarLinguaUsuario(ctx.database.db, ctx.user!, id, args.idioma, ctx.requestId);
    },
    setCurrentUserOnboardingSeen: (_r, args: { id: string }, ctx: PortalContext) =>
      shell.setOnboardingSeen(ctx.database.db, ctx.user!, args.id, ctx.requestId),
  },
};
