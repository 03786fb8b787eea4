import type { Resolvers } from '../../generated/graphql.js';
import type { SignedInContext } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import './superadmin.messages.js';
import { embeddedDirectory } from './sincronizacao/embedded-directory.js';
import type { IdentityDirectory } from './sincronizacao/identity-directory.js';
import {
  parseEmailUsuario,
  sincronizarGruposProvedor,
  sincronizarUsuarios,
  type RelatorioSincronizacao,
} from './sincronizacao/sincronizacao.service.js';
import { AppError } from '../../platform/errors.js';
import { migracaoView } from './migracoes/migracao.view.js';
import { iniciarMigracao, listarMigracoes } from './migracoes/migracoes.service.js';

/**
 * The identity provider in use. Embedded today; with OIDC_ISSUER (Keycloak) the directory over its
 * admin API is the next step, so until then a synchronisation says it is not available rather
 * than reconciling against the wrong provider.
 */
function directoryOf(ctx: SignedInContext): IdentityDirectory {
  if (!ctx.config.embeddedIdp) throw new AppError('CONFLICT', 'error.superadmin.provedorExterno');
  return embeddedDirectory({ config: ctx.config, database: ctx.database, log: ctx.reply.request.log });
}

/** The report as the API answers it: ids as GraphQL IDs, observacao in the caller's language. */
const answer = (ctx: SignedInContext, r: RelatorioSincronizacao) => ({
  ...r,
  observacao: r.observacao && t(ctx.idioma, r.observacao),
});

/** Thin: the @auth policies (provider user type only) are in superadmin.graphql. */
export const superadminResolvers: Resolvers = {
  Query: {
    migracoes: async (_r, _a, ctx) => (await listarMigracoes(ctx.database.db)).map((m) => migracaoView(ctx.idioma, m)),
  },
  Mutation: {
    iniciarMigracao: async (_r, { tipo }, ctx) =>
      migracaoView(ctx.idioma, await iniciarMigracao(ctx.database.db, ctx.user, tipo, { requestId: ctx.requestId, runJob: ctx.runJob })),
    sincronizarUsuarios: async (_r, { dryRun }, ctx) =>
      answer(ctx, await sincronizarUsuarios(ctx.database.db, ctx.user, directoryOf(ctx), { email: null, dryRun: dryRun === true, requestId: ctx.requestId })),
    sincronizarIdentityProvider: async (_r, { emailUsuario, dryRun }, ctx) => {
      const email = parseEmailUsuario(emailUsuario);
      return answer(ctx, await sincronizarUsuarios(ctx.database.db, ctx.user, directoryOf(ctx), { email, dryRun: dryRun === true, requestId: ctx.requestId }));
    },
    sincronizarDealers: async (_r, { dryRun }, ctx) =>
      answer(ctx, await sincronizarGruposProvedor(ctx.database.db, ctx.user, directoryOf(ctx), { alvo: 'DEALERS', dryRun: dryRun === true, requestId: ctx.requestId })),
    sincronizarGrupos: async (_r, { dryRun }, ctx) =>
      answer(ctx, await sincronizarGruposProvedor(ctx.database.db, ctx.user, directoryOf(ctx), { alvo: 'GRUPOS', dryRun: dryRun === true, requestId: ctx.requestId })),
  },
};
