import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import * as definicoes from './definicoes.service.js';
import { exportarRelatorio } from './exportacao.js';
import { dadosDoRelatorio } from './internos.service.js';
import { relatorioView } from './relatorio.view.js';
import { parseRelatorioInput } from './reports.input.js';
import './reports.messages.js';

/** Resolvers only parse input and call the services; the @auth policies are in reports.graphql. */
export const reportsResolvers: Resolvers = {
  Query: {
    relatorios: (_r, { filtro }, ctx) => definicoes.listRelatorios(ctx.database.db, ctx.user, filtro ?? {}),
    relatorioCadastro: (_r, { id }, ctx) => definicoes.relatorioCadastro(ctx.database.db, ctx.user, parseId('id', id)),
    relatorio: async (_r, { slug }, ctx) => relatorioView(await definicoes.relatorioAberto(ctx.database.db, ctx.user, slug), ctx.user.idioma),
    relatoriosDoUsuario: async (_r, _a, ctx) => (await definicoes.relatoriosDoUsuario(ctx.database.db, ctx.user)).map((r) => relatorioView(r, ctx.user.idioma)),
    dadosRelatorio: async (_r, { slug }, ctx) => (await dadosDoRelatorio(ctx.database.db, ctx.user, slug)).dados,
  },
  Mutation: {
    salvarRelatorio: (_r, { relatorio }, ctx) => definicoes.salvarRelatorio(ctx.database.db, ctx.user, parseRelatorioInput(relatorio), ctx.requestId),
    ativarRelatorio: (_r, { id }, ctx) => definicoes.ativarRelatorio(ctx.database.db, ctx.user, parseId('id', id), true, ctx.requestId),
    inativarRelatorio: (_r, { id }, ctx) => definicoes.ativarRelatorio(ctx.database.db, ctx.user, parseId('id', id), false, ctx.requestId),
    exportarRelatorio: (_r, { slug }, ctx) => exportarRelatorio(ctx.database.db, ctx.storage, ctx.user, slug),
  },
};
