import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import './user-groups.messages.js';
import * as grupos from './grupos.service.js';
import { importarGrupoUsuarios } from './importacao/importacao.service.js';
import { gruposDoUsuarioLogado } from './meus-grupos.service.js';
import { manualUserOptions, previewDestinatarios } from './preview.service.js';
import { salvarGrupoUsuarios } from './salvar-grupo.service.js';
import { parseGrupoInput, parseIds } from './user-groups.input.js';

/**
 * Resolvers only parse input and call the services; the @auth policies are in user-groups.graphql.
 * Every operation is ACCESS, so its context has a user. Types come from user-groups.graphql.
 */
export const userGroupsResolvers: Resolvers = {
  Query: {
    gruposUsuarios: (_r, { filtro }, ctx) => grupos.listGrupos(ctx.database.db, ctx.user, filtro ?? {}),
    grupoUsuarios: (_r, { id }, ctx) => grupos.getGrupo(ctx.database.db, ctx.user, parseId('id', id)),
    grupoUsuariosByNome: (_r, { nome }, ctx) => grupos.grupoByNome(ctx.database.db, ctx.user, nome),
    usuariosByGruposUsuariosPaged: (_r, { filterInput: f }, ctx) =>
      previewDestinatarios(ctx.database.db, ctx.user, {
        grupoIds: parseIds('grupos', f.grupos),
        criterios: f.grupo ? parseGrupoInput(f.grupo) : null,
        busca: f.busca,
        page: f.page,
        rowsPerPage: f.rowsPerPage,
      }),
    usuariosByNomeOrEmailStartingWith: (_r, { texto }, ctx) => manualUserOptions(ctx.database.db, ctx.user, texto),
    gruposAtivos: (_r, _a, ctx) => grupos.gruposAtivos(ctx.database.db, ctx.user),
    gruposUsuariosAtivos: (_r, _a, ctx) => grupos.gruposAtivos(ctx.database.db, ctx.user),
  },
  Mutation: {
    salvarGrupoUsuarios: (_r, { grupoUsuarios }, ctx) =>
      salvarGrupoUsuarios(ctx.database.db, ctx.user, parseGrupoInput(grupoUsuarios), ctx.requestId),
    ativarGrupoUsuarios: (_r, { id }, ctx) => grupos.setGrupoActive(ctx.database.db, ctx.user, parseId('id', id), true, ctx.requestId),
    inativarGrupoUsuarios: (_r, { id }, ctx) => grupos.setGrupoActive(ctx.database.db, ctx.user, parseId('id', id), false, ctx.requestId),
    atualizarGrupoFavorito: (_r, { id }, ctx) => grupos.atualizarGrupoFavorito(ctx.database.db, ctx.user, parseId('id', id), ctx.requestId),
    importarGrupoUsuarios: (_r, { importacaoId }, ctx) =>
      importarGrupoUsuarios(ctx.database.db, ctx.user, parseId('importacaoId', importacaoId), ctx.requestId),
  },
  // The shell declares UsuarioLogado; membership is this area's, so the field is resolved here
  // (the shell and users never import user-groups, which stands on them). The parent is the
  // signed-in user (UsuarioLogadoView, only usuarioLogado answers it).
  UsuarioLogado: {
    gruposUsuarios: (usuario, _a, ctx) => gruposDoUsuarioLogado(ctx.database.db, usuario),
  },
};
