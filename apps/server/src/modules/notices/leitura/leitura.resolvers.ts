import type { Resolvers } from '../../../generated/graphql.js';
import { parseId } from '../../../platform/db/ids.js';
import { arquivar, darCiencia, favoritar, marcarComoLido } from './acoes.service.js';
import { departamentosComunicados } from './departamentos.service.js';
import { comunicadoEnvio, comunicadoEnvios, comunicadoEnviosRecentes, countComunicadosNaoLidos } from './envios.service.js';

export { leituraLoaders } from './recebido.loaders.js';

/**
 * A recipient's reading of notices (spec 02 §2 "Notices", home): the lists, the receive view, the
 * unread badge, the home card, the departments, and what a recipient does with a delivery. Every
 * signed-in user, on their own deliveries only (the services key every read and write by ctx.user).
 */
export const leituraResolvers: Resolvers = {
  Query: {
    departamentosComunicados: (_r, _a, ctx) => departamentosComunicados(ctx.database.db),
    comunicadoEnviosRecentes: (_r, _a, ctx) => comunicadoEnviosRecentes(ctx.database.db, ctx.user.id, new Date()),
    comunicadoEnvios: (_r, { filtro }, ctx) => comunicadoEnvios(ctx.database.db, ctx.user.id, filtro, new Date()),
    comunicadoEnvio: (_r, { idComunicado }, ctx) => comunicadoEnvio(ctx.database.db, ctx.user.id, parseId('idComunicado', idComunicado)),
    countComunicadosNaoLidos: (_r, _a, ctx) => countComunicadosNaoLidos(ctx.database.db, ctx.user.id, new Date()),
  },
  Mutation: {
    marcarComunicadoComoLido: (_r, { idComunicado }, ctx) =>
      marcarComoLido(ctx.database.db, ctx.user.id, parseId('idComunicado', idComunicado), new Date()),
    darCienciaComunicado: (_r, { idComunicado }, ctx) => darCiencia(ctx.database.db, ctx.user.id, parseId('idComunicado', idComunicado), new Date()),
    favoritarComunicado: (_r, { idComunicado, favorito }, ctx) =>
      favoritar(ctx.database.db, ctx.user.id, parseId('idComunicado', idComunicado), favorito),
    arquivarComunicado: (_r, { idComunicado, arquivado }, ctx) =>
      arquivar(ctx.database.db, ctx.user.id, parseId('idComunicado', idComunicado), arquivado),
  },
};
