import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idiomaFromTag } from '@portal/domain';
import type { Database } from '../db/connection.js';
import { contentDisposition, INLINE_TYPES, rasterTypeOf } from './disposition.js';
import type { SignedDownloadLinks } from './download-links.js';
import { StorageNotFoundError } from './errors.js';
import { notFoundKey } from '../i18n/not-found.messages.js';
import { sendError } from './http-errors.js';
import { parseRange } from './range.js';
import { arquivos } from './storage.tables.js';
import type { ObjectStore } from './types.js';

/** Reads a short stream whole (the first bytes of a thumbnail). */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * GET /api/arquivos/:token: serves the file (or its thumbnail) a signed link names. No session:
 * the link is the permission (an <a href> or <img src> sends no bearer token), checked here:
 * forged 403, expired 410. Served as an attachment (application/octet-stream) unless the link
 * asks for inline and the bytes are a raster image; never inline HTML or SVG; nosniff always.
 * A single `Range` is honoured (206), so a long download can resume.
 */
export async function downloadRoutes(
  app: FastifyInstance,
  opts: { database: Database; store: ObjectStore; links: SignedDownloadLinks },
): Promise<void> {
  app.get<{ Params: { token: string } }>('/api/arquivos/:token', async (req, reply) => {
    const idioma = idiomaFromTag(req.headers['accept-language']);
    const checked = opts.links.check(req.params.token);
    if (checked.status === 'forged') return sendError(reply, idioma, 403, 'error.arquivo.linkInvalido', 'token');
    if (checked.status === 'expired') return sendError(reply, idioma, 410, 'error.arquivo.linkExpirado', 'token');
    const { claims, remainingSeconds } = checked;
    const notFound = () => sendError(reply, idioma, 404, notFoundKey('arquivo'), 'token');

    const [row] = await opts.database.db
      .select({ nome: arquivos.nome, chave: arquivos.chave, miniatura: arquivos.miniaturaChave, tipo: arquivos.tipoConteudo })
      .from(arquivos)
      .where(eq(arquivos.id, claims.arquivoId));
    const key = claims.variant === 'miniatura' ? row?.miniatura : row?.chave;
    if (!row || !key) return notFound();
    const size = await opts.store.size(key);
    if (size === null) return notFound();

    // A thumbnail's type is whatever the processing job wrote: read from its first bytes.
    const type =
      claims.variant === 'miniatura'
        ? size > 0
          ? rasterTypeOf(await readAll(await opts.store.get(key, { start: 0, end: Math.min(size, 16) - 1 })))
          : null
        : row.tipo;
    const inline = claims.inline && type !== null && INLINE_TYPES.has(type);

    const range = parseRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      return sendError(reply, idioma, 416, 'error.arquivo.intervalo', 'range');
    }
    let body: Readable;
    try {
      body = await opts.store.get(key, range ?? undefined);
    } catch (err) {
      if (err instanceof StorageNotFoundError) return notFound();
      throw err;
    }

    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-type', inline ? type : 'application/octet-stream')
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.nome))
      .header('cache-control', `private, max-age=${remainingSeconds}`)
      .header('accept-ranges', 'bytes');
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    }
    return reply.header('content-length', size).send(body);
  });
}
