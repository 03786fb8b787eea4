import { normalizeCpf, normalizeEmail } from '@portal/domain';
import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext } from '../../platform/graphql/context.js';
import { defineLoaders } from '../../platform/graphql/loaders.js';
import './users.messages.js';
import { mudarEstadoUsuario } from './ativacao.service.js';
import { listCargos, podeAdicionarCargo } from './usuario-cargos.service.js';
import { sendConvite } from './convite.js';
import * as dominio from './dominio.service.js';
import { salvarUsuario } from './salvar-usuario.service.js';
import { parseCargoInput, parseCargosInput, parseInfosInput, parseUsuarioInput } from './users.input.js';
import { acoesPermitidas } from './users.policy.js';
import { getUsuario, infoUsuario, listUsuarios } from './usuarios-list.service.js';
import { relations, type UsuarioRow } from './usuario.view.js';

const optionalId = (field: string, v: string | null | undefined) => (v ? parseId(field, v) : null);
const ids = (field: string, list: readonly string[] | null | undefined) => (list ? list.map((v) => parseId(field, v)) : null);
const db = (ctx: PortalContext) => ctx.database.db;

/**
 * Resolvers only parse input and call the services; the @auth policies are in users.graphql.
 * Every operation is ACCESS, so its context has a user. Types come from users.graphql; Usuario is
 * answered as UsuarioRow (usuario.view.ts, its mapper in codegen.ts), the loaders below add its
 * relations.
 */
export const usersResolvers: Resolvers = {
  Query: {
    usuarios: (_r, { filtro }, ctx) =>
      listUsuarios(db(ctx), ctx.user, {
        ...filtro,
        marcaId: optionalId('marcaId', filtro?.marcaId),
        grupoId: optionalId('grupoId', filtro?.grupoId),
        dealerId: optionalId('dealerId', filtro?.dealerId),
      }),
    usuario: (_r, { id }, ctx) => getUsuario(db(ctx), ctx.user, parseId('id', id)),
    infoUsuario: (_r, { usuarioId }, ctx) => infoUsuario(db(ctx), ctx.user, parseId('usuarioId', usuarioId)),
    usuarioDominio: (_r, args, ctx) =>
      dominio.usuarioDominio(db(ctx), ctx.user, { marcas: ids('marcas', args.marcas), grupos: ids('grupos', args.grupos) }),
    usuariosPortalProperties: (_r, _a, ctx) => dominio.userFormProperties(db(ctx)),
    departamentosCargosUsuarios: (_r, _a, ctx) => dominio.departamentosCargos(db(ctx)),
    produtosByDealersAndTipoUsuario: (_r, args, ctx) =>
      dominio.produtosByDealersAndTipoUsuario(db(ctx), ctx.user, ids('idsDealer', args.idsDealer) ?? [], args.tipoUsuario),
    usuarioByCpf: (_r, args, ctx) => {
      const cpf = normalizeCpf(args.cpf);
      return cpf ? dominio.usuarioRefBy(db(ctx), ctx.user, { cpf }) : null;
    },
    usuarioByEmail: (_r, args, ctx) => {
      const email = normalizeEmail(args.email);
      return email ? dominio.usuarioRefBy(db(ctx), ctx.user, { email }) : null;
    },
    cargos: (_r, args, ctx) => listCargos(db(ctx), ctx.user, optionalId('usuarioId', args.usuarioId), args.principais === true),
  },
  Mutation: {
    salvarUsuario: async (_r, args, ctx) => {
      const save = { usuario: parseUsuarioInput(args.usuario), cargos: parseCargosInput(args.cargos), infos: parseInfosInput(args.infos) };
      const props = await dominio.userFormProperties(db(ctx));
      const { embeddedIdp } = ctx.config;
      const result = await salvarUsuario(db(ctx), ctx.user, save, { props, embeddedIdp, requestId: ctx.requestId });
      if (result.convite) {
        await sendConvite({ config: ctx.config, database: ctx.database, log: ctx.reply.request.log }, result.convite);
      }
      return { usuario: result.usuario, criado: result.criado };
    },
    podeAdicionarCargo: async (_r, args, ctx) =>
      podeAdicionarCargo(
        db(ctx),
        await dominio.userFormProperties(db(ctx)),
        parseCargoInput(args.cargoAdicionadoInput),
        parseCargosInput(args.cargosInputs),
      ),
    ativarUsuario: (_r, { id }, ctx) => mudarEstadoUsuario(db(ctx), ctx.user, parseId('id', id), 'ATIVAR', ctx.requestId),
    inativarUsuario: (_r, { id }, ctx) => mudarEstadoUsuario(db(ctx), ctx.user, parseId('id', id), 'INATIVAR', ctx.requestId),
    liberarAtivacaoEspecial: (_r, { id }, ctx) =>
      mudarEstadoUsuario(db(ctx), ctx.user, parseId('id', id), 'LIBERAR_ATIVACAO_ESPECIAL', ctx.requestId),
    removerAtivacaoEspecial: (_r, { id }, ctx) =>
      mudarEstadoUsuario(db(ctx), ctx.user, parseId('id', id), 'REMOVER_ATIVACAO_ESPECIAL', ctx.requestId),
  },
};

/** One loader per relation of Usuario: a page's users share one query per relation asked for. */
const perPage =
  <T>(load: (db: PortalContext['database']['db'], page: readonly number[]) => Promise<T>) =>
  async (queries: readonly { obj: UsuarioRow }[], ctx: PortalContext) =>
    load(ctx.database.db, queries.map((q) => q.obj.id));

/** Usuario.acoesPermitidas: a page's rows in one go (users.policy.ts). Every root answering users is ACCESS. */
async function acoesLoader(queries: readonly { obj: UsuarioRow }[], ctx: PortalContext) {
  return ctx.user ? acoesPermitidas(ctx.database.db, ctx.user, queries.map((q) => q.obj)) : queries.map(() => []);
}

/** Checked against Usuario's fields (platform/graphql/loaders.ts): each answers what the schema says. */
export const usersLoaders = defineLoaders({
  Usuario: {
    marcas: perPage(relations.marcas),
    grupos: perPage(relations.grupos),
    dealers: perPage(relations.dealers),
    tiposAcesso: perPage(relations.tiposAcesso),
    funcionalidades: perPage(relations.funcionalidades),
    produtos: perPage(relations.produtos),
    acoesPermitidas: acoesLoader,
  },
});
