import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './user-groups.messages.js';
import * as grupos from './grupos.service.js';
import { gruposDoUsuarioLogado } from './meus-grupos.service.js';
import { manualUserOptions, previewDestinatarios } from './preview.service.js';
import { salvarGrupoUsuarios } from './salvar-grupo.service.js';
import { parseGrupoInput, parseIds, type GrupoUsuariosInput } from './user-groups.input.js';

interface PreviewInput {
  grupos?: string[] | null;
  grupo?: GrupoUsuariosInput | null;
  busca?: string | null;
  page?: number | null;
  rowsPerPage?: number | null;
}

/** Resolvers only parse input and call the services; the @auth policies are in user-groups.graphql. */
export const userGroupsResolvers: Resolvers = {
  Query: {
    gruposUsuarios: (_r, { filtro }: { filtro?: grupos.GrupoUsuariosFiltro | null }, ctx: PortalContext) =>
      grupos.listGrupos(ctx.database.db, ctx.user!, filtro ?? {}),
    grupoUsuarios: (_r, args: { id: string }, ctx: PortalContext) => grupos.getGrupo(ctx.database.db, ctx.user!, parseId('id', args.id)),
    grupoUsuariosByNome: (_r, args: { nome: string }, ctx: PortalContext) => grupos.grupoByNome(ctx.database.db, ctx.user!, args.nome),
    usuariosByGruposUsuariosPaged: (_r, { filterInput: f }: { filterInput: PreviewInput }, ctx: PortalContext) =>
      previewDestinatarios(ctx.database.db, ctx.user!, {
        grupoIds: parseIds('grupos', f.grupos),
        criterios: f.grupo ? parseGrupoInput(f.grupo) : null,
        busca: f.busca,
        page: f.page,
        rowsPerPage: f.rowsPerPage,
      }),
    usuariosByNomeOrEmailStartingWith: (_r, args: { texto: string }, ctx: PortalContext) =>
      manualUserOptions(ctx.database.db, ctx.user!, args.texto),
    gruposAtivos: (_r, _a, ctx: PortalContext) => grupos.gruposAtivos(ctx.database.db, ctx.user!),
    gruposUsuariosAtivos: (_r, _a, ctx: PortalContext) => grupos.gruposAtivos(ctx.database.db, ctx.user!),
  },
  Mutation: {
    salvarGrupoUsuarios: (_r, args: { grupoUsuarios: GrupoUsuariosInput }, ctx: PortalContext) =>
      salvarGrupoUsuarios(ctx.database.db, ctx.user!, parseGrupoInput(args.grupoUsuarios), ctx.requestId),
    ativarGrupoUsuarios: (_r, args: { id: string }, ctx: PortalContext) =>
      grupos.setGrupoActive(ctx.database.db, ctx.user!, parseId('id', args.id), true, ctx.requestId),
    inativarGrupoUsuarios: (_r, args: { id: string }, ctx: PortalContext) =>
      grupos.setGrupoActive(ctx.database.db, ctx.user!, parseId('id', args.id), false, ctx.requestId),
    atualizarGrupoFavorito: (_r, args: { id: string }, ctx: PortalContext) =>
      grupos.atualizarGrupoFavorito(ctx.database.db, ctx.user!, parseId('id', args.id), ctx.requestId),
  },
  // The shell declares UsuarioLogado; membership is this area's, so the field is resolved here
  // (the shell and users never import user-groups, which stands on them).
  UsuarioLogado: {
    gruposUsuarios: (_u, _a, ctx: PortalContext) => gruposDoUsuarioLogado(ctx.database.db, ctx.user!),
  },
};
