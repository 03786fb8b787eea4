import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalog, refJson, type CatalogRow, type Ref, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';
import { cargos, divisoes, setores } from './organisation.tables.js';

/** A position of the catalog (cargo); `principal` marks the main positions the user form offers first. */
export type CargoView = CatalogRow<typeof CARGOS>;

/** The sector of a position, with its division. */
interface SetorRef extends Ref {
  active: boolean;
  divisao: Ref | null;
}

const c = alias(cargos, 'c');
const s = alias(setores, 's');
const d = alias(divisoes, 'd');

export const CARGOS = catalog({
  entity: 'cargo',
  table: cargos,
  c,
  columns: {
    id: c.id,
    nome: c.nome,
    principal: c.principal,
    active: c.active,
    setor: sql<SetorRef | null>`case when ${s.id} is null then null else json_build_object('id', ${s.id}, 'nome', ${s.nome}, 'active', ${s.active},
      'divisao', ${refJson(d)}) end`,
  },
  joins: [
    { table: s, on: eq(s.id, c.setorId), kind: 'left' },
    { table: d, on: eq(d.id, s.divisaoId), kind: 'left' },
  ],
  search: [c.nome, s.nome],
});

export interface CargoInput {
  id?: string | null;
  nome?: string | null;
  setor?: string | null;
  principal?: boolean | null;
}

/** A position's save: name required and unique; the sector, when given, must exist and be active. */
export function cargoSave(input: CargoInput): SaveSpec<CargoView, typeof cargos> {
  const fields = new FieldCollector();
  const id = fields.optionalId('id', input.id);
  const nome = fields.required('nome', input.nome);
  const setorId = fields.optionalId('setor', input.setor);
  fields.done();
  return {
    id,
    values: { nome, setorId, principal: input.principal ?? false },
    unique: [{ field: 'nome', column: c.nome, value: nome }],
    refs: [{ field: 'setor', table: setores, id: setorId, current: (antes) => antes.setor?.id }],
  };
}
