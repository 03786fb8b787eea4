/**
 * The 900 MB upload benchmark of `npm run bench` (DESIGN "files": 900 MB uploads in constant
 * memory; resumable with tus): a generated 900,000,000-byte MP4 (bench/support/generated-file.ts,
 * never a buffer) sent as a library manager over loopback, once to POST /api/upload (multipart)
 * and once through tus in 50 MiB chunks with one dropped connection halfway through a chunk
 * (HEAD for the offset, resume). Measures wall time → throughput (decimal MB/s) and the server
 * process's resident memory during each (sampled every 100 ms, plus the kernel's peak).
 *
 * Afterwards each file is attached to a folder (uploadArquivos), its size checked, and the item
 * removed (excluirItemBiblioteca), which deletes the stored bytes: the bench leaves no 900 MB
 * objects behind in its data directory, and does not wait for the orphan cleanup job. (Only when
 * a run fails between upload and attach does a file stay unattached; the storage cleanup job
 * removes it after its grace period.)
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { FILE_TYPE_LIBRARY } from '@portal/domain';
import { BENCH_FILE_BYTES, BENCH_FILE_NAME, benchFileStream } from './support/generated-file.js';
import { graphql } from './support/graphql.js';
import { sampleMemory, type MemoryFigures } from './support/memory.js';

/** Chunk size of the tus run: the web client's (apps/web … uploader.ts CHUNK_BYTES). */
const TUS_CHUNK_BYTES = 50 * 1024 * 1024;

export interface UploadFigure {
  bytes: number;
  seconds: number;
  /** Decimal megabytes per second (the spec's 900,000,000 bytes = 900 MB). */
  megabytesPerSecond: number;
  serverMemory: MemoryFigures;
  /** tus only: the interruption (bytes the dropped PATCH sent, where the server said to resume). */
  interruption?: { droppedAtByte: number; resumedFromByte: number; patches: number };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request to 127.0.0.1 with an optional streamed body. */
function request(url: URL, method: string, headers: Record<string, string | number>, body?: Readable): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/**
 * Sends `body` (part of a chunk) in a PATCH that announced the whole chunk, then drops the
 * connection: the client that loses its network halfway through a chunk.
 */
function droppedPatch(url: URL, headers: Record<string, string | number>, body: Readable): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PATCH', headers });
    req.on('error', () => undefined); // the drop itself
    req.on('close', () => resolve());
    body.pipe(req, { end: false });
    // Give loopback a moment to carry what was written, then go away mid-request.
    body.on('end', () => setTimeout(() => req.destroy(), 100));
  });
}

/** The multipart body of POST /api/upload: `info` then `file`, streamed. */
function multipartBody(boundary: string): { stream: Readable; length: number } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="info"\r\n\r\n${JSON.stringify({ fileType: FILE_TYPE_LIBRARY })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${BENCH_FILE_NAME}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    yield* benchFileStream();
    yield tail;
  }
  return { stream: Readable.from(parts(), { objectMode: false }), length: head.length + BENCH_FILE_BYTES + tail.length };
}

const figure = (seconds: number, serverMemory: MemoryFigures): UploadFigure => ({
  bytes: BENCH_FILE_BYTES,
  seconds: Math.round(seconds * 100) / 100,
  megabytesPerSecond: Math.round((BENCH_FILE_BYTES / 1e6 / seconds) * 10) / 10,
  serverMemory,
});

/** POST /api/upload with the whole file in one multipart request. Returns the figure and the arquivo id. */
export async function uploadMultipart(baseUrl: string, token: string, serverPid: number): Promise<{ figure: UploadFigure; arquivoId: string }> {
  const boundary = `----portal-bench-${Date.now()}`;
  const { stream, length } = multipartBody(boundary);
  const memory = sampleMemory(serverPid);
  const started = performance.now();
  const res = await request(
    new URL('/api/upload', baseUrl),
    'POST',
    { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length, authorization: `Bearer ${token}` },
    stream,
  );
  const seconds = (performance.now() - started) / 1000;
  const mem = memory.stop();
  if (res.status !== 200) throw new Error(`POST /api/upload answered ${res.status}: ${res.body.slice(0, 300)}`);
  return { figure: figure(seconds, mem), arquivoId: (JSON.parse(res.body) as { id: string }).id };
}

