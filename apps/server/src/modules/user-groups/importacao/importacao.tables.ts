import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/columns.js';
import { usuarios } from '../../users/users.tables.js';
import { gruposUsuarios } from '../user-groups.tables.js';

/**
 * The dry run of an import of a group's manual members (importarGrupoUsuarios): the users the
 * uploaded list resolved to that are not manual members yet (`adicionar`), for its author to
 * confirm. `grupo_atualizado_em` is the group's updated_at when the preview was made: a group
 * saved since then refuses the confirmation (the preview no longer says what will happen).
 * `aplicada_em` is set by the confirmation, which happens once. The file itself is not kept.
 */
export const grupoUsuariosImportacoes = pgTable(
  'grupo_usuarios_importacoes',
  {
    id: serial('id').primaryKey(),
    grupoUsuariosId: integer('grupo_usuarios_id')
      .notNull()
      .references(() => gruposUsuarios.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nomeArquivo: text('nome_arquivo').notNull(),
    grupoAtualizadoEm: timestamp('grupo_atualizado_em', { withTimezone: true }).notNull(),
    adicionar: integer('adicionar').array().notNull(),
    aplicadaEm: timestamp('aplicada_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('grupo_usuarios_importacoes_grupo_idx').on(t.grupoUsuariosId), index('grupo_usuarios_importacoes_criado_idx').on(t.createdAt)],
);
