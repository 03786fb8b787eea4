import type { Resolvers } from '../../../generated/graphql.js';
import { parseId } from '../../../platform/db/ids.js';
import type { SignedInContext } from '../../../platform/graphql/context.js';
import { contarAudiencia, destinatariosDosGrupos, pessoasPorNomeOuEmail } from './audiencia.service.js';
import { comunicadoView, type Leitor } from './comunicado.view.js';
import { aprovadores, etiquetas, listarComunicados } from './listas.service.js';
import { criarErrata, excluirComunicado, salvarComunicado } from './rascunho.service.js';
import { aprovar, cancelarAgendamento, enviar, paraAprovacao, rejeitar } from './transicoes.service.js';

const leitor = (ctx: SignedInContext): Leitor => ({ user: ctx.user, idioma: ctx.idioma, links: ctx.storage.links });
/** Answers the notice after a write, as its caller now reads it. */
const depois = async (ctx: SignedInContext, id: number) => comunicadoView(ctx.database.db, leitor(ctx), id);
/** A list of ids from the form: BAD_USER_INPUT naming the field for one that is not an id. */
const ids = (field: string, values: readonly string[] | null | undefined) => (values ?? []).map((v) => parseId(field, v));

/**
 * The author's and approver's side of notices (spec 02 §2 "Notices", §4): drafts, the
 * transitions, the lists and what the form asks for. Thin: services hold the rules.
 */
export const escritaResolvers: Resolvers = {
  Query: {
    comunicado: (_r, { id }, ctx) => comunicadoView(ctx.database.db, leitor(ctx), parseId('id', id)),
    comunicados: (_r, { filtro }, ctx) => listarComunicados(ctx.database.db, leitor(ctx), filtro),
    aprovadoresComunicado: (_r, { busca }, ctx) => aprovadores(ctx.database.db, ctx.user, busca),
    etiquetasComunicados: (_r, { busca }, ctx) => etiquetas(ctx.database.db, ctx.user, busca),
    destinatariosGruposComunicado: (_r, { filtro: f }, ctx) =>
      destinatariosDosGrupos(ctx.database.db, ctx.user, { grupoIds: ids('idsGrupos', f.idsGrupos), busca: f.busca, page: f.page, rowsPerPage: f.rowsPerPage }),
    usuariosComunicado: (_r, { texto }, ctx) => pessoasPorNomeOuEmail(ctx.database.db, ctx.user, texto),
    audienciaComunicado: (_r, { destinatarios: d }, ctx) =>
      contarAudiencia(ctx.database.db, ctx.user, {
        grupoIds: ids('idsGrupos', d.idsGrupos),
        removidoIds: ids('idsUsuariosRemovidos', d.idsUsuariosRemovidos),
        emails: d.emailsAvulsos ?? [],
      }),
  },
  Mutation: {
    salvarComunicado: async (_r, { comunicado }, ctx) =>
      depois(ctx, await salvarComunicado(ctx.database.db, ctx.user, ctx.idioma, comunicado, new Date(), ctx.requestId)),
    excluirComunicado: (_r, { id }, ctx) => excluirComunicado(ctx.database.db, ctx.user, ctx.idioma, parseId('id', id), ctx.requestId),
    enviarComunicado: async (_r, { id }, ctx) => {
      const n = parseId('id', id);
      await enviar(ctx.database.db, ctx.user, ctx.idioma, n, new Date(), ctx.requestId);
      return depois(ctx, n);
    },
    enviarComunicadoParaAprovacao: async (_r, { id, idAprovador }, ctx) => {
      const n = parseId('id', id);
      await paraAprovacao(ctx.database.db, ctx.user, ctx.idioma, n, parseId('idAprovador', idAprovador), new Date(), ctx.requestId);
      return depois(ctx, n);
    },
    aprovarComunicado: async (_r, { id }, ctx) => {
      const n = parseId('id', id);
      await aprovar(ctx.database.db, ctx.user, ctx.idioma, n, new Date(), ctx.requestId);
      return depois(ctx, n);
    },
    rejeitarComunicado: async (_r, { id, motivo }, ctx) => {
      const n = parseId('id', id);
      await rejeitar(ctx.database.db, ctx.user, ctx.idioma, n, motivo, new Date(), ctx.requestId);
      return depois(ctx, n);
    },
    cancelarAgendamentoComunicado: async (_r, { id }, ctx) => {
      const n = parseId('id', id);
      await cancelarAgendamento(ctx.database.db, ctx.user, ctx.idioma, n, new Date(), ctx.requestId);
      return depois(ctx, n);
    },
    criarErrataComunicado: async (_r, { idParent }, ctx) =>
      depois(ctx, await criarErrata(ctx.database.db, ctx.user, ctx.idioma, parseId('idParent', idParent), new Date(), ctx.requestId)),
  },
  DashboardComunicado: {
    comunicado: (painel, _a, ctx) => comunicadoView(ctx.database.db, { user: ctx.user!, idioma: ctx.idioma, links: ctx.storage.links }, painel.comunicadoId),
  },
};
