import type { ServerResponse } from 'node:http';

/** Who holds a stream: the signed-in user, the sign-in session of the token, when it expires. */
export interface StreamOwner {
  usuarioId: number;
  /** The token's `sid` (embedded provider); absent for issuers that put none in their tokens. */
  sessaoId?: string;
  /** Expiry of the access token that opened the stream, ms since the epoch. */
  expiresAt: number;
}

/** Why a stream ended (logged at debug, and what tests assert on). */
export type CloseReason = 'client' | 'expired' | 'session-ended' | 'slow' | 'shutdown' | 'error';

/**
 * One open server-sent-events response. Writes are bounded: a client that does not read (a
 * suspended laptop, a stalled proxy) lets bytes pile up in the socket's buffer, so once more than
 * `maxBufferedBytes` wait the stream is dropped instead of growing; the browser reconnects and
 * gets the current count at once, so nothing of value is lost.
 */
export class LiveStream {
  private closed = false;
  private readonly closeListeners: ((reason: CloseReason) => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    readonly owner: StreamOwner,
    private readonly maxBufferedBytes: number,
  ) {
    res.on('close', () => this.end('client'));
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Sends one event; false when the stream is (or just got) closed. */
  send(event: string, data: unknown): boolean {
    return this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps proxies from closing an idle connection, ignored by EventSource parsers. */
  heartbeat(): boolean {
    return this.write(':\n\n');
  }

  onClose(listener: (reason: CloseReason) => void): void {
    this.closeListeners.push(listener);
  }

  close(reason: CloseReason): void {
    this.end(reason);
  }

  private write(chunk: string): boolean {
    if (this.closed) return false;
    if (this.res.writableLength > this.maxBufferedBytes) {
      this.end('slow');
      return false;
    }
    this.res.write(chunk);
    return true;
  }

  private end(reason: CloseReason): void {
    if (this.closed) return;
    this.closed = true;
    if (reason === 'slow') this.res.destroy();
    else if (!this.res.writableEnded) this.res.end();
    for (const listener of this.closeListeners) listener(reason);
    this.closeListeners.length = 0;
  }
}
