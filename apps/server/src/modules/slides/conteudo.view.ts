import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { visibleTo } from '../user-groups/user-groups.policy.js';
import type { ConteudoKind } from './conteudo.kinds.js';
import { emExibicaoSql } from './exibicao.sql.js';
import { imagemResponsiva } from './slides.images.js';

/** One slide or advert as read (the advert's slide-only fields come as null). */
export const ConteudoRow = z.object({
  id: z.number(),
  titulo: z.string(),
  corTitulo: z.string().nullable(),
  tamanhoTitulo: z.number().nullable(),
  subtitulo: z.string().nullable(),
  corSubtitulo: z.string().nullable(),
  tamanhoSubtitulo: z.number().nullable(),
  tituloBotao: z.string().nullable(),
  link: z.string().nullable(),
  linkTarget: z.enum(['SELF', 'BLANK']),
  inicioDate: z.string().nullable(),
  fimDate: z.string().nullable(),
  arquivoId: z.string().nullable(),
  imagemHash: z.string().nullable(),
  imagemLarguras: z.array(z.number()).nullable(),
  /** visivel: the reader may see the group (user-groups visibleTo); nome is read either way, for the audit. */
  grupos: z.array(z.object({ id: z.number(), nome: z.string(), visivel: z.boolean() })),
  active: z.boolean(),
  createdDateTime: z.string(),
  emExibicao: z.boolean(),
  total: z.coerce.number(),
});
export type ConteudoRow = z.infer<typeof ConteudoRow>;

/** The columns of a read by `leitorId`, `today` deciding emExibicao; `total` is the list's window count. */
export function conteudoColumns(k: ConteudoKind, today: string, leitorId: number): SQL {
  const t = k.table;
  const l = k.link;
  return sql`${t.id} as "id", ${t.titulo} as "titulo", ${k.extras.corTitulo} as "corTitulo", ${t.tamanhoTitulo} as "tamanhoTitulo",
    ${k.extras.subtitulo} as "subtitulo", ${k.extras.corSubtitulo} as "corSubtitulo", ${k.extras.tamanhoSubtitulo} as "tamanhoSubtitulo",
    ${k.extras.tituloBotao} as "tituloBotao", ${t.link} as "link", ${t.linkTarget} as "linkTarget",
    ${t.inicioDate}::text as "inicioDate", ${t.fimDate}::text as "fimDate",
    ${t.arquivoId} as "arquivoId", ${t.imagemHash} as "imagemHash", ${t.imagemLarguras} as "imagemLarguras",
    coalesce((select json_agg(json_build_object('id', g.id, 'nome', g.nome, 'visivel', ${visibleTo({ id: leitorId })}) order by g.nome, g.id)
      from ${l.table} join grupos_usuarios g on g.id = ${l.grupo} where ${l.owner} = ${t.id}), '[]'::json) as "grupos",
    ${t.active} as "active",
    to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDateTime",
    ${emExibicaoSql(t, today)} as "emExibicao",
    count(*) over () as "total"`;
}

/** Rows of a read by `leitorId`: `rest` is everything after the select list (from, where, order, limit). */
export async function readConteudos(db: DbOrTx, k: ConteudoKind, today: string, leitorId: number, rest: SQL): Promise<ConteudoRow[]> {
  return queryRows(db, ConteudoRow, sql`select ${conteudoColumns(k, today, leitorId)} from ${k.table} ${rest}`);
}

/**
 * A row as the API answers it (Slide / Anuncio: an advert ignores the slide-only fields). A target
 * group the reader cannot see (another's private group) is answered without its name, as the
 * library answers a folder's grants: it exists for its creator only (user-groups.policy).
 */
export function conteudoView(k: ConteudoKind, row: ConteudoRow) {
  const { arquivoId, imagemHash, imagemLarguras, total: _total, grupos, ...rest } = row;
  const ref = arquivoId && imagemHash && imagemLarguras?.length ? { arquivoId, hash: imagemHash, larguras: imagemLarguras } : null;
  return { ...rest, grupos: grupos.map((g) => ({ id: g.id, visivel: g.visivel, nome: g.visivel ? g.nome : null })), arquivo: imagemResponsiva(ref, k.imagem) };
}
export type ConteudoView = ReturnType<typeof conteudoView>;
