import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, bigint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { usuarios } from '../../users/users.tables.js';

/**
 * The maintenance migrations of the super-admin's Migration tab (spec 01 §2 names "a migration
 * action"; issue 16 the four an operator needs after an upgrade or a restore):
 * ARQUIVOS (text and thumbnail of every library file again), BUSCA (search vectors rewritten
 * with the current text search configuration), AUDIENCIAS (user groups' stored members and
 * delivered notices' counts recomputed), EMAILS (failed e-mails sent again).
 */
export type TipoMigracao = 'ARQUIVOS' | 'BUSCA' | 'AUDIENCIAS' | 'EMAILS';

/** NA_FILA (started, waiting for the job) → EM_ANDAMENTO → CONCLUIDA, or ERRO (with its reason). */
export type StatusMigracao = 'NA_FILA' | 'EM_ANDAMENTO' | 'CONCLUIDA' | 'ERRO';

/** One line of a migration's log: when, a message key and its values (translated when read). */
export interface LinhaLogMigracao {
  em: string;
  chave: string;
  valores?: Record<string, string | number>;
}

/**
 * One run of a maintenance migration. Its work is a list of phases (one per table it goes
 * through), each walked in keyset order: `fase` is the phase in hand and `cursor` the last key
 * whose chunk has committed, written in the chunk's own transaction, so a run that dies resumes
 * after the last finished chunk. `feitos`/`total` are the progress; `updated_at` is the lease of
 * the job working on it (a run that stopped moving it is taken as dead). At most one migration
 * is queued or running at any time (the partial unique index: a second start is refused).
 */
export const migracoesManutencao = pgTable(
  'migracoes_manutencao',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<TipoMigracao>().notNull(),
    status: text('status').$type<StatusMigracao>().notNull().default('NA_FILA'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    fase: integer('fase').notNull().default(0),
    cursor: bigint('cursor', { mode: 'number' }),
    feitos: integer('feitos').notNull().default(0),
    total: integer('total').notNull().default(0),
    log: jsonb('log').$type<LinhaLogMigracao[]>().notNull().default([]),
    erro: text('erro'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('migracoes_manutencao_uma_por_vez_uq').on(sql`(true)`).where(sql`${t.status} in ('NA_FILA', 'EM_ANDAMENTO')`),
    index('migracoes_manutencao_recentes_idx').on(t.createdAt.desc()),
  ],
);
