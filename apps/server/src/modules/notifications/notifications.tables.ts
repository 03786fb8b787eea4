import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext, timestamps } from '../../platform/db/columns.js';
import { produtos } from '../organisation/organisation.tables.js';
import { gruposUsuarios } from '../user-groups/user-groups.tables.js';
import { usuarios } from '../users/users.tables.js';

/**
 * One delivery of one notification to its recipients (spec 02 §3 "Notification"): the content is
 * written once here, and `notificacoes` holds one small row per recipient. A fan-out to 60,000
 * users is one `insert … select` of (lote, usuario) pairs, not 60,000 copies of the text.
 * `origem`/`origemId` say which area sent it (GENERICA + the generic notification's id, COMUNICADO +
 * the notice's id, IMPORTACAO …), so an area counts its own deliveries and reads.
 */
export const lotesNotificacao = pgTable(
  'lotes_notificacao',
  {
    id: serial('id').primaryKey(),
    origem: text('origem').notNull(),
    origemId: integer('origem_id'),
    titulo: text('titulo').notNull(),
    /** HTML of the allowlisted subset, sanitized before it is written. */
    texto: text('texto').notNull(),
    produtoId: integer('produto_id').references(() => produtos.id),
    /** A same-origin path ("/comunicados/visualizarEnvio/3") or an address under a product's base address. */
    link: text('link'),
    /** How many recipients the delivery reached (written with the rows, in the same transaction). */
    destinatarios: integer('destinatarios').notNull().default(0),
    /**
     * Outbox of the web push delivery: true when written, set false by the instance that claims
     * the lote for its push job (claimed once across instances; a per-minute sweep picks up any
     * lote whose claim was lost).
     */
    pushPendente: boolean('push_pendente').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lotes_notificacao_origem_idx').on(t.origem, t.origemId),
    index('lotes_notificacao_created_idx').on(t.createdAt),
    index('lotes_notificacao_push_pendente_idx').on(t.id).where(sql`${t.pushPendente}`),
  ],
);

/**
 * A notification as its recipient holds it: read or not. `titulo`/`texto` are set only when the
 * delivery was personalised per recipient (a model's placeholders); otherwise the lote's apply.
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loteId: integer('lote_id')
      .notNull()
      .references(() => lotesNotificacao.id, { onDelete: 'cascade' }),
    /**
     * The recipient. No foreign key on purpose: its check takes a row lock (FOR KEY SHARE) on the
     * user's row for every notification written, 60,000 locks on `usuarios` per fan-out (about a
     * quarter of its time, and contention with sign-ins writing the users' last access). The
     * only writer (notificar) takes the ids from `usuarios` in the same statement, and users are
     * never deleted, only inactivated.
     */
    usuarioId: integer('usuario_id').notNull(),
    titulo: text('titulo'),
    texto: text('texto'),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    /** null while unread. */
    lidaEm: timestamp('lida_em', { withTimezone: true }),
  },
  (t) => [
    // The panel and the /notificacoes list: a user's newest first.
    index('notificacoes_usuario_data_idx').on(t.usuarioId, t.data.desc(), t.id.desc()),
    // The unread count: only unread rows are in it, so it stays small however many are kept.
    index('notificacoes_nao_lidas_idx').on(t.usuarioId).where(sql`${t.lidaEm} is null`),
    // A delivery's rows (its read count), and the daily purge: it deletes the rows of deliveries
    // older than the retention (lotes_notificacao_created_idx, then this). No index on `data`
    // alone: for a user whose newest rows are old, the planner would walk it backwards across
    // everyone's newer rows for the panel's LIMIT 20 (1.2 s on 1,000,000 rows, against 1 ms by
    // notificacoes_usuario_data_idx), and every fan-out would maintain it.
    index('notificacoes_lote_idx').on(t.loteId),
  ],
);

/**
 * Web push subscriptions (spec 01 §1 "Push notifications", gerarPushSubscription): one per
 * browser/device. `sessaoId` is the sign-in session that registered it, so a logout removes the
 * device's subscription; 404/410 answers from the push service remove it too.
 */
export const inscricoesPush = pgTable(
  'inscricoes_push',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The subscription's keys (base64url): p256dh public key and auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    sessaoId: text('sessao_id'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [uniqueIndex('inscricoes_push_endpoint_uq').on(t.endpoint), index('inscricoes_push_usuario_idx').on(t.usuarioId), index('inscricoes_push_sessao_idx').on(t.sessaoId)],
);

/**
 * Notification models (PORTAL_MANUTENCAO_MODELO): a title and a text with named placeholders
 * ({{nome}}, {{marca}}, {{dealer}}, {{produto}}, {{link}} …) filled per recipient when a generic
 * notification is sent from the model.
 */
export const modelosNotificacao = pgTable(
  'modelos_notificacao',
  {
    id: serial('id').primaryKey(),
    nome: citext('nome').notNull(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    produtoId: integer('produto_id').references(() => produtos.id),
    link: text('link'),
    active: boolean('active').notNull().default(true),
    criadorId: integer('criador_id').references(() => usuarios.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('modelos_notificacao_nome_uq').on(t.nome)],
);

/**
 * Generic notifications (PORTAL_NOTIFICACOES_GENERICAS): free-form or from a model, to user
 * groups, now or at `agendadaPara`. status AGENDADA → ENVIADA (exactly once: the send claims the
 * row by `lote_id is null`) or CANCELADA. `loteId` is the delivery once sent.
 */
export const notificacoesGenericas = pgTable(
  'notificacoes_genericas',
  {
    id: serial('id').primaryKey(),
    modeloId: integer('modelo_id').references(() => modelosNotificacao.id),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    produtoId: integer('produto_id').references(() => produtos.id),
    link: text('link'),
    status: text('status').notNull().default('AGENDADA'),
    agendadaPara: timestamp('agendada_para', { withTimezone: true }),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
    loteId: integer('lote_id').references(() => lotesNotificacao.id),
    criadorId: integer('criador_id')
      .notNull()
      .references(() => usuarios.id),
    ...timestamps,
  },
  (t) => [
    index('notificacoes_genericas_status_idx').on(t.status, t.agendadaPara),
    index('notificacoes_genericas_created_idx').on(t.createdAt),
  ],
);

/** The user groups a generic notification goes to. */
export const notificacaoGenericaGrupos = pgTable(
  'notificacao_generica_grupos',
  {
    notificacaoGenericaId: integer('notificacao_generica_id')
      .notNull()
      .references(() => notificacoesGenericas.id, { onDelete: 'cascade' }),
    grupoUsuariosId: integer('grupo_usuarios_id')
      .notNull()
      .references(() => gruposUsuarios.id),
  },
  (t) => [primaryKey({ columns: [t.notificacaoGenericaId, t.grupoUsuariosId] }), index('notificacao_generica_grupos_grupo_idx').on(t.grupoUsuariosId)],
);
