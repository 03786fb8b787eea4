import http from 'node:http';
import type { Database } from '../../../platform/db/connection.js';
import { NOTIFICATIONS_CHANNEL } from './nao-lidas.delivery.js';

/** One server-sent event as a client reads it. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Parses the SSE blocks of `text` (complete blocks only); returns the events and what is left over. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** A stream opened with fetch, as the web opens it: events as they arrive, and its end. */
export interface TestStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the next event not yet taken (rejects after `ms`). */
  next(ms?: number): Promise<SseEvent>;
  /** Resolves true when the server ended the stream within `ms`. */
  ended(ms: number): Promise<boolean>;
  close(): void;
}

/**
 * Opens the stream over plain HTTP, one connection per stream (no pooled keep-alive connection is
 * left behind to hold the server's close), reading it as the web's fetch does.
 */
export async function openTestStream(baseUrl: string, token: string | null, path = '/api/notificacoes/eventos'): Promise<TestStream> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} }, resolve);
    req.on('error', reject);
  });
  const events: SseEvent[] = [];
  let taken = 0;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  let done = false;
  const finished = new Promise<void>((resolve) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      const parsed = parseSse(buffer);
      buffer = parsed.rest;
      events.push(...parsed.events);
      if (parsed.events.length) wake();
    });
    res.on('close', () => {
      done = true;
      wake();
      resolve();
    });
  });

  return {
    status: res.statusCode ?? 0,
    events,
    async next(ms = 1000) {
      const deadline = Date.now() + ms;
      while (taken >= events.length) {
        if (done) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events[taken++]!;
    },
    ended: (ms) => Promise.race([finished.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
    close: () => res.destroy(),
  };
}

/**
 * A notification to these users as notificar() writes it: the lote, one row per recipient and
 * the channel's signal, committed together. Returns the lote's id.
 */
export async function insertNotification(database: Database, usuarioIds: number[], titulo = 'Teste'): Promise<number> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `insert into lotes_notificacao (origem, titulo, texto, destinatarios) values ('GENERICA', $1, '<p>texto</p>', $2) returning id`,
      [titulo, usuarioIds.length],
    );
    const loteId = rows[0]!.id;
    await client.query(`insert into notificacoes (lote_id, usuario_id) select $1, u from unnest($2::int[]) u`, [loteId, usuarioIds]);
    await client.query(`select pg_notify($1, json_build_object('lote', $2::int)::text)`, [NOTIFICATIONS_CHANNEL, loteId]);
    await client.query('commit');
    return loteId;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** Marks a user's notifications read as the mark mutation does, with its signal. */
export async function markAllRead(database: Database, usuarioId: number): Promise<void> {
  await database.pool.query(
    `with m as (update notificacoes set lida_em = now() where usuario_id = $1 and lida_em is null)
     select pg_notify($2, json_build_object('usuario', $1::int)::text)`,
    [usuarioId, NOTIFICATIONS_CHANNEL],
  );
}
