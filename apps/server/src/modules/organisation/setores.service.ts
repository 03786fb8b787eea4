import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connection.js';
import { catalog, catalogRows, refJson, type CatalogRow, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { divisoes, setores } from './organisation.tables.js';

/** A sector (spec 01 §3 "Sector": id, nome, divisao {id, nome}). */
export type SetorView = CatalogRow<typeof SETORES>;

const c = alias(setores, 'c');
const d = alias(divisoes, 'd');

export const SETORES = catalog({
  entity: 'setor',
  table: setores,
  c,
  columns: { id: c.id, nome: c.nome, active: c.active, divisao: refJson(d) },
  joins: [{ table: d, on: eq(d.id, c.divisaoId), kind: 'left' }],
  search: [c.nome, d.nome],
});

export interface SetorInput {
  id?: string | null;
  nome?: string | null;
  divisao?: string | null;
}

/** A sector's save: name required and unique; the division, when given, must exist and be active. */
export function setorSave(input: SetorInput): SaveSpec<SetorView, typeof setores> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const divisaoId = fields.optionalId('divisao', input.divisao);
  fields.done();
  return {
    id,
    values: { nome, divisaoId },
    unique: [{ field: 'nome', column: c.nome, value: nome }],
    refs: [{ field: 'divisao', table: divisoes, id: divisaoId, current: (antes) => antes.divisao?.id }],
  };
}

/** Active sectors with their division, for the user form (spec 01 §7 `setores`). */
export function activeSetores(db: Db) {
  return catalogRows(db, SETORES, eq(c.active, true));
}
