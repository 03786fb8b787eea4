import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';
import { usuarios } from '../users/users.tables.js';

// The absences' own table: it was first migrated beside the users' tables; declared here so that
// the area that writes it owns it (the migration history does not depend on the file).

/** Temporary absences (spec 01 §3): the user is treated as absent from data_inicio to data_retorno. */
export const ausenciasTemporarias = pgTable(
  'ausencias_temporarias',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataRetorno: date('data_retorno', { mode: 'string' }).notNull(),
    motivo: text('motivo'),
    criadoPor: integer('criado_por').references(() => usuarios.id),
    ...timestamps,
  },
  (t) => [index('ausencias_temporarias_usuario_idx').on(t.usuarioId, t.dataInicio)],
);
