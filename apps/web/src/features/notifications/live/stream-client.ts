import { createSseParser } from './sse';

/** The stream's event: the signed-in user's unread count; `nova` when a notification arrived. */
export interface NaoLidasEvent {
  naoLidas: number;
  nova: boolean;
}

export const STREAM_PATH = '/api/notificacoes/eventos';

/** The server answered something other than a stream (401 with a stale token, 429, 503 …). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`notification stream refused: ${status}`);
  }
}

/** True where fetch can hand a response's body over as it arrives (every current browser). */
export function canStream(): boolean {
  return typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof TextDecoder === 'function';
}

function parseNaoLidas(data: string): NaoLidasEvent | null {
  try {
    const v = JSON.parse(data) as Partial<NaoLidasEvent>;
    return typeof v.naoLidas === 'number' ? { naoLidas: v.naoLidas, nova: v.nova === true } : null;
  } catch {
    return null;
  }
}

/**
 * Opens the notification stream with fetch (the token goes in the Authorization header; an
 * EventSource could only put it in the URL, where proxies and servers log it) and reads it until
 * it ends. `onOpen` runs once the server accepted it. Resolves when the server ends the stream,
 * rejects with StreamRefused on a refusal, and with the abort reason when `signal` aborts.
 */
export async function readNotificationStream(opts: {
  token: string;
  signal: AbortSignal;
  onOpen: () => void;
  onEvent: (event: NaoLidasEvent) => void;
  fetch?: typeof fetch;
}): Promise<void> {
  const res = await (opts.fetch ?? fetch)(STREAM_PATH, {
    headers: { authorization: `Bearer ${opts.token}`, accept: 'text/event-stream' },
    cache: 'no-store',
    signal: opts.signal,
  });
  if (!res.ok || !res.body) throw new StreamRefused(res.status);
  opts.onOpen();
  const push = createSseParser((e) => {
    if (e.event !== 'naoLidas') return;
    const event = parseNaoLidas(e.data);
    if (event) opts.onEvent(event);
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      push(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Whatever ended the loop, the connection goes with it.
    reader.cancel().catch(() => undefined);
  }
}
