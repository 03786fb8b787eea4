import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import { usuarios } from '../users/users.tables.js';

/**
 * Status of an import (spec 01 §3 "Import status" names RECEIVED, PROCESSING, ERROR; the dry run
 * needs the others): RECEIVED (stored, waiting for the validation) → VALIDATING → VALIDATED
 * (counts known, nothing written) → PROCESSING (confirmed, rows being applied) → DONE; ERROR
 * when the file cannot be read at all; CANCELLED by its author before it was confirmed.
 */
export type StatusImportacao = 'RECEIVED' | 'VALIDATING' | 'VALIDATED' | 'PROCESSING' | 'DONE' | 'ERROR' | 'CANCELLED';

/** A row's outcome: VALIDA (to apply), ERRO (refused by the dry run), APLICADA, FALHOU (refused when applied). */
export type ResultadoLinha = 'VALIDA' | 'ERRO' | 'APLICADA' | 'FALHOU';

/**
 * A problem of a row: the column (its key, null for the whole row), the field its message names
 * (`{field}`: salvarUsuario's own path, `cargos.0.dataInicio`, or the column), a message key and its values.
 */
export interface ErroLinha {
  coluna: string | null;
  campo?: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * One upload of the user import (POST /import/users). `total` rows read, `criar`/`atualizar`/
 * `comErro` the dry run's counts, `feitos` rows applied so far (progress done/total) and `falhas`
 * those refused at apply time. `erro` is the key of a file-level problem (ERROR). `updated_at` is
 * the lease of the job working on it: a run that stopped moving it is taken as dead.
 */
export const importacoes = pgTable(
  'importacoes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
    nomeArquivo: text('nome_arquivo').notNull(),
    status: text('status').$type<StatusImportacao>().notNull().default('RECEIVED'),
    total: integer('total').notNull().default(0),
    criar: integer('criar').notNull().default(0),
    atualizar: integer('atualizar').notNull().default(0),
    comErro: integer('com_erro').notNull().default(0),
    feitos: integer('feitos').notNull().default(0),
    falhas: integer('falhas').notNull().default(0),
    erro: jsonb('erro').$type<ErroLinha>(),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('importacoes_usuario_idx').on(t.usuarioId, t.id),
    // The job's queue: imports waiting for it or being worked on.
    index('importacoes_pendentes_idx').on(t.id).where(sql`${t.status} in ('RECEIVED', 'VALIDATING', 'PROCESSING')`),
  ],
);

/**
 * One row of an import's spreadsheet: its number in the sheet, the values read (`valores`: the
 * columns' texts as parsed, what the apply step builds the save from again), the dry run's
 * `acao` (CRIAR / ATUALIZAR), the outcome, its errors, and the user created or updated. The
 * outcome is written in the same transaction as the user, so a row is applied exactly once.
 * `convitePendente` is the invitation's outbox: set in the same transaction as the new user, so
 * a crash between the commit and the e-mail loses nothing; the sender (convites.ts) clears it and
 * sets `conviteEnviadoEm` in the transaction that records the e-mail.
 */
export const importacaoLinhas = pgTable(
  'importacao_linhas',
  {
    importacaoId: integer('importacao_id')
      .notNull()
      .references(() => importacoes.id, { onDelete: 'cascade' }),
    linha: integer('linha').notNull(),
    valores: jsonb('valores').$type<Record<string, string>>().notNull(),
    acao: text('acao').$type<'CRIAR' | 'ATUALIZAR'>(),
    resultado: text('resultado').$type<ResultadoLinha>().notNull(),
    erros: jsonb('erros').$type<ErroLinha[]>().notNull().default([]),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    convitePendente: boolean('convite_pendente').notNull().default(false),
    conviteEnviadoEm: timestamp('convite_enviado_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.importacaoId, t.linha] }),
    // The rows still to apply, in sheet order; the errors list, in sheet order.
    index('importacao_linhas_resultado_idx').on(t.importacaoId, t.resultado, t.linha),
    // The invitations' outbox: only the rows whose e-mail is still to go.
    index('importacao_linhas_convite_idx').on(t.importacaoId, t.linha).where(sql`${t.convitePendente}`),
  ],
);
