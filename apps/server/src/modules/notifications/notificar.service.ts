import { eq, sql, type SQL } from 'drizzle-orm';
import { splitPlaceholders, type PlaceholderName } from '@portal/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { badInput } from '../../platform/errors.js';
import { audienceSql } from '../user-groups/audience.service.js';
import { dealersDosUsuariosTexto, marcasDosUsuariosTexto } from '../users/usuario-nomes.queries.js';
import { sanitizeNotificationHtml } from './html.js';
import { checkedLink } from './link.js';
import { lotesNotificacao } from './notifications.tables.js';

/** Which area sent a delivery (lotes_notificacao.origem). */
export type OrigemNotificacao = 'GENERICA' | 'COMUNICADO' | 'IMPORTACAO' | 'EXPORTACAO' | 'APROVACAO';

/** A notification to deliver (spec 02 §3 "Notification"). */
export interface NovaNotificacao {
  origem: OrigemNotificacao;
  /** The sending area's record (the generic notification, the notice …). */
  origemId?: number | null;
  /** Plain text (the web shows it as text). */
  titulo: string;
  /** HTML: sanitized here to the allowlisted subset (html.ts), whoever wrote it. */
  texto: string;
  produtoId?: number | null;
  /** Checked here (link.ts): a same-origin path or under a product's base address. */
  link?: string | null;
  /**
   * titulo and texto hold {{placeholders}} (packages/domain placeholders.ts) filled per recipient
   * in the fan-out's one statement: into the text HTML-escaped, into the title as plain text.
   */
  personalizar?: boolean;
}

/**
 * Who receives it: given users, the audience of user groups (user-groups' audience rule), or a
 * query of the sending area answering one column `id` (each user once, active ones only: the
 * area's own set, e.g. the deliveries of a notice written in the same transaction).
 */
export type DestinatariosNotificacao = { usuarioIds: readonly number[] } | { gruposUsuarios: readonly number[] } | { consulta: SQL };

/** The channel every instance LISTENs on (the live stream, push): `{"lote":id}` or `{"usuario":id}`. */
export const NOTIFICACOES_CHANNEL = 'portal_notificacoes';

/** `pg_notify` of a payload on the channel; delivered to listeners when the transaction commits, never before, never on rollback. */
export const notifySql = (payload: { lote: number } | { usuario: number }) =>
  sql`select pg_notify(${NOTIFICACOES_CHANNEL}, ${JSON.stringify(payload)})`;

const ints = (list: readonly number[]) => sql`${sql.param([...new Set(list)])}::int[]`;

/**
 * The recipients' ids. Given users count when they exist and are active (an inactive user is
 * notified of nothing, as the groups' audience leaves them out); a group's audience is
 * user-groups' (`audienceSql`: active groups, active users, a user whose every dealer is inactive
 * is out), one set-based query whatever the number of groups.
 */
export function recipientsSql(para: DestinatariosNotificacao): SQL {
  if ('consulta' in para) return para.consulta;
  if ('usuarioIds' in para) return sql`select u.id from usuarios u where u.id = any(${ints(para.usuarioIds)}) and u.active`;
  return audienceSql({ grupoIds: [...new Set(para.gruposUsuarios)] });
}

