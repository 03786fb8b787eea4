import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './paging.js';

/** The words of a list's search box: split on white space, blanks dropped. */
export function searchWords(busca: string | null | undefined): string[] {
  return (busca ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The search of every administration list: each word of `busca` must match (AND), each in any
 * of the list's fields (`match` ORs them for one word, given the word's ILIKE pattern). A word
 * added to the search can only narrow the list, never widen it; null for a blank search.
 */
export function everyWord(busca: string | null | undefined, match: (like: string, word: string) => SQL): SQL | null {
  const words = searchWords(busca);
  if (!words.length) return null;
  return sql.join(
    words.map((word) => sql`(${match(likePattern(word)!, word)})`),
    sql` and `,
  );
}

/** The digits of a word typed as a number (digits and the . / - of a CPF or CNPJ mask), else ''. */
export function numberWord(word: string): string {
  return /^[\d./-]+$/.test(word) ? word.replace(/\D/g, '') : '';
}
