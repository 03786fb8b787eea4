import type { Resolvers } from '../../../generated/graphql.js';
import { parseId } from '../../../platform/db/ids.js';
import { notFound, unauthenticated } from '../../../platform/errors.js';
import { comunicadoViews } from '../escrita/comunicado.view.js';
import { exportacaoComunicado, exportarComunicado } from './exportacao.service.js';
import { lembrarPendentes } from './lembrete.service.js';
import { painelComunicado } from './painel.service.js';
import { pendentesComunicado } from './pendentes.service.js';
import { quebraComunicado } from './quebra.service.js';

/**
 * The notices dashboard (/comunicados/dashboard/{id}): counts and reading curve, breakdown,
 * pending people, reminder, export. @auth (notices.graphql) admits creators and approvers; the
 * services add the notice's own rule (author, picked approver, approval holders; NOT_FOUND else).
 */
export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardComunicado: (_r, { id }, ctx) => painelComunicado(ctx.database.db, ctx.user, parseId('id', id), new Date()),
    quebraComunicado: (_r, { id, nivel, page, rowsPerPage }, ctx) =>
      quebraComunicado(ctx.database.db, ctx.user, parseId('id', id), nivel, { page, rowsPerPage }, { idioma: ctx.idioma, labels: ctx.labels }),
    pendentesComunicado: (_r, { id, filtro }, ctx) => pendentesComunicado(ctx.database.db, ctx.user, parseId('id', id), filtro),
    exportacaoComunicado: (_r, { id }, ctx) => exportacaoComunicado(ctx.database.db, ctx.storage.links, ctx.user, parseId('id', id)),
  },
  Mutation: {
    lembrarPendentesComunicado: (_r, { id }, ctx) => lembrarPendentes(ctx.database.db, ctx.user, parseId('id', id), new Date(), ctx.requestId),
    exportarComunicado: (_r, { id }, ctx) =>
      exportarComunicado(ctx.database.db, ctx.storage.links, ctx.user, parseId('id', id), ctx.runJob, ctx.requestId),
  },
  DashboardComunicado: {
    // The notice as the author's side shows it (escrita/'s view), asked only when the screen wants it.
    comunicado: async (painel, _a, ctx) => {
      if (!ctx.user) throw unauthenticated();
      const [view] = await comunicadoViews(ctx.database.db, { user: ctx.user, idioma: ctx.idioma, links: ctx.storage.links }, [painel.comunicadoId]);
      if (!view) throw notFound('comunicado');
      return view;
    },
  },
};
