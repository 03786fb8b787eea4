import type { SortFilter } from '../../platform/db/list-order.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './dealers.messages.js';
import { parseDealerInput, type DealerInput } from './dealers.input.js';
import * as dealers from './dealers.service.js';
import * as grupos from './grupos.service.js';

interface Filtro extends SortFilter {
  busca?: string | null;
  grupoId?: string | null;
  marcaId?: string | null;
  active?: boolean | null;
  page?: number | null;
  rowsPerPage?: number | null;
}

const optionalId = (field: string, v: string | null | undefined) => (v == null ? null : parseId(field, v));

/** What the dealers area needs from the areas built on it, handed in by modules/index.ts. */
export interface DealersDeps {
  inactivateUsersOfGrupo: grupos.InactivateUsersOfGrupo;
}

/** Resolvers only parse input and call the services; the @auth policies are in dealers.graphql. */
export const dealersResolvers = (deps: DealersDeps): Resolvers => ({
  Query: {
    dealers: (_r, { filtro = {} }: { filtro?: Filtro | null }, ctx: PortalContext) =>
      dealers.listDealers(ctx.database.db, ctx.user!, {
        ...(filtro ?? {}),
        grupoId: optionalId('grupoId', filtro?.grupoId),
        marcaId: optionalId('marcaId', filtro?.marcaId),
      }),
    dealer: (_r, args: { id: string }, ctx: PortalContext) => dealers.getDealer(ctx.database.db, ctx.user!, parseId('id', args.id)),
    gruposDealers: (_r, { filtro }: { filtro?: grupos.GrupoDealerFiltro | null }, ctx: PortalContext) =>
      grupos.listGrupos(ctx.database.db, ctx.user!, filtro ?? {}),
    grupoDealer: (_r, args: { id: string }, ctx: PortalContext) => grupos.getGrupo(ctx.database.db, ctx.user!, parseId('id', args.id)),
  },
  Mutation: {
    salvarDealer: (_r, args: { dealer: DealerInput }, ctx: PortalContext) =>
      dealers.salvarDealer(ctx.database.db, ctx.user!, parseDealerInput(args.dealer), ctx.requestId),
    ativarDealer: (_r, args: { id: string }, ctx: PortalContext) =>
      dealers.setDealerActive(ctx.database.db, ctx.user!, parseId('id', args.id), true, ctx.requestId),
    inativarDealer: (_r, args: { id: string }, ctx: PortalContext) =>
      dealers.setDealerActive(ctx.database.db, ctx.user!, parseId('id', args.id), false, ctx.requestId),
    salvarGrupoDealer: (_r, args: { grupo: { id?: string | null; nome: string } }, ctx: PortalContext) =>
      grupos.salvarGrupo(
        ctx.database.db,
        ctx.user!,
        { id: optionalId('id', args.grupo.id), nome: args.grupo.nome },
        ctx.requestId,
      ),
    ativarGrupoDealer: (_r, args: { id: string }, ctx: PortalContext) =>
      grupos.ativarGrupo(ctx.database.db, ctx.user!, parseId('id', args.id), ctx.requestId),
    inativarGrupoDealer: (_r, args: { id: string }, ctx: PortalContext) =>
      grupos.inativarGrupo(ctx.database.db, ctx.user!, parseId('id', args.id), ctx.requestId, deps.inactivateUsersOfGrupo),
    removerMarcaDealers: (_r, args: { marcaId: string; dealerIds?: string[] | null }, ctx: PortalContext) =>
      dealers.removerMarcaDealers(
        ctx.database.db,
        ctx.user!,
        parseId('marcaId', args.marcaId),
        args.dealerIds ? [...new Set(args.dealerIds.map((v) => parseId('dealerIds', v)))] : null,
        ctx.requestId,
      ),
  },
});
