import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { selectItens, type ItemView } from './item.view.js';
import { readableSql, type LibraryAccess } from './library.policy.js';

/**
 * Library search (spec 02 §2, §7): names and extracted contents through the generated tsvector
 * `busca` (configuration portal_pt: Portuguese stemming, accents ignored; GIN index
 * itens_biblioteca_busca_idx), readable items only, best match first.
 */

/** Most words of one search taken into the query (a search box, not a document). */
const MAX_TERMS = 10;

/** Answers of buscaBiblioteca (the unpaged variant). */
export const BUSCA_BIBLIOTECA_MAX = 20;

/**
 * The tsquery text of a search: every word (letters and digits only, so no tsquery syntax can get
 * through) as a prefix term, all required — "relat anual" finds "Relatórios anuais". null when
 * the text has no word.
 */
export function tsqueryOf(texto: string | null | undefined): string | null {
  const words = (texto ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_TERMS)
    .map((w) => `${w.toLowerCase()}:*`)
    .join(' & ');
}

/**
 * Most matches one search ranks and counts (README, decisions: library search). A word found in
 * fewer readable items (every rare word) is ranked over all of them; a common word ranks its
 * BUSCA_MAX_RESULTADOS most recently modified matches and says so many in totalElements — the
 * others stay one more word away. Ranking every match of a word in 30,000 items read them all
 * on every keystroke; the sample is read by walking itens_biblioteca_recentes_idx newest first
 * and stopping once it is full.
 */
export const BUSCA_MAX_RESULTADOS = LIMITS.librarySearchMaxResults;

const Contagem = z.object({ n: z.number() });

/**
 * One page of the search, ranked by ts_rank then newest, with the total of matches (at most
 * BUSCA_MAX_RESULTADOS).
 */
export async function buscaBibliotecaPaged(
  db: DbOrTx,
  access: LibraryAccess,
  filtro: { busca: string } & PageFilter,
): Promise<{ content: ItemView[]; totalElements: number }> {
  const page = paging(filtro);
  const query = tsqueryOf(filtro.busca);
  if (!query) return { content: [], totalElements: 0 };
  const sample = sql`select i.id, i.busca, i.ultima_modificacao
      from itens_biblioteca i
     where i.busca @@ to_tsquery('portal_pt', ${query}) and ${await permissionTest(db, access)}
     order by i.ultima_modificacao desc nulls last, i.id
     limit ${BUSCA_MAX_RESULTADOS}`;
  const { items, total } = await selectItens(db, access, sql`
    select s.id, row_number() over (order by ts_rank(s.busca, to_tsquery('portal_pt', ${query})) desc, s.ultima_modificacao desc, s.id) as ord,
           count(*) over () as total
      from (${sample}) s
     order by ord limit ${page.limit} offset ${page.offset}`);
  let totalElements = total ?? 0;
  if (items.length === 0 && page.offset > 0) {
    const c = await queryRow(db, Contagem, sql`select count(*)::int as n from (${sample}) s`);
    totalElements = c?.n ?? 0;
  }
  return { content: items, totalElements };
}

/**
 * Above this many readable items (the planner's estimate), the search's permission test is a
 * filter on the rows the text index or the walk finds, not an index condition of its own.
 */
export const LEITOR_AMPLO = 2_000;

/**
 * The permission test of a search, shaped for how much the caller reads. Someone who reads a few
 * folders is best served by the GIN index on caminho (a small bitmap ANDed with the text's); for
 * someone who reads tens of thousands of items that bitmap costs more than the whole search (its
 * every entry is read to find a few dozen matches), yet the planner, pricing each heap read as a
 * disk read, picks it. `is true` keeps the same test out of the index while its selectivity
 * estimate stays the same. The size comes from the planner's own estimate (caminho's statistics,
 * no row read): one planning round trip.
 */
/** The part of `explain (format json)` read here: the top node's estimated rows. */
const Plano = z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) });

async function permissionTest(db: DbOrTx, access: LibraryAccess): Promise<SQL> {
  const test = readableSql(access);
  if (access.gestor || access.pastasLeitura.length === 0) return test;
  const plan = await queryRow(db, Plano, sql`explain (format json) select 1 from itens_biblioteca i where ${test}`);
  const readable = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  return readable > LEITOR_AMPLO ? sql`(${test}) is true` : test;
}

/** The same search, first BUSCA_BIBLIOTECA_MAX answers. */
export async function buscaBiblioteca(db: DbOrTx, access: LibraryAccess, texto: string): Promise<ItemView[]> {
  const { content } = await buscaBibliotecaPaged(db, access, { busca: texto, page: 0, rowsPerPage: BUSCA_BIBLIOTECA_MAX });
  return content;
}
