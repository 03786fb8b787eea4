import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { createTestDatabase } from '../../../test/harness.js';
import { DiskStore } from '../disk-store.js';
import { newObjectKey } from '../keys.js';
import { PROCESS_FILES_JOB } from '../types.js';
import { createFileProcessor } from './file-processor.js';
import { processFilesJob } from './process-files.job.js';
import { PROCESSING_INTERRUPTED, processPendingFiles } from './process-files.js';
import { readObject } from './read-object.js';
import { docxFile, minimalPdf, pngImage, xlsxFile } from './testing.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
let store: DiskStore;
let ownerId: number;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processing-'));
  store = new DiskStore(dir);
  const owner = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${DEMO_USERS.montadora}`);
  ownerId = owner.rows[0]!.id;
});
afterAll(async () => {
  await database?.drop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});
// Each test starts with no pending file, so a run only sees the files the test made.
beforeEach(async () => {
  await database.db.execute(sql`update arquivos set processado_em = now() where processado_em is null`);
});

let seconds = 0;

/** Stores bytes and records them as an uploaded file; each one uploaded a second after the previous. */
async function upload(nome: string, tipoConteudo: string, bytes: Uint8Array): Promise<string> {
  const chave = newObjectKey();
  await store.put(chave, Readable.from(Buffer.from(bytes)));
  const res = await database.db.execute<{ id: string }>(sql`
    insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, enviado_em)
    values (${nome}, ${bytes.length}, ${tipoConteudo}, ${chave}, 'LIBRARY', ${ownerId},
            now() - interval '1 hour' + make_interval(secs => ${seconds++}))
    returning id`);
  return res.rows[0]!.id;
}

/** A library item at the root holding the file (as the library does when attaching it). */
async function libraryItem(nome: string, arquivoId: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into itens_biblioteca (nome, pasta, caminho, proprietario_id, arquivo_id)
    values (${nome}, false, '{}', ${ownerId}, ${arquivoId}) returning id`);
  return res.rows[0]!.id;
}

async function arquivo(id: string) {
  const res = await database.db.execute<{
    texto: string | null;
    miniatura_chave: string | null;
    processado_em: Date | null;
    erro_processamento: string | null;
  }>(sql`select texto, miniatura_chave, processado_em, erro_processamento from arquivos where id = ${id}`);
  return res.rows[0]!;
}

/** Library item ids whose search vector matches a portal_pt tsquery. */
async function found(query: string): Promise<number[]> {
  const res = await database.db.execute<{ id: number }>(
    sql`select id from itens_biblioteca where busca @@ to_tsquery('portal_pt', ${query}) order by id`,
  );
  return res.rows.map((r) => r.id);
}

describe('file processing: text', () => {
  it('extracts the text of a PDF; its library item becomes findable by the contents, accent-free and stemmed', async () => {
    const id = await upload('documento.pdf', 'application/pdf', minimalPdf(['Relatório de garantias', 'Concessionárias da rede']));
    const item = await libraryItem('documento-1.pdf', id);
    expect(await found('relatorio:*')).not.toContain(item);

    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 1, comErro: 0 });

    const row = await arquivo(id);
    expect(row.texto).toBe('Relatório de garantias\nConcessionárias da rede');
    expect(row.processado_em).not.toBeNull();
    expect(row.erro_processamento).toBeNull();
    expect(row.miniatura_chave).toBeNull();
    // The trigger copies the text to the item, whose generated search vector then covers it.
    expect(await found('relatorio:*')).toContain(item);
    expect(await found('garantia')).toContain(item);
    expect(await found('concessionaria')).toContain(item);
    expect(await found('orcamento')).not.toContain(item);
  });

  it('extracts DOCX and XLSX text, office files whose detected type is application/zip', async () => {
    const id = await upload('manual.docx', 'application/zip', docxFile(['Manual de revisões periódicas']));
    await processPendingFiles({ database, store, log });
    expect((await arquivo(id)).texto).toBe('Manual de revisões periódicas');
    const xlsx = await upload('precos.xlsx', 'application/zip', xlsxFile({ shared: ['Tabela de preços'], inline: ['Pneus'], numbers: [1] }));
    await processPendingFiles({ database, store, log });
    expect((await arquivo(xlsx)).texto).toContain('Tabela de preços');
    expect((await arquivo(xlsx)).texto).toContain('Pneus');
  });

  it('reads a Latin-1 text file', async () => {
    const id = await upload('lista.txt', 'text/plain', new Uint8Array(Buffer.from('Relação de peças;Preço\nParafuso;1,50', 'latin1')));
    await processPendingFiles({ database, store, log });
    expect((await arquivo(id)).texto).toBe('Relação de peças;Preço\nParafuso;1,50');
  });
});

describe('file processing: thumbnails', () => {
  it('stores a WebP thumbnail of at most 320 px for an image, and records its key', async () => {
    const id = await upload('foto.png', 'image/png', await pngImage(1200, 900));
    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 1, comErro: 0 });
    const row = await arquivo(id);
    expect(row.miniatura_chave).toMatch(/\.miniatura\.webp$/);
    expect(row.texto).toBeNull();
    expect(row.erro_processamento).toBeNull();
    const meta = await sharp((await readObject(store, row.miniatura_chave!, 1e6))!).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 320, height: 240 });
  });

  it('makes neither for a video or a zip, and marks them processed', async () => {
    const video = await upload('video.mp4', 'video/mp4', new Uint8Array(64));
    const zip = await upload('pacote.zip', 'application/zip', docxFile(['Não é um documento']));
    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 2, comErro: 0 });
    for (const id of [video, zip]) {
      expect(await arquivo(id)).toMatchObject({ texto: null, miniatura_chave: null, erro_processamento: null });
      expect((await arquivo(id)).processado_em).not.toBeNull();
    }
  });
});

