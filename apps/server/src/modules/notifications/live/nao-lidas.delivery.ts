import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/connection.js';
import type { LiveStream, StreamHub } from '../../../platform/live/index.js';
import { NOTIFICACOES_CHANNEL } from '../notificar.service.js';
import { destinatariosConectados, naoLidasDe } from './nao-lidas.queries.js';

/** The channel notificar() signals at commit (`{"lote": id}`) and a mark as read (`{"usuario": id}`). */
export const NOTIFICATIONS_CHANNEL = NOTIFICACOES_CHANNEL;

/** The event of the stream: the recipient's unread count; `nova` when a notification arrived. */
export const NAO_LIDAS_EVENT = 'naoLidas';
export interface NaoLidasEvent {
  naoLidas: number;
  nova: boolean;
}

/** A signal of the channel; anything else on it is ignored. */
export function parseSignal(payload: string): { lote: number } | { usuario: number } | null {
  try {
    const v = JSON.parse(payload) as unknown;
    if (typeof v !== 'object' || v === null) return null;
    const { lote, usuario } = v as { lote?: unknown; usuario?: unknown };
    if (Number.isSafeInteger(lote)) return { lote: lote as number };
    if (Number.isSafeInteger(usuario)) return { usuario: usuario as number };
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Sends each connected user their unread count when it changes. Signals are gathered and handled
 * together (a scheduled send of many lotes, a burst of marks): each round costs at most two
 * queries — which connected users the lotes reached, then every affected user's count, grouped —
 * and rounds run one after another, so a count is never overtaken by an older one. A stream's
 * first count goes through the same rounds, for the same reason.
 */
export interface NaoLidasDelivery {
  /** A NOTIFY payload of the notifications channel. */
  signal(payload: string): void;
  /** A new stream: its first event is the count now. */
  opened(stream: LiveStream): void;
  /** After the LISTEN connection came back: every connected user's count again (signals may have been lost). */
  recountAll(): void;
  /** Resolves when no round is pending (tests, shutdown). */
  idle(): Promise<void>;
}

export function createNaoLidasDelivery(opts: { db: Db; hub: StreamHub; log: FastifyBaseLogger }): NaoLidasDelivery {
  const { db, hub, log } = opts;
  /** The count each stream was last sent. */
  const sent = new WeakMap<LiveStream, number>();
  let lotes = new Set<number>();
  let usuarios = new Set<number>();
  let novos = new Set<LiveStream>();
  let todos = false;
  let chain: Promise<void> = Promise.resolve();
  let scheduled = false;

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    chain = chain.then(
      () =>
        new Promise<void>((resolve) => {
          // One turn of the event loop: signals committed together are handled together.
          setImmediate(() => {
            scheduled = false;
            round().then(resolve, (err: unknown) => {
              log.error({ err }, 'live notifications: round failed');
              resolve();
            });
          });
        }),
    );
  }

  function send(stream: LiveStream, naoLidas: number, nova: boolean): void {
    const before = sent.get(stream);
    if (before === naoLidas && !nova) return;
    const event: NaoLidasEvent = { naoLidas, nova: nova || (before !== undefined && naoLidas > before) };
    if (stream.send(NAO_LIDAS_EVENT, event)) sent.set(stream, naoLidas);
  }

  async function round(): Promise<void> {
    const roundLotes = [...lotes];
    const roundUsuarios = usuarios;
    const roundNovos = [...novos].filter((s) => s.isOpen);
    const roundTodos = todos;
    lotes = new Set();
    usuarios = new Set();
    novos = new Set();
    todos = false;

    const connected = hub.userIds();
    if (!connected.length) return;
    const here = new Set(connected);
    try {
      const recipients = new Set(await destinatariosConectados(db, roundLotes, connected));
      const recount = new Set<number>(roundTodos ? connected : [...roundUsuarios].filter((id) => here.has(id)));
      for (const s of roundNovos) recount.add(s.owner.usuarioId);
      for (const id of recipients) recount.add(id);
      if (!recount.size) return;
      const counts = await naoLidasDe(db, [...recount]);
      for (const [usuarioId, naoLidas] of counts) {
        for (const stream of hub.streamsOf(usuarioId)) send(stream, naoLidas, recipients.has(usuarioId));
      }
    } catch (err) {
      // A new stream without its first count would show nothing: close it, the browser retries.
      for (const s of roundNovos) if (!sent.has(s)) s.close('error');
      throw err;
    }
  }

  return {
    signal(payload) {
      const signal = parseSignal(payload);
      if (!signal) return;
      if ('lote' in signal) lotes.add(signal.lote);
      else usuarios.add(signal.usuario);
      schedule();
    },
    opened(stream) {
      novos.add(stream);
      schedule();
    },
    recountAll() {
      todos = true;
      schedule();
    },
    idle: () => chain,
  };
}
