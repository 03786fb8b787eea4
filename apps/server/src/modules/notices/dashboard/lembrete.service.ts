import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LANGUAGES, NOTICE_LIMITS, noticeNumber, PORTAL_TIME_ZONE, type Idioma } from '@portal/domain';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import { queryRow, queryRows, timestamptz } from '../../../platform/db/typed-rows.js';
import { conflict } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { t } from '../../../platform/i18n/messages.js';
import { notificar } from '../../notifications/notificar.service.js';
import { comunicadoDoPainel } from './leitor.js';
import { proximoLembrete } from './painel.service.js';
import './dashboard.messages.js';

/** A time as the caller reads it: date and hour in the portal's time zone, in their language. */
export function quandoLegivel(idioma: Idioma, at: Date): string {
  return new Intl.DateTimeFormat(LANGUAGES[idioma], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: PORTAL_TIME_ZONE,
  }).format(at);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Reminds the people who still owe the notice something: those who have not read it and, when it
 * requires acknowledgement, those who have not acknowledged it; for a dealer-group caller, only
 * those it reaches (the pending people its dashboard shows, leitor.ts). At most once a day per notice:
 * the notice's row is updated only when its last reminder is older than a day (or none), so two
 * callers at once send one reminder and the other gets CONFLICT saying from when another may go.
 * One notification per language of the recipients (each reads it in their own), its recipients a
 * query run by notificar's insert (set-based: 60,000 people are one statement per language); the reminder is audited on the notice. Answers how many people were notified.
 */
export async function lembrarPendentes(db: Db, user: CurrentUser, id: number, now: Date, requestId?: string): Promise<number> {
  const c = await comunicadoDoPainel(db, user, id);
  if (c.status !== 'ENVIADO') throw conflict('error.comunicadoDashboard.lembreteNaoEnviado');
  return db.transaction(async (tx) => {
    const limite = new Date(now.getTime() - NOTICE_LIMITS.reminderIntervalMs);
    const marcado = await queryRow(
      tx,
      z.object({ id: z.number() }),
      sql`update comunicados set ultimo_lembrete_em = ${now.toISOString()}::timestamptz
           where id = ${c.id} and (ultimo_lembrete_em is null or ultimo_lembrete_em <= ${limite.toISOString()}::timestamptz)
       returning id`,
    );
    if (!marcado) {
      // The reminder that won: read again under the row's lock (the update above waited for it).
      const atual = await queryRow(
        tx,
        z.object({ em: timestamptz.nullable() }),
        sql`select ultimo_lembrete_em as em from comunicados where id = ${c.id}`,
      );
      const proximo = proximoLembrete(atual?.em ?? now, now) ?? now;
      throw conflict('error.comunicadoDashboard.lembreteHoje', { quando: quandoLegivel(user.idioma, proximo) });
    }
    const pendente = c.requerCiencia ? sql`(e.lido_em is null or e.ciente_em is null)` : sql`e.lido_em is null`;
    const pendentes = (idioma: SQL) =>
      sql`select e.usuario_id as id from comunicado_envios e join usuarios u on u.id = e.usuario_id
           where e.comunicado_id = ${c.id} and e.active and u.active and u.idioma = ${idioma} and ${pendente} and ${c.noAlcance}`;
    const idiomas = await queryRows(
      tx,
      z.object({ idioma: z.string() }),
      sql`select distinct u.idioma from comunicado_envios e join usuarios u on u.id = e.usuario_id
           where e.comunicado_id = ${c.id} and e.active and u.active and ${pendente} and ${c.noAlcance}`,
    );
    const numero = noticeNumber(c.ano, c.numero) ?? '';
    let notificados = 0;
    for (const { idioma: coluna } of idiomas) {
      const idioma = (Object.hasOwn(LANGUAGES, coluna) ? coluna : 'PT_BR') as Idioma;
      const { destinatarios } = await notificar(
        tx,
        {
          origem: 'COMUNICADO',
          origemId: c.id,
          titulo: t(idioma, 'notices.dashboard.lembrete.titulo', { titulo: c.titulo }),
          texto: t(idioma, c.requerCiencia ? 'notices.dashboard.lembrete.ciencia' : 'notices.dashboard.lembrete.leitura', {
            numero,
            titulo: escapeHtml(c.titulo),
          }),
          link: `/comunicados/visualizarEnvio/${c.id}`,
        },
        // The pending people of that language, chosen by the insert itself (set-based, no list of ids).
        { consulta: pendentes(sql`${coluna}`) },
      );
      notificados += destinatarios;
    }
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'comunicado',
      entidadeId: c.id,
      acao: 'LEMBRAR_PENDENTES',
      depois: { notificados, requerCiencia: c.requerCiencia },
      requestId,
    });
    return notificados;
  });
}