describe('file processing: failures and claiming', () => {
  it('records a corrupt file with its reason and goes on with the next file of the run', async () => {
    const corrupt = await upload('quebrado.pdf', 'application/pdf', minimalPdf(['Relatório']).subarray(0, 80));
    const broken = await upload('quebrada.png', 'image/png', (await pngImage(50, 50)).subarray(0, 40));
    const good = await upload('bom.txt', 'text/plain', new Uint8Array(Buffer.from('Garantia estendida')));

    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 3, comErro: 2 });

    const bad = await arquivo(corrupt);
    expect(bad.erro_processamento).toMatch(/^text: /);
    expect(bad.processado_em).not.toBeNull();
    expect(bad.texto).toBeNull();
    expect((await arquivo(broken)).erro_processamento).toMatch(/^thumbnail: /);
    expect((await arquivo(good))).toMatchObject({ texto: 'Garantia estendida', erro_processamento: null });

    // Not retried: the next run finds nothing to do.
    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 0, comErro: 0 });
  });

  it('never takes a file already processed (nor one whose processing was interrupted)', async () => {
    const done = await upload('feito.txt', 'text/plain', new Uint8Array(Buffer.from('novo texto')));
    await database.db.execute(sql`update arquivos set processado_em = now(), texto = 'antigo' where id = ${done}`);
    const interrupted = await upload('interrompido.txt', 'text/plain', new Uint8Array(Buffer.from('novo texto')));
    await database.db.execute(
      sql`update arquivos set processado_em = now(), erro_processamento = ${PROCESSING_INTERRUPTED} where id = ${interrupted}`,
    );
    expect(await processPendingFiles({ database, store, log })).toEqual({ processados: 0, comErro: 0 });
    expect((await arquivo(done)).texto).toBe('antigo');
    expect(await arquivo(interrupted)).toMatchObject({ texto: null, erro_processamento: PROCESSING_INTERRUPTED });
  });

  it('takes the oldest files first, at most `limit` per run', async () => {
    const first = await upload('1.txt', 'text/plain', new Uint8Array(Buffer.from('um')));
    const second = await upload('2.txt', 'text/plain', new Uint8Array(Buffer.from('dois')));
    expect(await processPendingFiles({ database, store, log, limit: 1 })).toEqual({ processados: 1, comErro: 0 });
    expect((await arquivo(first)).texto).toBe('um');
    expect((await arquivo(second)).processado_em).toBeNull();
    expect(await processPendingFiles({ database, store, log, limit: 1 })).toEqual({ processados: 1, comErro: 0 });
    expect((await arquivo(second)).texto).toBe('dois');
  });

  it('two runs at the same time never take the same file', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await upload(`doc${i}.pdf`, 'application/pdf', minimalPdf([`Documento ${i}`])));
    const runs = await Promise.all([
      processPendingFiles({ database, store, log }),
      processPendingFiles({ database, store, log }),
    ]);
    expect(runs[0]!.processados + runs[1]!.processados).toBe(8);
    for (const [i, id] of ids.entries()) expect((await arquivo(id)).texto).toBe(`Documento ${i}`);
  });

  it('waits for a pending file another transaction holds (an area attaching it) instead of ending the run', async () => {
    const id = await upload('anexando.pdf', 'application/pdf', minimalPdf(['Anexado durante o processamento']));
    let run: Promise<unknown> | undefined;
    // The library's uploadArquivos locks the files it attaches for its whole transaction: a run
    // started meanwhile (an upload's kick) finds nothing claimable, and nothing starts it again
    // once the lock is gone.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from arquivos where id = ${id} for update`);
      run = processPendingFiles({ database, store, log });
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(await run).toEqual({ processados: 1, comErro: 0 });
    expect((await arquivo(id)).texto).toBe('Anexado durante o processamento');
  });

  it('deletes the thumbnail it made when the file was deleted meanwhile', async () => {
    const id = await upload('apagada.png', 'image/png', await pngImage(400, 400));
    // A store whose put deletes the row first, as a user removing the file during processing.
    const racing = {
      get: store.get.bind(store),
      size: store.size.bind(store),
      delete: store.delete.bind(store),
      putFile: store.putFile.bind(store),
      async put(key: string, body: Readable) {
        await database.db.execute(sql`delete from arquivos where id = ${id}`);
        const put = await store.put(key, body);
        made = key;
        return put;
      },
    };
    let made = '';
    expect(await processPendingFiles({ database, store: racing, log })).toEqual({ processados: 1, comErro: 0 });
    expect(made).toMatch(/\.miniatura\.webp$/);
    expect(await store.size(made)).toBeNull();
  });
});

describe('the background job', () => {
  it('runs every minute under the PROCESS_FILES_JOB queue and processes the pending files', async () => {
    const job = processFilesJob(createFileProcessor({ database, store, log }));
    expect({ name: job.name, cron: job.cron }).toEqual({ name: PROCESS_FILES_JOB, cron: '* * * * *' });
    const id = await upload('job.txt', 'text/plain', new Uint8Array(Buffer.from('pelo job')));
    expect(await job.run({ database, log, now: new Date() })).toEqual({ processados: 1, comErro: 0 });
    expect((await arquivo(id)).texto).toBe('pelo job');
  });
});
