import type { AccessCases, Operation, Role } from '../../test/access-table.js';
import type { TestApp } from '../../test/harness.js';
import type { DemoRole } from '../../test/graphql.js';
import { fresh } from '../user-groups/testing.js';
import { grupoDe, insertArquivo, novaPasta, UPLOAD, type ItemOut } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface LibraryAccessFixtures {
  t: TestApp;
  tokens: Record<DemoRole, string>;
  userId: Partial<Record<DemoRole, number>>;
  /** A root folder the dealer and consultation users read through a group, a subfolder, a file in it. */
  raiz: ItemOut;
  sub: ItemOut;
  arquivo: ItemOut;
}

const ALL_READ: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' };
// Readers without write: FORBIDDEN (they know the item exists); managers write everywhere.
const WRITERS: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' };

/**
 * The authorization table of every library operation (DESIGN "Security baseline"): anonymous,
 * a dealer user and a manufacturer user without PORTAL_GERENCIAR_BIBLIOTECA (both readers of the
 * folder through a group), the manufacturer holding every portal feature (a library manager)
 * and the technical provider (passes any feature check: a manager too).
 */
export function libraryAccessCases(fx: LibraryAccessFixtures): AccessCases[] {
  /** A fresh folder below the shared root (for the mutations that consume their target). */
  const freshFolder = async () => (await novaPasta(fx.t.app, fx.tokens.admin, { idPai: fx.raiz.id })).id;

  const readOps: Record<string, Operation> = {
    pasta: () => ({ query: `{ pasta(idPasta: "${fx.raiz.id}") { id breadcrumb { nome } } }` }),
    itemsPorPasta: () => ({ query: `{ itemsPorPasta(idPastaPai: "${fx.raiz.id}") { id } }` }),
    'itemsPorPasta (root)': () => ({ query: `{ itemsPorPasta { id } }` }),
    ultimosModificados: () => ({ query: '{ ultimosModificados { id } }' }),
    buscaBibliotecaPaged: () => ({
      query: 'query($f: BuscaBibliotecaFiltro!) { buscaBibliotecaPaged(filterInput: $f) { totalElements } }',
      variables: { f: { busca: 'manual' } },
    }),
    buscaBiblioteca: () => ({ query: '{ buscaBiblioteca(texto: "manual") { id } }' }),
    pastasComPermissaoEscrita: () => ({ query: '{ pastasComPermissaoEscrita { id } }' }),
    arquivo: () => ({ query: `{ arquivo(idArquivo: "${fx.arquivo.arquivo!.id}") { id nome tamanho } }` }),
    'linkDownloadByArquivo (query)': () => ({ query: `{ linkDownloadByArquivo(idArquivo: "${fx.arquivo.arquivo!.id}") }` }),
    'linkDownloadByArquivo (mutation)': () => ({
      query: `mutation { linkDownloadByArquivo(idArquivo: "${fx.arquivo.arquivo!.id}", registrarDownload: true) }`,
    }),
    gerarLinkDownloadByItemBiblioteca: () => ({ query: `mutation { gerarLinkDownloadByItemBiblioteca(id: "${fx.arquivo.id}") }` }),
  };

  const writeOps: Record<string, Operation> = {
    permissoesEfetivasPasta: () => ({ query: `{ permissoesEfetivasPasta(idPasta: "${fx.raiz.id}") { totalLeitura } }` }),
    downloadsPasta: () => ({
      query: 'query($f: DownloadsPastaFiltro!) { downloadsPasta(filtro: $f) { totalElements } }',
      variables: { f: { idPasta: fx.raiz.id } },
    }),
    excluirItemBiblioteca: async () => ({ query: `mutation { excluirItemBiblioteca(idItem: "${await freshFolder()}") }` }),
    renomearItemBiblioteca: async () => ({
      query: `mutation { renomearItemBiblioteca(idItemBiblioteca: "${await freshFolder()}", novoNome: "Renomeada ${fresh()}") { id } }`,
    }),
    moverItemBiblioteca: async () => ({
      query: `mutation { moverItemBiblioteca(idItemBiblioteca: "${await freshFolder()}", idNovaLocalizacao: "${fx.sub.id}") { id } }`,
    }),
  };

  const featureOps: Record<string, Operation> = {
    criarNovaPasta: () => ({
      query: 'mutation($p: NovaPastaInput!) { criarNovaPasta(novaPasta: $p) { id } }',
      variables: { p: { nome: `Nova ${fresh()}`, idPai: fx.raiz.id } },
    }),
    concederAcesso: async () => {
      const g = await grupoDe(fx.t.app, fx.tokens.admin, [fx.userId.dealer!]);
      const pasta = await novaPasta(fx.t.app, fx.tokens.admin, { leitura: [g] });
      return {
        query: 'mutation($p: NovasPermissoesInput!) { concederAcesso(novasPermissoes: $p) { id } }',
        variables: { p: { idPasta: pasta.id, idsGrupoAcesso: [g] } },
      };
    },
    // The file to attach must be the caller's own upload: one per role.
    uploadArquivos: async (role) => {
      const owner = role === 'anonymous' ? fx.userId.admin! : fx.userId[role]!;
      const nome = `envio-${fresh()}.pdf`;
      const a = await insertArquivo(fx.t.database, { enviadoPorId: owner, nome });
      return { query: UPLOAD, variables: { a: [{ idArquivo: a.id, nome, idPastaPai: fx.sub.id }] } };
    },
  };

  return [
    { name: 'reading operations (readers through a group, managers)', ops: readOps, expected: ALL_READ },
    { name: 'operations that need write on the item', ops: writeOps, expected: WRITERS },
    { name: 'operations of the PORTAL_GERENCIAR_BIBLIOTECA feature', ops: featureOps, expected: WRITERS },
  ];
}
