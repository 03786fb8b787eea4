import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { noticeNumber } from '@portal/domain';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { comunicadoEnvios, comunicados } from '../notices.tables.js';

/*
 * A delivery as its recipient reads it (GraphQL ComunicadoEnvio) with its notice
 * (ComunicadoRecebido): one statement per page joins the deliveries to their notices, authors,
 * departments and originals; what a page may not ask for (the message, tags, attachments,
 * erratas) comes from the loaders of recebido.loaders.ts, one query per request each.
 * This file is a mapped view (codegen.ts): it must not lead back to a resolvers file.
 */

/** An original or errata as named from a notice (ComunicadoRef). */
export interface ComunicadoRefView {
  id: string;
  numero: string | null;
  titulo: string;
}

/** ComunicadoRecebido without mensagem, etiquetas, arquivos and erratas (their loaders). */
export interface RecebidoView {
  id: string;
  numero: string | null;
  titulo: string;
  envioDateTime: string;
  expiraEm: string | null;
  requerCiencia: boolean;
  usuarioCriador: { id: string; nome: string; email: string };
  departamento: { id: string; nome: string; sigla: string | null; assinatura: string | null } | null;
  errata: boolean;
  original: ComunicadoRefView | null;
}

/** ComunicadoEnvio: the recipient's copy (spec 02 §3 "Notice delivery"). */
export interface EnvioView {
  id: string;
  lido: boolean;
  lidoEm: string | null;
  arquivado: boolean;
  favorito: boolean;
  ciente: boolean;
  cienteEm: string | null;
  active: boolean;
  data: string;
  comunicado: RecebidoView;
}

export const ce = comunicadoEnvios;
export const c = comunicados;
const o = alias(comunicados, 'o');

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** The columns of one delivery row with its notice (author, department and original joined). */
const colunas = {
  id: ce.id,
  lidoEm: ce.lidoEm,
  cienteEm: ce.cienteEm,
  arquivado: ce.arquivado,
  favorito: ce.favorito,
  active: ce.active,
  data: ce.data,
  comunicadoId: c.id,
  titulo: c.titulo,
  ano: c.ano,
  numero: c.numero,
  envioDataHora: c.envioDataHora,
  expiraEm: c.expiraEm,
  requerCiencia: c.requerCiencia,
  idParent: c.idParent,
  criadorId: c.usuarioCriadorId,
  criadorNome: sql<string>`u.nome`,
  criadorEmail: sql<string>`u.email::text`,
  departamentoId: sql<number | null>`d.id`,
  departamentoNome: sql<string | null>`d.nome`,
  departamentoSigla: sql<string | null>`d.sigla`,
  departamentoAssinatura: sql<string | null>`d.assinatura`,
  originalAno: o.ano,
  originalNumero: o.numero,
  originalTitulo: o.titulo,
};

/**
 * Deliveries with their notices, newest first (the order of comunicado_envios_usuario_idx, written
 * as the index is so the planner walks it and stops at the limit). `where` names `ce` and `c`.
 */
export async function selectEnvios(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<EnvioView[]> {
  let q = db
    .select(colunas)
    .from(ce)
    .innerJoin(c, eq(c.id, ce.comunicadoId))
    .innerJoin(sql`usuarios u`, sql`u.id = ${c.usuarioCriadorId}`)
    .leftJoin(sql`departamentos d`, sql`d.id = ${c.departamentoId}`)
    .leftJoin(o, eq(o.id, c.idParent))
    .where(and(eq(ce.active, true), eq(c.active, true), where))
    .orderBy(sql`${ce.data} desc nulls last`, sql`${ce.id} desc nulls last`)
    .$dynamic();
  if (page) q = q.limit(page.limit).offset(page.offset);
  const rows = await q;
  return rows.map((r) => ({
    id: String(r.id),
    lido: r.lidoEm != null,
    lidoEm: iso(r.lidoEm),
    arquivado: r.arquivado,
    favorito: r.favorito,
    ciente: r.cienteEm != null,
    cienteEm: iso(r.cienteEm),
    active: r.active,
    data: r.data.toISOString(),
    comunicado: {
      id: String(r.comunicadoId),
      numero: noticeNumber(r.ano, r.numero),
      titulo: r.titulo,
      // A delivery exists only once its notice was delivered (envioDataHora written with it).
      envioDateTime: (r.envioDataHora ?? r.data).toISOString(),
      expiraEm: iso(r.expiraEm),
      requerCiencia: r.requerCiencia,
      usuarioCriador: { id: String(r.criadorId), nome: r.criadorNome, email: r.criadorEmail },
      departamento:
        r.departamentoId == null
          ? null
          : { id: String(r.departamentoId), nome: r.departamentoNome ?? '', sigla: r.departamentoSigla, assinatura: r.departamentoAssinatura },
      errata: r.idParent != null,
      original:
        r.idParent == null ? null : { id: String(r.idParent), numero: noticeNumber(r.originalAno, r.originalNumero), titulo: r.originalTitulo ?? '' },
    },
  }));
}
