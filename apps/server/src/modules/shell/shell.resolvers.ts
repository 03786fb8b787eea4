import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import './shell.messages.js';
import { menuUsuarioLogado, type MenuEntriesProvider } from './menu.service.js';
import * as shell from './shell.service.js';

/**
 * Resolvers only parse input and call the services; the @auth policies are in shell.graphql. Every
 * operation is SIGNED_IN, so its context has a user. Types come from shell.graphql; the schema's
 * Idioma enum has refused any other language before mudarLinguaUsuario runs.
 */
export interface ShellDeps {
  /** Menu entries of areas ranked above the shell (the reports the user may open), handed in by modules/index.ts. */
  menuEntries?: MenuEntriesProvider;
}

export const shellResolvers = (deps: ShellDeps = {}): Resolvers => ({
  Query: {
    usuarioLogado: (_r, _a, ctx) => shell.usuarioLogado(ctx.database.db, ctx.user),
    menuUsuarioLogado: (_r, _a, ctx) => menuUsuarioLogado(ctx.database.db, ctx.user, ctx.publicUrl, deps.menuEntries),
    currentUserOnboardingIsSeen: (_r, { id }, ctx) => shell.onboardingIsSeen(ctx.database.db, ctx.user, id),
  },
  Mutation: {
    mudarLinguaUsuario: (_r, { id, idioma }, ctx) =>
      shell.mudarLinguaUsuario(ctx.database.db, ctx.user, parseId('id', id), idioma, ctx.requestId),
    setCurrentUserOnboardingSeen: (_r, { id }, ctx) => shell.setOnboardingSeen(ctx.database.db, ctx.user, id, ctx.requestId),
  },
});
