import type { Resolvers } from '../../generated/graphql.js';
import type { SignedInContext } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import './superadmin.messages.js';
import { directoryOf as directoryOfConfig } from './sincronizacao/directory.js';
import { sincronizarGruposProvedor } from './sincronizacao/grupos.service.js';
import { parseEmailUsuario, sincronizarUsuarios, type RelatorioSincronizacao } from './sincronizacao/sincronizacao.service.js';
import { runningJobs } from '../../platform/jobs/plugin.js';
import { migracaoView } from './migracoes/migracao.view.js';
import { iniciarMigracao, listarMigracoes } from './migracoes/migracoes.service.js';

/** The identity provider in use (sincronizacao/directory.ts). */
const directoryOf = (ctx: SignedInContext) => directoryOfConfig(ctx.config);

/** Wakes this instance's worker of a queue a run wrote to, once the run committed. */
const acordar = (ctx: SignedInContext) => (fila: string) => runningJobs(ctx.reply.server)?.wake(fila);

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
      answer(ctx, await sincronizarUsuarios(ctx.database.db, ctx.user, directoryOf(ctx), { email: null, dryRun: dryRun === true, requestId: ctx.requestId, acordar: acordar(ctx) })),
    sincronizarIdentityProvider: async (_r, { emailUsuario, dryRun }, ctx) => {
      const email = parseEmailUsuario(emailUsuario);
      return answer(ctx, await sincronizarUsuarios(ctx.database.db, ctx.user, directoryOf(ctx), { email, dryRun: dryRun === true, requestId: ctx.requestId, acordar: acordar(ctx) }));
    },
    sincronizarDealers: async (_r, { dryRun }, ctx) =>
      answer(ctx, await sincronizarGruposProvedor(ctx.database.db, ctx.user, directoryOf(ctx), { alvo: 'DEALERS', dryRun: dryRun === true, requestId: ctx.requestId })),
    sincronizarGrupos: async (_r, { dryRun }, ctx) =>
      answer(ctx, await sincronizarGruposProvedor(ctx.database.db, ctx.user, directoryOf(ctx), { alvo: 'GRUPOS', dryRun: dryRun === true, requestId: ctx.requestId })),
  },
};
