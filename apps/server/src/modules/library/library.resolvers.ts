import { t } from '../../platform/i18n/messages.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './library.messages.js';
import * as arquivos from './arquivos.service.js';
import { buscaBiblioteca, buscaBibliotecaPaged } from './busca.service.js';
import type { ItemView } from './item.view.js';
import { parseArquivoId, parseGrants, parseLocation, parseNome, type GrantsInput } from './library.input.js';
import { libraryAccess, type LibraryAccess } from './library.policy.js';
import * as library from './library.service.js';
import { excluirItemBiblioteca, moverItemBiblioteca } from './itens.service.js';
import { concederAcesso, criarNovaPasta, renomearItemBiblioteca } from './pastas.service.js';
import { permissoesEfetivasPasta } from './permissoes.service.js';
import { uploadArquivos } from './upload.service.js';

/** The caller's library access, computed once per request (every resolver of it shares the answer). */
const accessOfRequest = new WeakMap<PortalContext, Promise<LibraryAccess>>();
function access(ctx: PortalContext): Promise<LibraryAccess> {
  let found = accessOfRequest.get(ctx);
  if (!found) {
    found = libraryAccess(ctx.database.db, ctx.user!);
    accessOfRequest.set(ctx, found);
  }
  return found;
}

interface PageArgs {
  page?: number | null;
  rowsPerPage?: number | null;
}

/** Resolvers only parse input and call the services; the @auth policies are in library.graphql. */
export const libraryResolvers: Resolvers = {
  Query: {
    pasta: async (_r, args: { idPasta: string }, ctx: PortalContext) =>
      library.pasta(ctx.database.db, await access(ctx), parseId('idPasta', args.idPasta)),
    itemsPorPasta: async (_r, args: { idPastaPai?: string | null }, ctx: PortalContext) =>
      library.itemsPorPasta(ctx.database.db, await access(ctx), parseLocation('idPastaPai', args.idPastaPai)),
    ultimosModificados: async (_r, _a, ctx: PortalContext) => library.ultimosModificados(ctx.database.db, await access(ctx)),
    buscaBibliotecaPaged: async (_r, { filterInput: f }: { filterInput: { busca: string } & PageArgs }, ctx: PortalContext) =>
      buscaBibliotecaPaged(ctx.database.db, await access(ctx), f),
    buscaBiblioteca: async (_r, args: { texto: string }, ctx: PortalContext) => buscaBiblioteca(ctx.database.db, await access(ctx), args.texto),
    pastasComPermissaoEscrita: async (_r, args: { busca?: string | null }, ctx: PortalContext) =>
      library.pastasComPermissaoEscrita(ctx.database.db, await access(ctx), args.busca),
    arquivo: async (_r, args: { idArquivo: string }, ctx: PortalContext) =>
      arquivos.arquivo(ctx.database.db, await access(ctx), parseArquivoId('idArquivo', args.idArquivo)),
    linkDownloadByArquivo: async (_r, args: { idArquivo: string }, ctx: PortalContext) =>
      arquivos.linkDownloadByArquivo(ctx.database.db, await access(ctx), ctx.storage.links, parseArquivoId('idArquivo', args.idArquivo), {
        registrar: false,
        requestId: ctx.requestId,
      }),
    permissoesEfetivasPasta: async (_r, args: { idPasta: string }, ctx: PortalContext) =>
      permissoesEfetivasPasta(ctx.database.db, await access(ctx), parseId('idPasta', args.idPasta)),
    downloadsPasta: async (_r, { filtro }: { filtro: { idPasta: string } & PageArgs }, ctx: PortalContext) =>
      arquivos.downloadsPasta(ctx.database.db, await access(ctx), { ...filtro, idPasta: parseId('idPasta', filtro.idPasta) }),
  },
  Mutation: {
    criarNovaPasta: async (_r, { novaPasta: p }: { novaPasta: { nome: string; idPai?: string | null } & GrantsInput }, ctx: PortalContext) =>
      criarNovaPasta(
        ctx.database.db,
        ctx.user!,
        await access(ctx),
        { nome: parseNome('nome', p.nome), idPai: parseLocation('idPai', p.idPai), grants: parseGrants(p) },
        ctx.requestId,
      ),
    concederAcesso: async (_r, { novasPermissoes: p }: { novasPermissoes: { idPasta: string } & GrantsInput }, ctx: PortalContext) =>
      concederAcesso(ctx.database.db, ctx.user!, await access(ctx), { idPasta: parseId('idPasta', p.idPasta), grants: parseGrants(p) }, ctx.requestId),
    uploadArquivos: async (_r, args: { arquivos: { idArquivo: string; nome: string; idPastaPai: string }[] }, ctx: PortalContext) =>
      uploadArquivos(
        ctx.database.db,
        await access(ctx),
        args.arquivos.map((a) => ({
          idArquivo: parseArquivoId('idArquivo', a.idArquivo),
          nome: parseNome('nome', a.nome),
          idPastaPai: parseId('idPastaPai', a.idPastaPai),
        })),
        ctx.requestId,
      ),
    excluirItemBiblioteca: async (_r, args: { idItem: string }, ctx: PortalContext) =>
      excluirItemBiblioteca(ctx.database.db, await access(ctx), ctx.storage.store, parseId('idItem', args.idItem), ctx.requestId),
    renomearItemBiblioteca: async (_r, args: { idItemBiblioteca: string; novoNome: string }, ctx: PortalContext) =>
      renomearItemBiblioteca(
        ctx.database.db,
        await access(ctx),
        { id: parseId('idItemBiblioteca', args.idItemBiblioteca), novoNome: parseNome('novoNome', args.novoNome) },
        ctx.requestId,
      ),
    moverItemBiblioteca: async (_r, args: { idItemBiblioteca: string; idNovaLocalizacao?: string | null }, ctx: PortalContext) =>
      moverItemBiblioteca(
        ctx.database.db,
        await access(ctx),
        { id: parseId('idItemBiblioteca', args.idItemBiblioteca), destino: parseLocation('idNovaLocalizacao', args.idNovaLocalizacao) },
        ctx.requestId,
      ),
    gerarLinkDownloadByItemBiblioteca: async (_r, args: { id: string }, ctx: PortalContext) =>
      arquivos.gerarLinkDownloadByItemBiblioteca(ctx.database.db, await access(ctx), ctx.storage.links, parseId('id', args.id), ctx.requestId),
    linkDownloadByArquivo: async (_r, args: { idArquivo: string; registrarDownload?: boolean | null }, ctx: PortalContext) =>
      arquivos.linkDownloadByArquivo(ctx.database.db, await access(ctx), ctx.storage.links, parseArquivoId('idArquivo', args.idArquivo), {
        registrar: args.registrarDownload ?? false,
        requestId: ctx.requestId,
      }),
  },
  ItemBiblioteca: {
    permissoesAcessoUsuarioLogado: (item: ItemView, _a, ctx: PortalContext) => [
      { id: item.nivel, description: t(ctx.idioma, `biblioteca.permissao.${item.nivel}`) },
    ],
    // Links are signed only when asked for: lists that do not show them pay nothing.
    arquivoLink: (item: ItemView, _a, ctx: PortalContext) =>
      item.arquivo ? ctx.storage.links.sign({ arquivoId: item.arquivo.id, variant: 'original', inline: item.arquivoImagem }) : null,
    arquivoMiniaturaLink: (item: ItemView, _a, ctx: PortalContext) =>
      item.arquivo && item.temMiniatura ? ctx.storage.links.sign({ arquivoId: item.arquivo.id, variant: 'miniatura', inline: true }) : null,
  },
};
