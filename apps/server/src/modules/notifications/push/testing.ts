import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';
import { notificacoes } from '../notifications.tables.js';
import { notificar } from '../notificar.service.js';

export const CHAVE_PUBLICA_PUSH = /* GraphQL */ `query ChavePublicaPush { chavePublicaPush }`;
export const GERAR_PUSH_SUBSCRIPTION = /* GraphQL */ `
  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {
    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)
  }`;
export const REMOVER_PUSH_SUBSCRIPTION = /* GraphQL */ `
  mutation RemoverPushSubscription($endpoint: String!) { removerPushSubscription(endpoint: $endpoint) }`;

/** A browser's side of a subscription: its P-256 key pair and auth secret (what PushManager makes). */
export interface BrowserKeys {
  ecdh: ECDH;
  /** Public key, base64url (subscription.keys.p256dh). */
  key: string;
  /** Auth secret, base64url (subscription.keys.auth). */
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, key: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Valid-looking keys for calls whose delivery nobody decrypts (access tables). */
export function fakeSubscriptionKeys(): { key: string; auth: string } {
  const { key, auth } = browserKeys();
  return { key, auth };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm content coding, decrypted
 * as a browser does, written here from the RFCs so the server's encryption (web-push) is checked
 * against an independent implementation: header salt(16) | rs(4) | idlen(1) | keyid (the
 * sender's ephemeral public key), then one record (AES-128-GCM, 16-byte tag, padding ended by 0x02).
 */
export function decryptWebPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record: not what a push message is');
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const authSecret = Buffer.from(keys.auth, 'base64url');
  // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, bound to both public keys.
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  // RFC 8188 §2.2/2.3: content-encryption key and nonce from the salt.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record must end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** One request a push service received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The status it was answered with. */
  status: number;
}

/**
 * A push service on 127.0.0.1 over TLS (a throw-away self-signed certificate, trusted by this
 * process's global agent, which web-push uses): records every request, answers 201 unless a path
 * was told to answer something else first (`answers('/a', [500])`: one 500, then 201).
 */
export async function startPushService(): Promise<{
  url: (name: string) => string;
  received: ReceivedPush[];
  answers: (name: string, statuses: number[]) => void;
  close: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  const cert = fs.readFileSync(certFile);
  const key = fs.readFileSync(keyFile);
  fs.rmSync(dir, { recursive: true, force: true });
  https.globalAgent.options.ca = [cert];

  const received: ReceivedPush[] = [];
  const planned = new Map<string, number[]>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '/';
      const status = planned.get(p)?.shift() ?? 201;
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `https://127.0.0.1:${port}/push/${name}`,
    received,
    answers: (name, statuses) => void planned.set(`/push/${name}`, [...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A notification delivered to users through the area's own notificar() (lote, rows, push pending,
 * the channel signalled at commit); `lida`: read by them in the same transaction, before any push
 * could be claimed.
 */
export async function notificacaoParaTeste(
  database: Database,
  usuarioIds: number[],
  n: { titulo: string; texto: string; link?: string | null; lida?: boolean },
): Promise<{ loteId: number; ids: number[] }> {
  return database.db.transaction(async (tx) => {
    const { loteId } = await notificar(tx, { origem: 'GENERICA', titulo: n.titulo, texto: n.texto, link: n.link ?? null }, { usuarioIds });
    if (n.lida) await tx.update(notificacoes).set({ lidaEm: new Date() }).where(eq(notificacoes.loteId, loteId));
    const rows = await tx.select({ id: notificacoes.id }).from(notificacoes).where(eq(notificacoes.loteId, loteId)).orderBy(notificacoes.id);
    return { loteId, ids: rows.map((r) => r.id) };
  });
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
