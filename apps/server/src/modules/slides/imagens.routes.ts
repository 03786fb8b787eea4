import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/connection.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { ObjectStore } from '../../platform/storage/types.js';
import { varianteKey, type Formato } from './slides.images.js';
import { anuncios, slides } from './slides.tables.js';

const NOME_RE = /^([0-9a-f]{40})-(\d{2,4})\.(webp|avif)$/;
const CONTENT_TYPE: Record<Formato, string> = { webp: 'image/webp', avif: 'image/avif' };
const Row = z.object({ chave: z.string(), larguras: z.array(z.number()) });

/**
 * GET /api/imagens/<hash>-<largura>.<webp|avif>: a slide's or advert's resized image. Public
 * (an <img> sends no bearer token; slide images are not secret), but the hash is 160 bits derived
 * from the file's id, bytes and a random salt, so names cannot be enumerated; a new image has a new name, so the
 * answer is cached for a year, immutable. Only widths made for that image; anything else is 404.
 */
export async function imagensRoutes(app: FastifyInstance, opts: { database: Database; store: ObjectStore }): Promise<void> {
  app.get<{ Params: { nome: string } }>('/api/imagens/:nome', async (req, reply) => {
    const m = NOME_RE.exec(req.params.nome);
    if (!m) return reply.code(404).send({ code: 'NOT_FOUND' });
    const [, hash, w, formato] = m as unknown as [string, string, string, Formato];
    const largura = Number(w);
    const [row] = await queryRows(opts.database.db, Row, sql`
      select a.chave, t.larguras from (
        select ${slides.arquivoId} as arquivo_id, ${slides.imagemLarguras} as larguras from ${slides} where ${slides.imagemHash} = ${hash}
        union all
        select ${anuncios.arquivoId}, ${anuncios.imagemLarguras} from ${anuncios} where ${anuncios.imagemHash} = ${hash}
      ) t join arquivos a on a.id = t.arquivo_id limit 1`);
    if (!row || !row.larguras.includes(largura)) return reply.code(404).send({ code: 'NOT_FOUND' });
    const key = varianteKey(row.chave, hash, largura, formato);
    const size = await opts.store.size(key);
    if (size === null) return reply.code(404).send({ code: 'NOT_FOUND' });
    return reply
      .header('content-type', CONTENT_TYPE[formato])
      .header('content-length', size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await opts.store.get(key));
  });
}