/** HTML-escapes a text value in SQL (text nodes and quoted attribute values alike). */
const htmlEscaped = (v: SQL) =>
  sql`replace(replace(replace(replace(replace(${v}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * A title or text filled per recipient, `u` being the recipient's usuarios row: its parts (domain
 * `splitPlaceholders`) concatenated, each placeholder by its value, so a value is never filled
 * again; HTML-escaped when `escape` (the text). The notification's own values (product, link) are
 * parameters. The recipient's brands and dealers come from `mv`/`dv` joined by the fan-out
 * (`links: 'joined'`, see personalisedInsert) or, for a few rows (a preview's sample), from
 * correlated subqueries over `u` (`'correlated'`).
 */
export function filledSql(template: string, escape: boolean, constants: { produto: string; link: string }, links: 'joined' | 'correlated' = 'correlated'): SQL {
  const parts = splitPlaceholders(template);
  if (parts.length === 0) return sql`''`;
  const texto = (relation: (usuarios: SQL) => SQL, joined: SQL) =>
    links === 'joined' ? joined : sql`(select x.texto from (${relation(sql`select u.id`)}) x)`;
  const value = (p: PlaceholderName): SQL => {
    const v: SQL =
      p === 'nome'
        ? sql`u.nome`
        : p === 'email'
          ? sql`u.email::text`
          : p === 'marca'
            ? texto(marcasDosUsuariosTexto, sql`mv.texto`)
            : p === 'dealer'
              ? texto(dealersDosUsuariosTexto, sql`dv.texto`)
              : sql`${constants[p]}::text`;
    return escape ? htmlEscaped(sql`coalesce(${v}, '')`) : v;
  };
  return sql`concat(${sql.join(
    parts.map((part) => ('text' in part ? sql`${part.text}::text` : value(part.placeholder))),
    sql`, `,
  )})`;
}

/**
 * The rows of a personalised delivery: the recipients once (`r`, materialized), the users' brands
 * and dealers as text only when a placeholder needs them (users area's relations, grouped once and
 * hash-joined), and each row's title and text filled in the select.
 */
function personalisedInsert(loteId: number, para: DestinatariosNotificacao, titulo: string, texto: string, constants: { produto: string; link: string }): SQL {
  const uses = (name: PlaceholderName) => [...splitPlaceholders(titulo), ...splitPlaceholders(texto)].some((p) => 'placeholder' in p && p.placeholder === name);
  const r = sql`select id from r`;
  return sql`
    insert into notificacoes (lote_id, usuario_id, titulo, texto)
    with r as materialized (${recipientsSql(para)})
    ${uses('marca') ? sql`, mv as (${marcasDosUsuariosTexto(r)})` : sql``}
    ${uses('dealer') ? sql`, dv as (${dealersDosUsuariosTexto(r)})` : sql``}
    select ${loteId}, u.id, ${filledSql(titulo, false, constants, 'joined')}, ${filledSql(texto, true, constants, 'joined')}
      from r join usuarios u on u.id = r.id
      ${uses('marca') ? sql`left join mv on mv.usuario_id = u.id` : sql``}
      ${uses('dealer') ? sql`left join dv on dv.usuario_id = u.id` : sql``}`;
}

/**
 * Delivers one notification to its recipients, set-based and all or nothing: the lote (the
 * content, once), one small row per recipient written by one `insert … select` from the audience,
 * the lote's recipient count, and `pg_notify('portal_notificacoes', '{"lote":id}')` so every
 * instance's live streams and the push job learn of it when it commits. Runs inside the caller's
 * transaction when given one (a savepoint: the caller's commit is the delivery's), else in its own.
 */
export async function notificar(
  txOrDb: DbOrTx,
  nova: NovaNotificacao,
  para: DestinatariosNotificacao,
): Promise<{ loteId: number; destinatarios: number }> {
  const titulo = nova.titulo.trim();
  const texto = sanitizeNotificationHtml(nova.texto);
  if (!titulo) throw badInput([{ field: 'titulo', key: 'error.required' }]);
  if (!texto) throw badInput([{ field: 'texto', key: 'error.required' }]);
  const produtoId = nova.produtoId ?? null;
  return txOrDb.transaction(async (tx) => {
    const link = await checkedLink(tx, nova.link, produtoId);
    const [lote] = await tx
      .insert(lotesNotificacao)
      .values({ origem: nova.origem, origemId: nova.origemId ?? null, titulo, texto, produtoId, link })
      .returning({ id: lotesNotificacao.id });
    const loteId = lote!.id;
    let inserted;
    if (nova.personalizar) {
      const produto =
        produtoId == null ? '' : ((await queryRow(tx, z.object({ nome: z.string() }), sql`select nome from produtos where id = ${produtoId}`))?.nome ?? '');
      inserted = await tx.execute(personalisedInsert(loteId, para, titulo, texto, { produto, link: link ?? '' }));
    } else {
      inserted = await tx.execute(sql`
        insert into notificacoes (lote_id, usuario_id) select ${loteId}, r.id from (${recipientsSql(para)}) r`);
    }
    const destinatarios = inserted.rowCount ?? 0;
    await tx.update(lotesNotificacao).set({ destinatarios }).where(eq(lotesNotificacao.id, loteId));
    await tx.execute(notifySql({ lote: loteId }));
    return { loteId, destinatarios };
  });
}
