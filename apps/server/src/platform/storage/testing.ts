import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection.js';
import type { PortalStorage } from './index.js';

/** Test data and helpers of the storage (uploads, links, cleanup). */

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a PDF and `size` bytes in all (the type check reads only the first bytes). */
export function pdf(size = 10_000): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** A small DOCX: a zip whose first entry is [Content_Types].xml. */
export function docx(): Buffer {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': strToU8('<w:document/>'),
      },
      { level: 0 },
    ),
  );
}


/** Every object file under DATA_DIR/files (temporary files included), relative paths, sorted. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/** Every file under DATA_DIR/tus. */
export function tusFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'tus');
  return fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
}

/** The arquivos rows (what the tests look at). */
export async function arquivoRows(database: Database) {
  const res = await database.db.execute<{
    id: string;
    nome: string;
    tamanho: number;
    tipo_conteudo: string;
    chave: string;
    tipo_arquivo: string;
    enviado_por_id: number;
  }>(sql`select id, nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id from arquivos order by enviado_em`);
  return res.rows;
}

/** The app's storage decoration. */
export function storageOf(app: FastifyInstance): PortalStorage {
  return app.getDecorator<PortalStorage>('storage');
}

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

export const BOUNDARY = '----portal-test-boundary';

/** A multipart/form-data body of the given parts, in order. */
export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The `info` part of a library upload. */
export const LIBRARY_INFO: Part = { name: 'info', value: JSON.stringify({ fileType: 'LIBRARY' }) };

/** A `file` part. */
export const filePart = (filename: string, value: Buffer, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  value,
  contentType,
});

/** POST /api/upload as the web does (multipart: info + file). */
export function upload(app: FastifyInstance, token: string | null, parts: Part[], headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: multipartBody(parts),
  });
}

/** Polls until `check` holds (server-side work after a dropped connection), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const openSockets = new Set<net.Socket>();

/** A raw loopback connection (to send half a request); destroyOpenSockets() ends any left open. */
export async function rawConnection(port: number): Promise<net.Socket> {
  const socket = net.connect({ host: '127.0.0.1', port });
  openSockets.add(socket);
  socket.on('error', () => {});
  socket.once('close', () => openSockets.delete(socket));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

/** Ends the raw connections a failed test left open, so closing the app does not wait on them. */
export function destroyOpenSockets(): void {
  for (const socket of openSockets) socket.destroy();
}
