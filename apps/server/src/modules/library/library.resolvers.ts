import type { Resolvers } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import type { SignedInContext } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import './library.messages.js';
import * as arquivos from './arquivos.service.js';
import { buscaBiblioteca, buscaBibliotecaPaged } from './busca.service.js';
import { parseArquivoId, parseGrants, parseLocation, parseNome } from './library.input.js';
import { libraryAccess, type LibraryAccess } from './library.policy.js';
import * as library from './library.service.js';
import { excluirItemBiblioteca, moverItemBiblioteca } from './itens.service.js';
import { concederAcesso, criarNovaPasta, renomearItemBiblioteca } from './pastas.service.js';
import { permissoesEfetivasPasta } from './permissoes.service.js';
import { uploadArquivos } from './upload.service.js';

/** The caller's library access, computed once per request (every resolver of it shares the answer). */
const accessOfRequest = new WeakMap<SignedInContext, Promise<LibraryAccess>>();
function access(ctx: SignedInContext): Promise<LibraryAccess> {
  let found = accessOfRequest.get(ctx);
  if (!found) {
    found = libraryAccess(ctx.database.db, ctx.user);
    accessOfRequest.set(ctx, found);
  }
  return found;
}

/**
 * Resolvers only parse input and call the services; the @auth policies are in library.graphql.
 * Every operation is SIGNED_IN or ACCESS, so its context has a user. Types come from
 * library.graphql; ItemBiblioteca is answered as ItemView (item.view.ts, its mapper in codegen.ts).
 */
export const libraryResolvers: Resolvers = {
  Query: {
    pasta: async (_r, { idPasta }, ctx) => library.pasta(ctx.database.db, await access(ctx), parseId('idPasta', idPasta)),
    itemsPorPasta: async (_r, { idPastaPai }, ctx) =>
      library.itemsPorPasta(ctx.database.db, await access(ctx), parseLocation('idPastaPai', idPastaPai)),
    ultimosModificados: async (_r, _a, ctx) => library.ultimosModificados(ctx.database.db, await access(ctx)),
    buscaBibliotecaPaged: async (_r, { filterInput }, ctx) => buscaBibliotecaPaged(ctx.database.db, await access(ctx), filterInput),
    buscaBiblioteca: async (_r, { texto }, ctx) => buscaBiblioteca(ctx.database.db, await access(ctx), texto),
    pastasComPermissaoEscrita: async (_r, { busca }, ctx) =>
      library.pastasComPermissaoEscrita(ctx.database.db, await access(ctx), busca),
    arquivo: async (_r, { idArquivo }, ctx) =>
      arquivos.arquivo(ctx.database.db, await access(ctx), parseArquivoId('idArquivo', idArquivo)),
    linkDownloadByArquivo: async (_r, { idArquivo }, ctx) =>
      arquivos.linkDownloadByArquivo(ctx.database.db, await access(ctx), ctx.storage.links, parseArquivoId('idArquivo', idArquivo), {
        registrar: false,
        requestId: ctx.requestId,
      }),
    permissoesEfetivasPasta: async (_r, { idPasta }, ctx) =>
      permissoesEfetivasPasta(ctx.database.db, await access(ctx), parseId('idPasta', idPasta)),
    downloadsPasta: async (_r, { filtro }, ctx) =>
      arquivos.downloadsPasta(ctx.database.db, await access(ctx), { ...filtro, idPasta: parseId('idPasta', filtro.idPasta) }),
  },
  Mutation: {
    criarNovaPasta: async (_r, { novaPasta: p }, ctx) =>
      criarNovaPasta(
        ctx.database.db,
        ctx.user,
        await access(ctx),
        { nome: parseNome('nome', p.nome), idPai: parseLocation('idPai', p.idPai), grants: parseGrants(p) },
        ctx.requestId,
      ),
    concederAcesso: async (_r, { novasPermissoes: p }, ctx) =>
      concederAcesso(ctx.database.db, ctx.user, await access(ctx), { idPasta: parseId('idPasta', p.idPasta), grants: parseGrants(p) }, ctx.requestId),
    uploadArquivos: async (_r, args, ctx) =>
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
    excluirItemBiblioteca: async (_r, { idItem }, ctx) =>
      excluirItemBiblioteca(ctx.database.db, await access(ctx), ctx.storage.store, parseId('idItem', idItem), ctx.requestId),
    renomearItemBiblioteca: async (_r, args, ctx) =>
      renomearItemBiblioteca(
        ctx.database.db,
        await access(ctx),
        { id: parseId('idItemBiblioteca', args.idItemBiblioteca), novoNome: parseNome('novoNome', args.novoNome) },
        ctx.requestId,
      ),
    moverItemBiblioteca: async (_r, args, ctx) =>
      moverItemBiblioteca(
        ctx.database.db,
        await access(ctx),
        { id: parseId('idItemBiblioteca', args.idItemBiblioteca), destino: parseLocation('idNovaLocalizacao', args.idNovaLocalizacao) },
        ctx.requestId,
      ),
    gerarLinkDownloadByItemBiblioteca: async (_r, { id }, ctx) =>
      arquivos.gerarLinkDownloadByItemBiblioteca(ctx.database.db, await access(ctx), ctx.storage.links, parseId('id', id), ctx.requestId),
    linkDownloadByArquivo: async (_r, args, ctx) =>
      arquivos.linkDownloadByArquivo(ctx.database.db, await access(ctx), ctx.storage.links, parseArquivoId('idArquivo', args.idArquivo), {
        registrar: args.registrarDownload ?? false,
        requestId: ctx.requestId,
      }),
  },
  ItemBiblioteca: {
    permissoesAcessoUsuarioLogado: (item, _a, ctx) => [
      { id: item.nivel, description: t(ctx.idioma, `biblioteca.permissao.${item.nivel}`) },
    ],
    // Links are signed only when asked for: lists that do not show them pay nothing.
    arquivoLink: (item, _a, ctx) =>
      item.arquivo ? ctx.storage.links.sign({ arquivoId: item.arquivo.id, variant: 'original', inline: item.arquivoImagem }) : null,
    arquivoMiniaturaLink: (item, _a, ctx) =>
      item.arquivo && item.temMiniatura ? ctx.storage.links.sign({ arquivoId: item.arquivo.id, variant: 'miniatura', inline: true }) : null,
  },
};