/**
 * The same file through tus: POST (create), PATCH chunk by chunk; the middle chunk's PATCH is
 * dropped halfway, then HEAD tells the offset the server holds and the upload resumes from there.
 * The completing PATCH answers the arquivo id (Upload-Arquivo-Id).
 */
export async function uploadTus(baseUrl: string, token: string, serverPid: number): Promise<{ figure: UploadFigure; arquivoId: string }> {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const memory = sampleMemory(serverPid);
  const started = performance.now();
  const created = await request(new URL('/api/upload/tus', baseUrl), 'POST', {
    ...tus,
    'upload-length': BENCH_FILE_BYTES,
    'upload-metadata': `filename ${b64(BENCH_FILE_NAME)},fileType ${b64(FILE_TYPE_LIBRARY)}`,
    'content-length': 0,
  });
  if (created.status !== 201 || !created.headers.location) throw new Error(`tus create answered ${created.status}: ${created.body.slice(0, 300)}`);
  const uploadUrl = new URL(created.headers.location, baseUrl);

  const dropAt = Math.floor(Math.ceil(BENCH_FILE_BYTES / TUS_CHUNK_BYTES) / 2) * TUS_CHUNK_BYTES + TUS_CHUNK_BYTES / 2;
  let interruption: UploadFigure['interruption'] | undefined;
  let offset = 0;
  let patches = 0;
  let arquivoId: string | undefined;
  const head = async () => {
    const res = await request(uploadUrl, 'HEAD', tus);
    if (res.status !== 200) throw new Error(`tus HEAD answered ${res.status}`);
    return Number(res.headers['upload-offset']);
  };
  while (offset < BENCH_FILE_BYTES) {
    const end = Math.min(BENCH_FILE_BYTES, offset + TUS_CHUNK_BYTES);
    const headers = { ...tus, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream', 'content-length': end - offset };
    if (!interruption && end > dropAt) {
      await droppedPatch(uploadUrl, headers, benchFileStream(offset, dropAt));
      patches++;
      // The server may still be writing what arrived; ask until the offset stops moving.
      let held = await head();
      for (let i = 0; i < 20; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const again = await head();
        if (again === held) break;
        held = again;
      }
      interruption = { droppedAtByte: dropAt, resumedFromByte: held, patches: 0 };
      offset = held;
      continue;
    }
    const res = await request(uploadUrl, 'PATCH', headers, benchFileStream(offset, end));
    patches++;
    if (res.status === 409 || res.status === 423) {
      // Offset moved under us, or the dropped request still holds the lock: ask again.
      await new Promise((r) => setTimeout(r, 200));
      offset = await head();
      continue;
    }
    if (res.status !== 204) throw new Error(`tus PATCH at ${offset} answered ${res.status}: ${res.body.slice(0, 300)}`);
    offset = Number(res.headers['upload-offset']);
    const id = res.headers['upload-arquivo-id'];
    if (typeof id === 'string') arquivoId = id;
  }
  const seconds = (performance.now() - started) / 1000;
  const mem = memory.stop();
  if (!arquivoId) throw new Error('tus upload finished without Upload-Arquivo-Id');
  return { figure: { ...figure(seconds, mem), interruption: { ...interruption!, patches } }, arquivoId };
}

/**
 * Attaches an uploaded file to `pastaId` under a unique name, checks the stored size, then
 * removes the item, which deletes the stored file.
 */
export async function attachCheckAndDelete(baseUrl: string, token: string, arquivoId: string, pastaId: string): Promise<void> {
  const nome = `bench ${new Date().toISOString().replace(/[:.]/g, '-')} ${arquivoId.slice(0, 8)}.mp4`;
  const attached = await graphql<{ uploadArquivos: { id: string; arquivo: { tamanho: number } | null }[] }>(
    baseUrl,
    token,
    `mutation($arquivos: [UploadArquivoInput!]!) { uploadArquivos(arquivos: $arquivos) { id arquivo { tamanho } } }`,
    { arquivos: [{ idArquivo: arquivoId, nome, idPastaPai: pastaId }] },
  );
  const item = attached.uploadArquivos[0]!;
  try {
    if (item.arquivo?.tamanho !== BENCH_FILE_BYTES) {
      throw new Error(`stored ${item.arquivo?.tamanho} bytes, sent ${BENCH_FILE_BYTES}`);
    }
  } finally {
    await graphql(baseUrl, token, `mutation($id: ID!) { excluirItemBiblioteca(idItem: $id) }`, { id: item.id });
  }
}
