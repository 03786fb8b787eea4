import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per change: who, when, which entity, the action and the before/after snapshots. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    requestId: text('request_id'),
  },
  (t) => [index('auditoria_entidade_idx').on(t.entidade, t.entidadeId, t.em)],
);
