import { LIMITS } from '@portal/domain';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One entry of the logging service's sendLogs payload. */
export interface LogEntry {
  readonly timestamp: number;
  readonly level: LogLevel;
  readonly message: string;
  readonly userAgent: string;
  readonly url: string;
}

/** Header value the server's log endpoints expect (server config LOG_API_KEY, same default). */
export const LOG_API_KEY = 'portal-web-logs';

export interface LogShipperOptions {
  readonly fetch: typeof fetch;
  /** Base path of the log endpoints; `${base}/createGroupAndLogStream` and `${base}/sendLogs`. */
  readonly baseUrl: string;
  readonly logGroupName: string;
  readonly logStreamName: string;
  readonly tags?: Readonly<Record<string, string>>;
  readonly userAgent: () => string;
  readonly url: () => string;
  readonly now?: () => number;
  readonly maxEntries?: number;
  readonly flushMs?: number;
}

/**
 * Batches client log entries and ships them to the logging service: a batch leaves when it holds
 * `maxEntries` entries or `flushMs` after its first entry, whichever comes first (spec 01 §9).
 * The stream is created once, lazily, before the first batch.
 */
export class LogShipper {
  private queue: LogEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stream: Promise<boolean> | undefined;
  private readonly maxEntries: number;
  private readonly flushMs: number;
  private accessToken: () => Promise<string | null> = () => Promise.resolve(null);

  constructor(private readonly options: LogShipperOptions) {
    this.maxEntries = options.maxEntries ?? LIMITS.logFlushEntries;
    this.flushMs = options.flushMs ?? LIMITS.logFlushMs;
  }

  /**
   * Where the signed-in user's access token comes from, once the session exists: the server
   * gives a signed-in user a larger quota than an anonymous page (and names the user in the log).
   */
  useAccessToken(get: () => Promise<string | null>): void {
    this.accessToken = get;
  }

  /** Queues one entry; may trigger a flush. */
  add(level: LogLevel, message: string): void {
    this.queue.push({
      timestamp: (this.options.now ?? Date.now)(),
      level,
      message,
      userAgent: this.options.userAgent().slice(0, LIMITS.userAgentMaxChars),
      url: this.options.url(),
    });
    if (this.queue.length >= this.maxEntries) {
      void this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
    }
  }

  /** Entries waiting for the next batch. */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Sends everything queued. `keepalive` lets the request outlive the page (pagehide).
   * A failed batch is dropped: logging must never grow memory or loop on its own errors.
   */
  async flush(keepalive = false): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const logs = this.queue.splice(0);
    if (logs.length === 0) return;
    try {
      if (!(await this.ensureStream(keepalive))) return;
      const { logGroupName, logStreamName } = this.options;
      await this.post('sendLogs', { logGroupName, logStreamName, logs }, keepalive);
    } catch (err) {
      console.warn('log shipping failed', err);
    }
  }

  private ensureStream(keepalive: boolean): Promise<boolean> {
    this.stream ??= this.post(
      'createGroupAndLogStream',
      {
        logGroupName: this.options.logGroupName,
        logStreamName: this.options.logStreamName,
        tags: this.options.tags ?? {},
      },
      keepalive,
    ).then(
      () => true,
      (err: unknown) => {
        // Try again with the next batch.
        this.stream = undefined;
        console.warn('log stream creation failed', err);
        return false;
      },
    );
    return this.stream;
  }

  private async post(path: string, body: unknown, keepalive: boolean): Promise<void> {
    const token = await this.accessToken().catch(() => null);
    const res = await this.options.fetch(`${this.options.baseUrl}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': LOG_API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      keepalive,
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  }
}
