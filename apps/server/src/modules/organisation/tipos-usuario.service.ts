import { sql } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import { catalog, type SaveSpec } from './catalog.js';
import { FieldCollector } from './organisation.input.js';

/** A user type: its id is one of the fixed domain constants, only the name is editable. */
export interface TipoUsuarioView {
  id: UserType;
  nome: string;
}

export const TIPOS_USUARIO = catalog({
  entity: 'tipoUsuario',
  table: 'tipos_usuario',
  columns: sql`c.id, c.nome`,
  search: ['c.nome'],
  active: false,
  timestamps: false,
});

/**
 * A user type's save renames it (the three types are fixed by the spec: none is created or
 * removed; the id always names one). The name is required and unique.
 */
export function tipoUsuarioSave(input: { id: UserType; nome?: string | null }): SaveSpec<TipoUsuarioView> {
  const fields = new FieldCollector();
  const nome = fields.required('nome', input.nome);
  fields.done();
  return { id: input.id, values: { nome }, unique: [{ column: 'nome', value: nome }] };
}
