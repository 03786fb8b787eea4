import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { noticeNumber } from '@portal/domain';
import { defineLoaders } from '../../../platform/graphql/loaders.js';
import { sanitizeNotificationHtml } from '../../notifications/html.js';
import { arquivosComLink, arquivosDosComunicados } from '../entrega/anexos.js';
import { comunicadoEtiquetas } from '../notices.tables.js';
import { c, ce, type ComunicadoRefView } from './envio.view.js';

/*
 * The parts of a received notice a page of deliveries may or may not ask for, each one query per
 * request for every notice on it (no N+1): the message, the tags, the attachments with their
 * signed links and the erratas. A ComunicadoRecebido is only ever reached through the caller's
 * own delivery (envios.service.ts), so its attachments' links go to a holder of a delivery.
 */

const idsDe = (queries: readonly { obj: { id: string } }[]) => [...new Set(queries.map((q) => Number(q.obj.id)))];

export const leituraLoaders = defineLoaders({
  ComunicadoRecebido: {
    /** Sanitized on write and again here, so no stored markup ever runs. */
    mensagem: async (queries, ctx) => {
      const rows = await ctx.database.db.select({ id: c.id, mensagem: c.mensagem }).from(c).where(inArray(c.id, idsDe(queries)));
      const byId = new Map(rows.map((r) => [String(r.id), sanitizeNotificationHtml(r.mensagem)]));
      return queries.map((q) => byId.get(q.obj.id) ?? '');
    },
    etiquetas: async (queries, ctx) => {
      const e = comunicadoEtiquetas;
      const rows = await ctx.database.db
        .select({ comunicadoId: e.comunicadoId, etiqueta: sql<string>`${e.etiqueta}::text` })
        .from(e)
        .where(inArray(e.comunicadoId, idsDe(queries)))
        .orderBy(asc(e.comunicadoId), sql`lower(${e.etiqueta})`);
      const byId = new Map<string, string[]>();
      for (const r of rows) byId.set(String(r.comunicadoId), [...(byId.get(String(r.comunicadoId)) ?? []), r.etiqueta]);
      return queries.map((q) => byId.get(q.obj.id) ?? []);
    },
    arquivos: async (queries, ctx) => {
      const byId = await arquivosDosComunicados(ctx.database.db, idsDe(queries));
      return queries.map((q) => arquivosComLink(ctx.storage.links, byId.get(Number(q.obj.id)) ?? []));
    },
    /**
     * The delivered erratas of each notice, oldest first: only those the reader holds a delivery of
     * too (an errata goes to the original's people; a link the reader could not open is not shown).
     */
    erratas: async (queries, ctx) => {
      const usuarioId = ctx.user?.id ?? 0;
      const rows = await ctx.database.db
        .select({ idParent: c.idParent, id: c.id, ano: c.ano, numero: c.numero, titulo: c.titulo })
        .from(c)
        .innerJoin(ce, and(eq(ce.comunicadoId, c.id), eq(ce.usuarioId, usuarioId), eq(ce.active, true)))
        .where(and(inArray(c.idParent, idsDe(queries)), eq(c.status, 'ENVIADO'), eq(c.active, true)))
        .orderBy(asc(c.envioDataHora), asc(c.id));
      const byId = new Map<string, ComunicadoRefView[]>();
      for (const r of rows) {
        const key = String(r.idParent);
        byId.set(key, [...(byId.get(key) ?? []), { id: String(r.id), numero: noticeNumber(r.ano, r.numero), titulo: r.titulo }]);
      }
      return queries.map((q) => byId.get(q.obj.id) ?? []);
    },
  },
});
