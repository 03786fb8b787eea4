import { sql } from 'drizzle-orm';
import type { StatusComunicado, StatusEmailAvulso } from '@portal/domain';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { citext, timestamps } from '../../platform/db/columns.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import { departamentos } from '../organisation/organisation.tables.js';
import { gruposUsuarios } from '../user-groups/user-groups.tables.js';
import { usuarios } from '../users/users.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Notices (comunicados), spec 02 §3 "Notice".
 * - mensagem: HTML of the allowlisted subset, sanitized on every write (and again on render).
 * - ano/numero: the sequential number per year, given when the notice is delivered (drafts and
 *   notices waiting for approval or their time have none); unique per year, from
 *   comunicado_numeracao. An errata gets a number of its own and names its original's.
 * - idParent: the original of an errata.
 * - dataHoraAgendamento: the publication time asked for (null: at once); envioDataHora: when it
 *   was delivered. expiraEm: after it the notice leaves the inbox (still under "archived").
 * - busca: title and message (tags stripped) for the Portuguese full-text search, as the library's.
 */
export const comunicados = pgTable(
  'comunicados',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull().default(''),
    mensagem: text('mensagem').notNull().default(''),
    departamentoId: integer('departamento_id').references(() => departamentos.id),
    status: text('status').$type<StatusComunicado>().notNull().default('RASCUNHO'),
    usuarioCriadorId: integer('usuario_criador_id')
      .notNull()
      .references(() => usuarios.id),
    /** The approver picked by a creator without the approval feature; the approver once approved. */
    usuarioAprovadorId: integer('usuario_aprovador_id').references(() => usuarios.id),
    enviadoParaAprovacaoEm: timestamp('enviado_para_aprovacao_em', { withTimezone: true }),
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
    motivoRejeicao: text('motivo_rejeicao'),
    rejeitadoEm: timestamp('rejeitado_em', { withTimezone: true }),
    dataHoraAgendamento: timestamp('data_hora_agendamento', { withTimezone: true }),
    envioDataHora: timestamp('envio_data_hora', { withTimezone: true }),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    requerCiencia: boolean('requer_ciencia').notNull().default(false),
    idParent: integer('id_parent').references((): AnyPgColumn => comunicados.id),
    ano: integer('ano'),
    numero: integer('numero'),
    /** People the delivery reached in the portal (written with the deliveries, in the same transaction). */
    destinatarios: integer('destinatarios').notNull().default(0),
    /** The last reminder sent to the pending people (at most one a day per notice). */
    ultimoLembreteEm: timestamp('ultimo_lembrete_em', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    busca: tsvector('busca').generatedAlwaysAs(
      sql`setweight(to_tsvector('portal_pt', titulo), 'A') || setweight(to_tsvector('portal_pt', regexp_replace(mensagem, '<[^>]*>', ' ', 'g')), 'B')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('comunicados_numero_uq').on(t.ano, t.numero),
    index('comunicados_busca_idx').using('gin', t.busca),
    // The author's lists (drafts, mine, sent, scheduled, in approval), newest first.
    index('comunicados_criador_idx').on(t.usuarioCriadorId, t.status, t.updatedAt.desc()),
    // The approver's queue.
    index('comunicados_aprovador_idx').on(t.usuarioAprovadorId).where(sql`${t.status} = 'EM_APROVACAO'`),
    // The scheduler's sweep: notices whose time has come.
    index('comunicados_agendados_idx').on(t.dataHoraAgendamento).where(sql`${t.status} = 'AGENDADO'`),
    index('comunicados_parent_idx').on(t.idParent),
    // The inbox counts (leitura/envios.service.ts): the notices no longer in force, few, listed
    // from these instead of probing each delivery's notice (17 ms -> 0.8 ms for a 3,000-delivery reader).
    index('comunicados_expirados_idx').on(t.expiraEm, t.id).where(sql`${t.expiraEm} is not null`),
    index('comunicados_inativos_idx').on(t.id).where(sql`not ${t.active}`),
  ],
);

/** The last number given per year (one row per year, taken under a row lock at delivery). */
export const comunicadoNumeracao = pgTable('comunicado_numeracao', {
  ano: integer('ano').primaryKey(),
  ultimo: integer('ultimo').notNull(),
});

/** Recipients as user groups (their audience is resolved once, when the notice is delivered). */
export const comunicadoGrupos = pgTable(
  'comunicado_grupos',
  {
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    grupoUsuariosId: integer('grupo_usuarios_id')
      .notNull()
      .references(() => gruposUsuarios.id),
  },
  (t) => [primaryKey({ columns: [t.comunicadoId, t.grupoUsuariosId] }), index('comunicado_grupos_grupo_idx').on(t.grupoUsuariosId)],
);

/** Users left out of the groups' audience (usuariosRemovidos). */
export const comunicadoUsuariosRemovidos = pgTable(
  'comunicado_usuarios_removidos',
  {
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
  },
  (t) => [primaryKey({ columns: [t.comunicadoId, t.usuarioId] })],
);

/** Tags (etiquetas), free text, compared without regard to case. */
export const comunicadoEtiquetas = pgTable(
  'comunicado_etiquetas',
  {
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    etiqueta: citext('etiqueta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.comunicadoId, t.etiqueta] }), index('comunicado_etiquetas_etiqueta_idx').on(t.etiqueta)],
);

/** Attachments (arquivos), in the order the author attached them; a file once per notice. */
export const comunicadoArquivos = pgTable(
  'comunicado_arquivos',
  {
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.comunicadoId, t.arquivoId] }), index('comunicado_arquivos_arquivo_idx').on(t.arquivoId)],
);

/**
 * Single e-mail addresses among the recipients (emailsAvulsos). Each gets the notice by e-mail
 * (one job per address, with retries); one that belongs to an active portal user is delivered in
 * the portal too.
 */
export const comunicadoEmailsAvulsos = pgTable(
  'comunicado_emails_avulsos',
  {
    id: serial('id').primaryKey(),
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    status: text('status').$type<StatusEmailAvulso>().notNull().default('PENDENTE'),
    /** Why the last attempt failed (the mail server's answer). */
    motivo: text('motivo'),
    tentativas: integer('tentativas').notNull().default(0),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('comunicado_emails_avulsos_uq').on(t.comunicadoId, t.email)],
);

/**
 * Deliveries (spec 02 §3 "Notice delivery": lido, arquivado, favorito, comunicado, active), one
 * per recipient and notice: 60,000 rows for a notice to the whole network, written by one
 * `insert … select`. No foreign key on usuario_id, as notificacoes (the check would lock 60,000
 * user rows per delivery; the only writer takes the ids from usuarios in the same statement).
 * An errata resets lidoEm and cienteEm of its original's deliveries (the notice is unread again).
 */
export const comunicadoEnvios = pgTable(
  'comunicado_envios',
  {
    id: serial('id').primaryKey(),
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    lidoEm: timestamp('lido_em', { withTimezone: true }),
    /** "I have read and understood" (when the notice requires acknowledgement). */
    cienteEm: timestamp('ciente_em', { withTimezone: true }),
    arquivado: boolean('arquivado').notNull().default(false),
    favorito: boolean('favorito').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // A notice's deliveries (dashboard, errata reset), and one user's delivery of a notice.
    uniqueIndex('comunicado_envios_uq').on(t.comunicadoId, t.usuarioId),
    // A user's lists (inbox, read, archived, favourites), newest first.
    index('comunicado_envios_usuario_idx').on(t.usuarioId, t.data.desc(), t.id.desc()),
    // The unread badge: only unread rows are in it.
    index('comunicado_envios_nao_lidos_idx').on(t.usuarioId).where(sql`${t.lidoEm} is null and ${t.active} and not ${t.arquivado}`),
  ],
);

/**
 * Exports of a notice's per-person status to xlsx (a background job with progress; one running
 * export per user). The finished file is a stored arquivo, downloaded through a signed link.
 */
export const comunicadoExportacoes = pgTable(
  'comunicado_exportacoes',
  {
    id: serial('id').primaryKey(),
    comunicadoId: integer('comunicado_id')
      .notNull()
      .references(() => comunicados.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** NA_FILA, EM_ANDAMENTO, CONCLUIDA, FALHOU. */
    status: text('status').notNull().default('NA_FILA'),
    /** Rows written so far, and of how many. */
    progresso: integer('progresso').notNull().default(0),
    total: integer('total').notNull().default(0),
    arquivoId: uuid('arquivo_id').references(() => arquivos.id),
    erro: text('erro'),
    ...timestamps,
  },
  (t) => [
    // One running export per user: a second is refused while one is queued or running.
    uniqueIndex('comunicado_exportacoes_em_andamento_uq').on(t.usuarioId).where(sql`${t.status} in ('NA_FILA', 'EM_ANDAMENTO')`),
  ],
);
