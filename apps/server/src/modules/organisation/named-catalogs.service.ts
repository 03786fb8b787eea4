import { eq } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connection.js';
import type { EntityName } from '../../platform/errors.js';
import { catalog, catalogRows, type CatalogDef, type CatalogTable, type SaveSpec } from './catalog.js';
import { FieldCollector, MAX } from './organisation.input.js';
import { desligamentos, divisoes, gruposEconomicos } from './organisation.tables.js';

/*
 * The lists that are nothing but one unique text and the active flag: divisions (divisões),
 * economic groups (grupos econômicos) and dismissal reasons (desligamentos, whose text is
 * `motivo`, spec 01 §3). One definition each; the rules are the same.
 */

/** A row of a named list as the API answers it. */
export interface NamedView {
  id: number;
  nome?: string;
  motivo?: string;
  active: boolean;
}

/** A named list: its table definition and the column holding the name. */
export interface NamedCatalog<S extends SelectedFields = SelectedFields> {
  def: CatalogDef<CatalogTable, S>;
  column: 'nome' | 'motivo';
  /** Its name column and `active` (the table aliased `c`). */
  c: { name: AnyPgColumn; active: AnyPgColumn };
}

function named<S extends SelectedFields>(
  entity: EntityName,
  table: CatalogTable,
  c: CatalogTable & { active: AnyPgColumn },
  column: 'nome' | 'motivo',
  name: AnyPgColumn,
  columns: S,
): NamedCatalog<S> {
  return { column, c: { name, active: c.active }, def: catalog({ entity, table, c, columns, search: [name], sortable: { [column]: name } }) };
}

const divisao = alias(divisoes, 'c');
const grupoEconomico = alias(gruposEconomicos, 'c');
const desligamento = alias(desligamentos, 'c');
export const DIVISOES = named('divisao', divisoes, divisao, 'nome', divisao.nome, { id: divisao.id, nome: divisao.nome, active: divisao.active });
export const GRUPOS_ECONOMICOS = named('grupoEconomico', gruposEconomicos, grupoEconomico, 'nome', grupoEconomico.nome, {
  id: grupoEconomico.id,
  nome: grupoEconomico.nome,
  active: grupoEconomico.active,
});
export const DESLIGAMENTOS = named('desligamento', desligamentos, desligamento, 'motivo', desligamento.motivo, {
  id: desligamento.id,
  motivo: desligamento.motivo,
  active: desligamento.active,
});

/** Input of a named list's form. */
export interface NamedInput {
  id?: string | null;
  nome?: string | null;
  motivo?: string | null;
}

/**
 * A named list's save: the name is required, at most 120 (a motivo 500) characters, unique.
 * (No rule reads the stored row, so the spec fits any row type V of the list.)
 */
export function namedSave<V = NamedView>(list: NamedCatalog, input: NamedInput): SaveSpec<V> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const value = fields.required(list.column, input[list.column], list.column === 'motivo' ? MAX.texto : MAX.nome);
  fields.done();
  return { id, values: { [list.column]: value }, unique: [{ field: list.column, column: list.c.name, value }] };
}

/** Active dismissal reasons by text, for the user form (spec 01 §7 `desligamentos`). */
export function activeDesligamentos(db: Db) {
  return catalogRows(db, DESLIGAMENTOS.def, eq(DESLIGAMENTOS.c.active, true));
}
