import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import * as importacoes from './importacoes.service.js';

/** The user import's GraphQL side (the upload, the template and the error workbook are REST: imports.routes.ts). Thin: ids parsed, the service, the view in the caller's language. */
export const importsResolvers: Resolvers = {
  Query: {
    importStatus: async (_r, { id }, ctx) => {
      const row = await importacoes.importStatus(ctx.database.db, ctx.user, id == null ? null : parseId('id', id));
      return row && importacoes.view(row, ctx.idioma, ctx.labels);
    },
    importacoes: async (_r, { page, rowsPerPage }, ctx) => {
      const res = await importacoes.listarImportacoes(ctx.database.db, ctx.user, { page, rowsPerPage });
      return { totalElements: res.totalElements, content: res.content.map((r) => importacoes.view(r, ctx.idioma, ctx.labels)) };
    },
    errosImportacao: (_r, { id, page, rowsPerPage }, ctx) =>
      importacoes.errosImportacao(ctx.database.db, ctx.user, parseId('id', id), { page, rowsPerPage }, { idioma: ctx.idioma, labels: ctx.labels }),
  },
  Mutation: {
    confirmarImportacao: async (_r, { id }, ctx) => {
      const row = await importacoes.confirmarImportacao(ctx.database.db, ctx.user, parseId('id', id), { requestId: ctx.requestId, runJob: ctx.runJob });
      return importacoes.view(row, ctx.idioma, ctx.labels);
    },
    cancelarImportacao: async (_r, { id }, ctx) => {
      const row = await importacoes.cancelarImportacao(ctx.database.db, ctx.user, parseId('id', id), ctx.requestId);
      return importacoes.view(row, ctx.idioma, ctx.labels);
    },
  },
};
