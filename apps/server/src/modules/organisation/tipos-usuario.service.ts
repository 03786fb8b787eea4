import { alias } from 'drizzle-orm/pg-core';
import type { UserType } from '@portal/domain';
import { catalog, type CatalogRow, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { tiposUsuario } from './organisation.tables.js';
import { translationFields, translationValues, type TranslationsInput } from './translated.js';

/** A user type: its id is one of the fixed domain constants, only its texts are editable. */
export type TipoUsuarioView = CatalogRow<typeof TIPOS_USUARIO>;

const c = alias(tiposUsuario, 'c');

export const TIPOS_USUARIO = catalog({
  entity: 'tipoUsuario',
  table: tiposUsuario,
  c,
  columns: { id: c.id, nome: c.nome, descricao: c.descricao, ...translationFields(c) },
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
