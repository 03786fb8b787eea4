import { isIdioma, LANGUAGES, IDIOMAS } from '@portal/domain';
import { badInput } from '../../platform/errors.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './shell.messages.js';
import { buildMenu, CURRENT_PRODUCT } from './menu.service.js';
import { getPortalProperties } from './portal-properties.service.js';
import * as shell from './shell.service.js';

/** Resolvers only parse input and call the services; the @auth policies are in shell.graphql. */
export const shellResolvers: Resolvers = {
  Query: {
    usuarioLogado: (_r, _a, ctx: PortalContext) => shell.usuarioLogado(ctx.database.db, ctx.user!),
    menuUsuarioLogado: async (_r, _a, ctx: PortalContext) => {
      const db = ctx.database.db;
      const user = ctx.user!;
      const [props, logged] = await Promise.all([getPortalProperties(db), shell.usuarioLogado(db, user)]);
      const portalUrl = ctx.publicUrl;
      const menus = await buildMenu(db, user, portalUrl);
      return {
        title: props.name,
        theme: logged.marcas[0]?.palette ?? 'provedor',
        productName: props.name,
        currentProduct: CURRENT_PRODUCT,
        linkHelpTec: props.linkHelpTec,
        linkPortal: portalUrl,
        linkAcademia: props.linkAcademia,
        brandImageUrl: null,
        showMyAccount: props.showMyAccount,
        showOnboarding: props.showOnboarding,
        locales: IDIOMAS.map((id) => ({ id, description: LANGUAGES[id] })),
        menus: JSON.stringify(menus),
      };
    },
    currentUserOnboardingIsSeen: (_r, args: { id: string }, ctx: PortalContext) =>
      shell.onboardingIsSeen(ctx.database.db, ctx.user!, args.id),
  },
  Mutation: {
    mudarLinguaUsuario: (_r, args: { id: string; idioma: string }, ctx: PortalContext) => {
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) throw badInput([{ field: 'id', key: 'error.invalidInput' }]);
      if (!isIdioma(args.idioma)) throw badInput([{ field: 'idioma', key: 'error.invalidInput' }]);
      return shell.mudarLinguaUsuario(ctx.database.db, ctx.user!, id, args.idioma, ctx.requestId);
    },
    setCurrentUserOnboardingSeen: (_r, args: { id: string }, ctx: PortalContext) =>
      shell.setOnboardingSeen(ctx.database.db, ctx.user!, args.id, ctx.requestId),
  },
};
