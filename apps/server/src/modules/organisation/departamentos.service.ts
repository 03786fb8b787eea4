import { alias } from 'drizzle-orm/pg-core';
import { catalog, type CatalogRow, type SaveSpec } from './catalog.js';
import { FieldCollector, MAX } from './organisation.input.js';
import { departamentos } from './organisation.tables.js';

/** A department (spec 01 §3 "Department": id, nome, sigla, assinatura). */
export type DepartamentoView = CatalogRow<typeof DEPARTAMENTOS>;

const c = alias(departamentos, 'c');

export const DEPARTAMENTOS = catalog({
  entity: 'departamento',
  table: departamentos,
  c,
  columns: { id: c.id, nome: c.nome, sigla: c.sigla, assinatura: c.assinatura, active: c.active },
  search: [c.nome, c.sigla],
  sortable: { nome: c.nome, sigla: c.sigla },
});

export interface DepartamentoInput {
  id?: string | null;
  nome?: string | null;
  sigla?: string | null;
  assinatura?: string | null;
}

/**
 * A department's save: name required and unique; the abbreviation (sigla, at most
 * 10 characters, stored upper-case) and the signature (the text that signs as the department)
 * are optional.
 */
export function departamentoSave(input: DepartamentoInput): SaveSpec<DepartamentoView, typeof departamentos> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const sigla = fields.text('sigla', input.sigla, { max: MAX.sigla })?.toUpperCase() ?? null;
  const assinatura = fields.text('assinatura', input.assinatura, { max: MAX.texto });
  fields.done();
  return { id, values: { nome, sigla, assinatura }, unique: [{ field: 'nome', column: c.nome, value: nome }] };
}
