import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Stored files (spec 02 §3 "File": id, nome, tamanho). One row per object in the store; the
 * areas that use files (library items, later notice attachments and slides) point here.
 * - chave: the object's key in the store (never derived from the user's file name);
 * - tipo_arquivo: what the upload was for (LIBRARY …), checked when an area attaches it;
 * - anexado_em: set when an area attaches the file; a file never attached is an orphan and is
 *   deleted by the storage cleanup job after a grace period;
 * - miniatura_chave / texto / processado_em: filled by the background processing job
 *   (thumbnail for images, extracted text for PDF, DOCX, XLSX and text files).
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    tipoConteudo: text('tipo_conteudo').notNull(),
    chave: text('chave').notNull().unique(),
    tipoArquivo: text('tipo_arquivo').notNull(),
    /** The uploader (usuarios.id; no foreign key: the platform never reaches into an area's tables). */
    enviadoPorId: integer('enviado_por_id').notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
    anexadoEm: timestamp('anexado_em', { withTimezone: true }),
    miniaturaChave: text('miniatura_chave'),
    texto: text('texto'),
    processadoEm: timestamp('processado_em', { withTimezone: true }),
    /**
     * The resumable upload (tus id) that delivered the file: a client whose last response was lost
     * asks again (HEAD) and learns the file's id from here, the upload itself being gone.
     */
    uploadTusId: text('upload_tus_id').unique(),
    /** Why processing failed, when it did (the file stays usable; only thumbnail/text are missing). */
    erroProcessamento: text('erro_processamento'),
  },
  (t) => [
    index('arquivos_orfaos_idx').on(t.enviadoEm).where(sql`anexado_em is null`),
    index('arquivos_pendentes_idx').on(t.enviadoEm).where(sql`processado_em is null`),
  ],
);
