/**
 * The library operations of `npm run bench`, on the network seed's library (bench/seed/library.ts).
 * The dealer is a member of several user groups and no library manager: every answer goes
 * through the permission filter (the user's groups, their granted folders, `caminho &&`), the
 * expensive path. One run as a manager (no filter) reads the same folder for comparison.
 * Each operation is asked once before timing and must answer something: an empty answer would
 * measure nothing, so setup fails loudly instead.
 */
import { COMMON_WORD, RARE_WORDS } from './seed/library.js';
import { graphql } from './support/graphql.js';

/** The fields the web asks for every item (apps/web/src/features/library/library.queries.ts). */
const ITEM_FIELDS = `id nome pasta pastaPai { id nome } proprietario { id nome email }
  permissoesAcessoUsuarioLogado { id description }
  permissoes { id grupoUsuarios { id nome } permissaoAcessoPasta { id } }
  ultimaModificacao dataCriacao arquivo { id nome tamanho } arquivoLink arquivoMiniaturaLink arquivoImagem
  breadcrumb { id nome }`;

export interface LibraryUser {
  id: string;
  token: string;
}

export interface LibraryOperation {
  name: string;
  token: string;
  query: string;
  baselinePath: string;
  /** What the answer holds (items, total), recorded next to the figures. */
  answer: Record<string, unknown>;
}

type Item = { id: string; nome: string; pasta: boolean };

const itemsPorPasta = (id: string | null) => `{ itemsPorPasta(idPastaPai: ${id ? `"${id}"` : 'null'}) { ${ITEM_FIELDS} } }`;
const busca = (word: string) =>
  `{ buscaBibliotecaPaged(filterInput: { busca: "${word}", page: 0, rowsPerPage: 10 }) { totalElements content { ${ITEM_FIELDS} } } }`;

/**
 * A folder the dealer reads with about 50 children: among the theme folders of the dealer's
 * first readable root folders, the one whose child count is nearest 50.
 */
async function folderOfAbout50(baseUrl: string, dealer: LibraryUser, roots: Item[]): Promise<{ id: string; nome: string; children: number }> {
  let best: { id: string; nome: string; children: number } | null = null;
  for (const root of roots.filter((r) => r.pasta).slice(0, 3)) {
    const themes = await graphql<{ itemsPorPasta: Item[] }>(baseUrl, dealer.token, `{ itemsPorPasta(idPastaPai: "${root.id}") { id nome pasta } }`);
    for (const theme of themes.itemsPorPasta.filter((t) => t.pasta)) {
      const kids = await graphql<{ itemsPorPasta: Item[] }>(baseUrl, dealer.token, `{ itemsPorPasta(idPastaPai: "${theme.id}") { id } }`);
      const n = kids.itemsPorPasta.length;
      if (!best || Math.abs(n - 50) < Math.abs(best.children - 50)) best = { id: theme.id, nome: `${root.nome} / ${theme.nome}`, children: n };
    }
  }
  if (!best || best.children === 0) throw new Error('library bench: the dealer reads no folder with children (seed the library: npm run seed:network)');
  return best;
}

/** The first of the seed's rare words the dealer finds at least once. */
async function rareWord(baseUrl: string, dealer: LibraryUser): Promise<{ word: string; total: number }> {
  for (const word of RARE_WORDS) {
    const res = await graphql<{ buscaBibliotecaPaged: { totalElements: number } }>(
      baseUrl,
      dealer.token,
      `{ buscaBibliotecaPaged(filterInput: { busca: "${word}", page: 0, rowsPerPage: 10 }) { totalElements } }`,
    );
    if (res.buscaBibliotecaPaged.totalElements > 0) return { word, total: res.buscaBibliotecaPaged.totalElements };
  }
  throw new Error('library bench: the dealer finds none of the seed rare words');
}

/** Fails loudly when an operation answers nothing (or errors). */
async function nonEmpty(baseUrl: string, op: LibraryOperation): Promise<LibraryOperation> {
  const data = await graphql<Record<string, Item[] | { totalElements: number; content: Item[] }>>(baseUrl, op.token, op.query);
  const value = Object.values(data)[0]!;
  const items = Array.isArray(value) ? value : value.content;
  if (items.length === 0) throw new Error(`library bench: "${op.name}" answered no items`);
  op.answer = { items: items.length, ...(Array.isArray(value) ? {} : { totalElements: value.totalElements }), ...op.answer };
  return op;
}

/** Picks the folder and words, checks every answer once, and returns the operations to time. */
export async function libraryOperations(baseUrl: string, dealer: LibraryUser, manager: LibraryUser): Promise<LibraryOperation[]> {
  const roots = await graphql<{ itemsPorPasta: Item[] }>(baseUrl, dealer.token, '{ itemsPorPasta(idPastaPai: null) { id nome pasta } }');
  const folder = await folderOfAbout50(baseUrl, dealer, roots.itemsPorPasta);
  const rare = await rareWord(baseUrl, dealer);
  const as = (u: LibraryUser) => `usuario=${u.id}`;
  const ops: LibraryOperation[] = [
    {
      name: 'itemsPorPasta root (dealer)',
      token: dealer.token,
      query: itemsPorPasta(null),
      baselinePath: `/biblioteca/itemsPorPasta?${as(dealer)}`,
      answer: {},
    },
    {
      name: `itemsPorPasta ~50 (dealer)`,
      token: dealer.token,
      query: itemsPorPasta(folder.id),
      baselinePath: `/biblioteca/itemsPorPasta?${as(dealer)}&pasta=${folder.id}`,
      answer: { folder: folder.nome },
    },
    {
      name: `itemsPorPasta ~50 (manager)`,
      token: manager.token,
      query: itemsPorPasta(folder.id),
      baselinePath: `/biblioteca/itemsPorPasta?${as(manager)}&pasta=${folder.id}`,
      answer: { folder: folder.nome },
    },
    {
      name: 'ultimosModificados (dealer)',
      token: dealer.token,
      query: `{ ultimosModificados { ${ITEM_FIELDS} } }`,
      baselinePath: `/biblioteca/ultimosModificados?${as(dealer)}`,
      answer: {},
    },
    {
      name: `busca common (dealer)`,
      token: dealer.token,
      query: busca(COMMON_WORD),
      baselinePath: `/biblioteca/busca?${as(dealer)}&busca=${encodeURIComponent(COMMON_WORD)}`,
      answer: { word: COMMON_WORD },
    },
    {
      name: `busca rare (dealer)`,
      token: dealer.token,
      query: busca(rare.word),
      baselinePath: `/biblioteca/busca?${as(dealer)}&busca=${encodeURIComponent(rare.word)}`,
      answer: { word: rare.word },
    },
  ];
  for (const op of ops) await nonEmpty(baseUrl, op);
  return ops;
}
