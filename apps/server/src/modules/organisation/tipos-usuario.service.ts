import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserType } from '@portal/domain';
import { catalog, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { tiposUsuario } from './organisation.tables.js';
import { translationsColumns, translationValues, type TranslatedRow, type TranslationsInput } from './translated.js';

/** A user type: its id is one of the fixed domain constants, only its texts are editable. */
export interface TipoUsuarioView extends TranslatedRow {
  id: UserType;
  nome: string;
}

const c = alias(tiposUsuario, 'c');

export const TIPOS_USUARIO = catalog({
  entity: 'tipoUsuario',
  table: tiposUsuario,
  c,
  columns: sql`${c.id}, ${c.nome}, ${c.descricao}, ${translationsColumns(c)}`,
  search: [c.nome],
  translated: c,
});

/**
 * A user type's save renames it (the three types are fixed by the spec: none is created or
 * removed; the id always names one). The name is required and unique, the other languages' names
 * required, the descriptions optional.
 */
export function tipoUsuarioSave(input: { id: UserType; nome?: string | null } & TranslationsInput): SaveSpec<TipoUsuarioView, typeof tiposUsuario> {
  const fields = new FieldCollector();
  const nome = fields.required('nome', input.nome);
  const texts = translationValues(fields, input);
  fields.done();
  return { id: input.id, values: { nome, ...texts }, unique: [{ field: 'nome', column: c.nome, value: nome }] };
}
