import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentCheck, judgeContent, looksLikeText, SNIFF_BYTES, UnsupportedContentError } from './content-check.js';
import { asciiFallback, contentDisposition, rasterTypeOf } from './disposition.js';
import { DiskStore } from './disk-store.js';
import { SignedDownloadLinks } from './download-links.js';
import { StorageNotFoundError, StorageTooLargeError } from './errors.js';
import { isObjectKey, newObjectKey } from './keys.js';
import { parseRange } from './range.js';
import { tempDataDir } from '../../test/harness.js';
import { docx, pdf, PNG } from './testing.js';

let dir: string;
let store: DiskStore;
beforeAll(() => {
  dir = tempDataDir();
  store = new DiskStore(path.join(dir, 'files'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

/** A body of `n` chunks of 1 KiB, produced lazily (as a network upload arrives). */
const kibs = (n: number) => Readable.from((function* () { for (let i = 0; i < n; i++) yield Buffer.alloc(1024, 0x61); })());

describe('object keys', () => {
  it('are ab/cd/<uuid>, and nothing that could leave the store root is one', () => {
    const key = newObjectKey();
    expect(key).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{4}-[0-9a-f-]{27}$/);
    expect(isObjectKey(`${key}.miniatura.webp`)).toBe(true);
    for (const bad of ['../etc/passwd', 'ab/../../x', '/abs', 'ab//cd', '', '.hidden', 'ab/cd/..', 'a\\b', 'ab/c d', 'ab/\0']) {
      expect(isObjectKey(bad), bad).toBe(false);
    }
  });
});

describe('DiskStore', () => {
  it('streams an object in, reads it whole or by range, tells its size and deletes it', async () => {
    const key = newObjectKey();
    expect(await store.put(key, Readable.from([Buffer.from('0123456789')]))).toEqual({ size: 10 });
    expect(fs.readFileSync(path.join(dir, 'files', key), 'utf8')).toBe('0123456789');
    expect(await text(await store.get(key))).toBe('0123456789');
    expect(await text(await store.get(key, { start: 2, end: 5 }))).toBe('2345');
    expect(await store.size(key)).toBe(10);
    await store.delete(key);
    await store.delete(key); // already gone: fine
    expect(await store.size(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('stops a body past maxBytes with StorageTooLargeError and keeps nothing of it', async () => {
    const key = newObjectKey();
    await expect(store.put(key, kibs(100), { maxBytes: 50 * 1024 })).rejects.toBeInstanceOf(StorageTooLargeError);
    expect(await store.size(key)).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'files', '.tmp'))).toEqual([]);
    expect(await store.put(key, kibs(50), { maxBytes: 50 * 1024 })).toEqual({ size: 50 * 1024 });
  });

  it('keeps nothing of a body that fails midway, and refuses keys that are not ours', async () => {
    const key = newObjectKey();
    const failing = new Readable({ read() {} });
    const put = store.put(key, failing);
    failing.push(Buffer.alloc(4096));
    setTimeout(() => failing.destroy(new Error('client went away')), 20);
    await expect(put).rejects.toThrow('client went away');
    expect(await store.size(key)).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'files', '.tmp'))).toEqual([]);
    await expect(store.put('../fora', Readable.from(['x']))).rejects.toThrow('invalid object key');
    await expect(store.get('ab/../../x')).rejects.toThrow('invalid object key');
    expect(fs.existsSync(path.join(dir, 'fora'))).toBe(false);
  });

  it('takes a complete local file without copying its bytes (a link), leaving the file to its owner', async () => {
    const file = path.join(dir, 'completo.bin');
    fs.writeFileSync(file, Buffer.alloc(64 * 1024, 0x62));
    const key = newObjectKey();
    expect(await store.putFile(key, file)).toEqual({ size: 64 * 1024 });
    // One file with two names: nothing was read and written again.
    const object = path.join(dir, 'files', ...key.split('/'));
    expect(fs.statSync(object).ino).toBe(fs.statSync(file).ino);
    fs.rmSync(file);
    expect(await text(await store.get(key))).toBe('b'.repeat(64 * 1024));
    // Past maxBytes: refused, nothing stored, the file untouched.
    fs.writeFileSync(file, Buffer.alloc(2048));
    const big = newObjectKey();
    await expect(store.putFile(big, file, { maxBytes: 1024 })).rejects.toBeInstanceOf(StorageTooLargeError);
    expect(await store.size(big)).toBeNull();
    expect(fs.statSync(file).size).toBe(2048);
    await expect(store.putFile('../fora', file)).rejects.toThrow('invalid object key');
  });
});

describe('SignedDownloadLinks', () => {
  const key = Buffer.alloc(32, 7);
  let now = Date.UTC(2025, 0, 1);
  const links = new SignedDownloadLinks(key, () => now);
  const claims = { arquivoId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', variant: 'miniatura', inline: true } as const;

  it('gives back the claims of a link it signed, for the ttl (300 s by default)', () => {
    const link = links.sign(claims);
    expect(link.length).toBeLessThan(100 + '/api/arquivos/'.length);
    expect(links.verify(link)).toEqual(claims);
    expect(links.check(link)).toEqual({ status: 'valid', claims, remainingSeconds: 300 });
    now += 299_000;
    expect(links.verify(link)).toEqual(claims);
    now += 1_000;
    expect(links.check(link)).toEqual({ status: 'expired' });
    expect(links.verify(link)).toBeNull();
    expect(links.check(links.sign(claims, 3600))).toMatchObject({ remainingSeconds: 3600 });
  });

  it('calls any change, or another key\'s signature, forged', () => {
    const link = links.sign({ ...claims, inline: false });
    const [payload, signature] = link.slice('/api/arquivos/'.length).split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[17] = bytes[17]! | 2; // ask for inline
    expect(links.check(`${bytes.toString('base64url')}.${signature}`)).toEqual({ status: 'forged' });
    const other = new SignedDownloadLinks(Buffer.alloc(32, 8), () => now);
    expect(other.check(link)).toEqual({ status: 'forged' });
    expect(links.check(`${payload}.${signature.slice(0, -1)}`)).toEqual({ status: 'forged' });
    expect(links.check('')).toEqual({ status: 'forged' });
    expect(() => links.sign({ ...claims, arquivoId: 'not-a-uuid' })).toThrow();
    expect(() => links.sign(claims, 0)).toThrow(RangeError);
  });
});

describe('byte ranges', () => {
  it('reads one range, clamps it, and says when it cannot be served', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBeNull();
    expect(parseRange('bytes=0-1,4-5', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});

describe('Content-Disposition', () => {
  it('carries the exact name (RFC 5987) and a safe ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Orçamento (final) 100%.xlsx')).toBe(
      `attachment; filename="Orcamento (final) 100_.xlsx"; filename*=UTF-8''Or%C3%A7amento%20%28final%29%20100%25.xlsx`,
    );
    expect(contentDisposition('inline', 'a"b\r\nc.png')).toBe(`inline; filename="a_b__c.png"; filename*=UTF-8''a%22b%0D%0Ac.png`);
    expect(asciiFallback('日本語')).toBe('___');
  });

  it('knows raster images by their bytes', () => {
    expect(rasterTypeOf(PNG)).toBe('image/png');
    expect(rasterTypeOf(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(rasterTypeOf(Buffer.from('<svg'))).toBeNull();
  });
});

describe('content check', () => {
  const pdfOnly = { ext: 'pdf', types: new Set(['application/pdf']), text: false };
  const txt = { ext: 'txt', types: new Set<string>(), text: true };
  const docxTypes = {
    ext: 'docx',
    types: new Set(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip']),
    text: false,
  };

  it('accepts bytes that show what the extension promises, and records that type', async () => {
    expect(await judgeContent(pdfOnly, pdf())).toEqual({ contentType: 'application/pdf', detected: 'application/pdf' });
    expect((await judgeContent(docxTypes, docx())).contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await judgeContent(txt, Buffer.from('olá\r\n\tmundo'))).toEqual({ contentType: 'text/plain', detected: null });
  });

  it('refuses other bytes, binary text and text with a known signature', async () => {
    await expect(judgeContent(pdfOnly, PNG)).rejects.toBeInstanceOf(UnsupportedContentError);
    await expect(judgeContent(pdfOnly, Buffer.from('%PDX'))).rejects.toBeInstanceOf(UnsupportedContentError);
    await expect(judgeContent(txt, Buffer.from([0x61, 0, 0x62]))).rejects.toBeInstanceOf(UnsupportedContentError);
    await expect(judgeContent(txt, PNG)).rejects.toBeInstanceOf(UnsupportedContentError);
    expect(looksLikeText(Buffer.from('a\x1bb'))).toBe(false);
  });

  it('fails a stream in its first bytes and passes a good one through untouched', async () => {
    const bad = Readable.from([PNG, Buffer.alloc(SNIFF_BYTES * 4)]).pipe(new ContentCheck(pdfOnly));
    await expect(text(bad)).rejects.toBeInstanceOf(UnsupportedContentError);
    const bytes = pdf(SNIFF_BYTES * 3 + 17);
    const chunks = [bytes.subarray(0, 100), bytes.subarray(100, 5000), bytes.subarray(5000)];
    const check = new ContentCheck(pdfOnly);
    const out: Buffer[] = [];
    for await (const c of Readable.from(chunks).pipe(check)) out.push(c as Buffer);
    expect(Buffer.concat(out).equals(bytes)).toBe(true);
    expect(check.judged?.contentType).toBe('application/pdf');
  });
});
