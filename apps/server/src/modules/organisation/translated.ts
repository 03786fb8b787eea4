import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Idioma } from '@portal/domain';
import { MAX, type FieldCollector } from './organisation.input.js';

/*
 * Features, access types and user types are read by people in three languages: the rows keep
 * `nome` / `descricao` in pt-BR and `nome_es`, `nome_en`, `descricao_es`, `descricao_en` beside
 * them. Every query that answers one of them selects the translations too (the SQL fragments
 * below), and the GraphQL types that carry them answer `nome` and `descricao` in the caller's
 * language (translated.resolvers.ts): the choice of language is made in this one place.
 */

/** A row as the queries answer it: pt-BR texts and, when selected, their translations. */
export interface TranslatedRow {
  nome?: string;
  descricao?: string;
  nomeEs?: string;
  nomeEn?: string;
  descricaoEs?: string;
  descricaoEn?: string;
}

const SUFFIX: Readonly<Record<Idioma, '' | 'Es' | 'En'>> = { PT_BR: '', ES: 'Es', EN: 'En' };

/** The text in `idioma`, else the pt-BR one (a row saved without a translation). */
export function translated(row: TranslatedRow, campo: 'nome' | 'descricao', idioma: Idioma): string {
  const suffix = SUFFIX[idioma];
  const value = suffix ? row[`${campo}${suffix}`] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : (row[campo] ?? '');
}

/** The row with `nome` and `descricao` in `idioma`: for rules that name rows in their messages. */
export function namedIn<T extends TranslatedRow>(row: T, idioma: Idioma): T {
  return { ...row, nome: translated(row, 'nome', idioma), descricao: translated(row, 'descricao', idioma) };
}

/** The translation columns of a table (organisation.tables.ts) or of its alias. */
export interface TranslationColumns {
  nomeEs: AnyPgColumn;
  nomeEn: AnyPgColumn;
  descricaoEs: AnyPgColumn;
  descricaoEn: AnyPgColumn;
}

/**
 * `'nomeEs', x.nome_es, …` to splice into a json_build_object: over drizzle's table or alias
 * object, or (other areas' SQL, written with aliases) over the table aliased `alias`.
 */
export const translationsJson = (t: string | TranslationColumns) =>
  typeof t === 'string'
    ? sql.raw(`'nomeEs', ${t}.nome_es, 'nomeEn', ${t}.nome_en, 'descricaoEs', ${t}.descricao_es, 'descricaoEn', ${t}.descricao_en`)
    : sql`'nomeEs', ${t.nomeEs}, 'nomeEn', ${t.nomeEn}, 'descricaoEs', ${t.descricaoEs}, 'descricaoEn', ${t.descricaoEn}`;

/** The translation columns as fields of a query builder selection (typed by the schema). */
export const translationFields = <T extends TranslationColumns>(t: T) => ({
  nomeEs: t.nomeEs as T['nomeEs'],
  nomeEn: t.nomeEn as T['nomeEn'],
  descricaoEs: t.descricaoEs as T['descricaoEs'],
  descricaoEn: t.descricaoEn as T['descricaoEn'],
});

/**
 * `x.nome_es as "nomeEs", …` for a select list over the table aliased `alias` (other areas' SQL;
 * a query builder selection takes translationFields).
 */
export const translationsColumns = (alias: string) =>
  sql.raw(`${alias}.nome_es as "nomeEs", ${alias}.nome_en as "nomeEn", ${alias}.descricao_es as "descricaoEs", ${alias}.descricao_en as "descricaoEn"`);

/** The texts of a save: nome (pt-BR) is read by each catalog itself, with its own uniqueness. */
export interface TranslationsInput {
  descricao?: string | null;
  nomeEs?: string | null;
  nomeEn?: string | null;
  descricaoEs?: string | null;
  descricaoEn?: string | null;
}

/**
 * The other languages' names (required, like the pt-BR one: people read the portal in all
 * three) and the short descriptions (optional), as columns to write.
 */
export function translationValues(fields: FieldCollector, input: TranslationsInput) {
  return {
    nomeEs: fields.required('nomeEs', input.nomeEs),
    nomeEn: fields.required('nomeEn', input.nomeEn),
    descricao: fields.text('descricao', input.descricao, { max: MAX.texto }) ?? '',
    descricaoEs: fields.text('descricaoEs', input.descricaoEs, { max: MAX.texto }) ?? '',
    descricaoEn: fields.text('descricaoEn', input.descricaoEn, { max: MAX.texto }) ?? '',
  };
}
