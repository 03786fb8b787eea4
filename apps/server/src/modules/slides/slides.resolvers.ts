import { portalToday } from '@portal/domain';
import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import { ANUNCIO, SLIDE } from './conteudo.kinds.js';
import * as conteudo from './conteudo.service.js';
import { parseAnuncioInput, parseSlideInput } from './slides.input.js';
import './slides.messages.js';

/**
 * Resolvers only parse input and call the services; the @auth policies are in slides.graphql.
 * "Today" is the portal's calendar day (America/Sao_Paulo).
 */
export const slidesResolvers: Resolvers = {
  Query: {
    slides: (_r, { filtro }, ctx) => conteudo.listConteudos(ctx.database.db, SLIDE, filtro ?? {}, portalToday(), ctx.user.id),
    slide: (_r, { id }, ctx) => conteudo.getConteudo(ctx.database.db, SLIDE, parseId('id', id), portalToday(), ctx.user.id),
    slidesAtivos: (_r, _a, ctx) => conteudo.conteudosAtivos(ctx.database.db, ctx.user, SLIDE, portalToday()),
    anuncios: (_r, { filtro }, ctx) => conteudo.listConteudos(ctx.database.db, ANUNCIO, filtro ?? {}, portalToday(), ctx.user.id),
    anuncio: (_r, { id }, ctx) => conteudo.getConteudo(ctx.database.db, ANUNCIO, parseId('id', id), portalToday(), ctx.user.id),
    anuncioAleatorio: (_r, _a, ctx) => conteudo.conteudoAleatorio(ctx.database.db, ctx.user, ANUNCIO, portalToday()),
  },
  Mutation: {
    salvarSlide: (_r, { slide }, ctx) =>
      conteudo.salvarConteudo(ctx.database.db, ctx.storage.store, ctx.user, SLIDE, parseSlideInput(slide), portalToday(), ctx.requestId),
    ativarSlide: (_r, { id }, ctx) => conteudo.ativarConteudo(ctx.database.db, ctx.user, SLIDE, parseId('id', id), true, portalToday(), ctx.requestId),
    inativarSlide: (_r, { id }, ctx) => conteudo.ativarConteudo(ctx.database.db, ctx.user, SLIDE, parseId('id', id), false, portalToday(), ctx.requestId),
    salvarAnuncio: (_r, { anuncio }, ctx) =>
      conteudo.salvarConteudo(ctx.database.db, ctx.storage.store, ctx.user, ANUNCIO, parseAnuncioInput(anuncio), portalToday(), ctx.requestId),
    ativarAnuncio: (_r, { id }, ctx) => conteudo.ativarConteudo(ctx.database.db, ctx.user, ANUNCIO, parseId('id', id), true, portalToday(), ctx.requestId),
    inativarAnuncio: (_r, { id }, ctx) => conteudo.ativarConteudo(ctx.database.db, ctx.user, ANUNCIO, parseId('id', id), false, portalToday(), ctx.requestId),
  },
};
