import type { SortDirection } from '../../platform/db/list-order.js';
import type { MercuriusLoaders } from 'mercurius';
import { normalizeCpf, normalizeEmail, type UserType } from '@portal/domain';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './users.messages.js';
import { mudarEstadoUsuario } from './ativacao.service.js';
import { listCargos, podeAdicionarCargo } from './cargos.service.js';
import { sendConvite } from './convite.js';
import * as dominio from './dominio.service.js';
import { salvarUsuario } from './salvar-usuario.service.js';
import {
  parseCargoInput,
  parseCargosInput,
  parseInfosInput,
  parseUsuarioInput,
  type CargoInput,
  type UsuarioInfoInput,
  type UsuarioInput,
} from './users.input.js';
import { getUsuario, infoUsuario, listUsuarios } from './usuarios-list.service.js';
import { relations, type UsuarioRow } from './usuario.view.js';

interface FiltroArgs {
  filtro?: {
    busca?: string | null;
    tipo?: string | null;
    marcaId?: string | null;
    grupoId?: string | null;
    dealerId?: string | null;
    active?: boolean | null;
    page?: number | null;
    rowsPerPage?: number | null;
    sortBy?: string | null;
    sortDirection?: SortDirection | null;
  } | null;
}

const optionalId = (field: string, v: string | null | undefined) => (v ? parseId(field, v) : null);
const ids = (field: string, list: readonly string[] | null | undefined) => (list ? list.map((v) => parseId(field, v)) : null);
const db = (ctx: PortalContext) => ctx.database.db;

/** Resolvers only parse input and call the services; the @auth policies are in users.graphql. */
export const usersResolvers: Resolvers = {
  Query: {
    usuarios: (_r, { filtro }: FiltroArgs, ctx: PortalContext) =>
      listUsuarios(db(ctx), ctx.user!, {
        ...filtro,
        marcaId: optionalId('marcaId', filtro?.marcaId),
        grupoId: optionalId('grupoId', filtro?.grupoId),
        dealerId: optionalId('dealerId', filtro?.dealerId),
      }),
    usuario: (_r, args: { id: string }, ctx: PortalContext) => getUsuario(db(ctx), ctx.user!, parseId('id', args.id)),
    infoUsuario: (_r, args: { usuarioId: string }, ctx: PortalContext) =>
      infoUsuario(db(ctx), ctx.user!, parseId('usuarioId', args.usuarioId)),
    usuarioDominio: (_r, args: { marcas?: string[] | null; grupos?: string[] | null }, ctx: PortalContext) =>
      dominio.usuarioDominio(db(ctx), ctx.user!, { marcas: ids('marcas', args.marcas), grupos: ids('grupos', args.grupos) }),
    usuariosPortalProperties: (_r, _a, ctx: PortalContext) => dominio.userFormProperties(db(ctx)),
    departamentosCargosUsuarios: (_r, _a, ctx: PortalContext) => dominio.departamentosCargos(db(ctx)),
    produtosByDealersAndTipoUsuario: (_r, args: { idsDealer?: string[] | null; tipoUsuario: UserType }, ctx: PortalContext) =>
      dominio.produtosByDealersAndTipoUsuario(db(ctx), ctx.user!, ids('idsDealer', args.idsDealer) ?? [], args.tipoUsuario),
    usuarioByCpf: (_r, args: { cpf: string }, ctx: PortalContext) => {
      const cpf = normalizeCpf(args.cpf);
      return cpf ? dominio.usuarioRefBy(db(ctx), ctx.user!, { cpf }) : null;
    },
    usuarioByEmail: (_r, args: { email: string }, ctx: PortalContext) => {
      const email = normalizeEmail(args.email);
      return email ? dominio.usuarioRefBy(db(ctx), ctx.user!, { email }) : null;
    },
    cargos: (_r, args: { usuarioId?: string | null; principais?: boolean | null }, ctx: PortalContext) =>
      listCargos(db(ctx), ctx.user!, optionalId('usuarioId', args.usuarioId), args.principais === true),
  },
  Mutation: {
    salvarUsuario: async (
      _r,
      args: { usuario: UsuarioInput; cargos?: CargoInput[] | null; infos?: UsuarioInfoInput | null },
      ctx: PortalContext,
    ) => {
      const save = { usuario: parseUsuarioInput(args.usuario), cargos: parseCargosInput(args.cargos), infos: parseInfosInput(args.infos) };
      const props = await dominio.userFormProperties(db(ctx));
      const { embeddedIdp } = ctx.config;
      const result = await salvarUsuario(db(ctx), ctx.user!, save, { props, embeddedIdp, requestId: ctx.requestId });
      if (result.convite) {
        await sendConvite({ config: ctx.config, database: ctx.database, log: ctx.reply.request.log }, result.convite);
      }
      return { usuario: result.usuario, criado: result.criado };
    },
    podeAdicionarCargo: async (_r, args: { cargoAdicionadoInput: CargoInput; cargosInputs?: CargoInput[] | null }, ctx: PortalContext) =>
      podeAdicionarCargo(
        db(ctx),
        await dominio.userFormProperties(db(ctx)),
        parseCargoInput(args.cargoAdicionadoInput),
        parseCargosInput(args.cargosInputs),
      ),
    ativarUsuario: (_r, args: { id: string }, ctx: PortalContext) =>
      mudarEstadoUsuario(db(ctx), ctx.user!, parseId('id', args.id), 'ATIVAR', ctx.requestId),
    inativarUsuario: (_r, args: { id: string }, ctx: PortalContext) =>
      mudarEstadoUsuario(db(ctx), ctx.user!, parseId('id', args.id), 'INATIVAR', ctx.requestId),
    liberarAtivacaoEspecial: (_r, args: { id: string }, ctx: PortalContext) =>
      mudarEstadoUsuario(db(ctx), ctx.user!, parseId('id', args.id), 'LIBERAR_ATIVACAO_ESPECIAL', ctx.requestId),
    removerAtivacaoEspecial: (_r, args: { id: string }, ctx: PortalContext) =>
      mudarEstadoUsuario(db(ctx), ctx.user!, parseId('id', args.id), 'REMOVER_ATIVACAO_ESPECIAL', ctx.requestId),
  },
};

type Relation = keyof typeof relations;

/** One loader per relation of Usuario: a page's users share one query per relation asked for. */
function loader(relation: Relation) {
  return async (queries: { obj: UsuarioRow }[], ctx: PortalContext) =>
    relations[relation](ctx.database.db, queries.map((q) => q.obj.id));
}

// Mercurius hands loaders the context plugin.ts builds (PortalContext) but types it as its own.
export const usersLoaders = {
  Usuario: Object.fromEntries((Object.keys(relations) as Relation[]).map((r) => [r, loader(r)])),
} as unknown as MercuriusLoaders;
