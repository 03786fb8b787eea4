import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import './dealers.messages.js';
import { parseDealerInput } from './dealers.input.js';
import * as dealers from './dealers.service.js';
import * as grupos from './grupos-dealer.service.js';

const optionalId = (field: string, v: string | null | undefined) => (v == null ? null : parseId(field, v));

/** What the dealers area needs from the areas built on it, handed in by modules/index.ts. */
export interface DealersDeps {
  inactivateUsersOfGrupo: grupos.InactivateUsersOfGrupo;
}

/**
 * Resolvers only parse input and call the services; the @auth policies are in dealers.graphql.
 * Every operation is ACCESS, so its context has a user. Types come from dealers.graphql.
 */
export const dealersResolvers = (deps: DealersDeps): Resolvers => ({
  Query: {
    dealers: (_r, { filtro }, ctx) =>
      dealers.listDealers(ctx.database.db, ctx.user, {
        ...filtro,
        grupoId: optionalId('grupoId', filtro?.grupoId),
        marcaId: optionalId('marcaId', filtro?.marcaId),
      }),
    dealer: (_r, { id }, ctx) => dealers.getDealer(ctx.database.db, ctx.user, parseId('id', id)),
    gruposDealers: (_r, { filtro }, ctx) => grupos.listGrupos(ctx.database.db, ctx.user, filtro ?? {}),
    grupoDealer: (_r, { id }, ctx) => grupos.getGrupo(ctx.database.db, ctx.user, parseId('id', id)),
  },
  Mutation: {
    salvarDealer: (_r, { dealer }, ctx) => dealers.salvarDealer(ctx.database.db, ctx.user, parseDealerInput(dealer), ctx.requestId),
    ativarDealer: (_r, { id }, ctx) => dealers.setDealerActive(ctx.database.db, ctx.user, parseId('id', id), true, ctx.requestId),
    inativarDealer: (_r, { id }, ctx) => dealers.setDealerActive(ctx.database.db, ctx.user, parseId('id', id), false, ctx.requestId),
    salvarGrupoDealer: (_r, { grupo }, ctx) =>
      grupos.salvarGrupo(ctx.database.db, ctx.user, { id: optionalId('id', grupo.id), nome: grupo.nome }, ctx.requestId),
    ativarGrupoDealer: (_r, { id }, ctx) => grupos.ativarGrupo(ctx.database.db, ctx.user, parseId('id', id), ctx.requestId),
    inativarGrupoDealer: (_r, { id }, ctx) =>
      grupos.inativarGrupo(ctx.database.db, ctx.user, parseId('id', id), ctx.requestId, deps.inactivateUsersOfGrupo),
    removerMarcaDealers: (_r, { marcaId, dealerIds }, ctx) =>
      dealers.removerMarcaDealers(
        ctx.database.db,
        ctx.user,
        parseId('marcaId', marcaId),
        dealerIds ? [...new Set(dealerIds.map((v) => parseId('dealerIds', v)))] : null,
        ctx.requestId,
      ),
  },
});
