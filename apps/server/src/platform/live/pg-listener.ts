import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What a channel's subscriber is told: one NOTIFY payload (text, as sent). */
export type ChannelHandler = (payload: string) => void;

/**
 * This instance's one LISTEN connection: a dedicated `pg` client outside the pool (a pooled
 * client would be handed back and lose its LISTEN), on which every live channel is listened.
 * A dropped connection (database restart, failover, network) is reopened with exponential
 * back-off and jitter; after a reconnection the `onReconnected` callbacks run, because whatever
 * was notified while nobody listened is lost (NOTIFY is not queued for absent listeners).
 */
export interface PgListener {
  /** Listens on `channel` (now when connected, else at the next connection). */
  subscribe(channel: string, handler: ChannelHandler): void;
  /** Runs after every connection but the first: the subscriber re-reads what it may have missed. */
  onReconnected(callback: () => void): void;
  /** Opens the connection; resolves after the first attempt (a failed one is retried in the background). */
  start(): Promise<void>;
  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void>;
  readonly connected: boolean;
  /**
   * Resolves true once every notification committed before the call has been handed to its
   * handlers: one round trip on this connection (PostgreSQL sends a listener's pending
   * notifications before it answers a query), shared by the calls that wait for the same one.
   * False when it cannot tell (not connected, or the round trip failed).
   */
  sync(): Promise<boolean>;
}

export interface PgListenerOptions {
  url: string;
  log: FastifyBaseLogger;
  /** First retry delay; doubled per failure up to maxDelayMs, each with up to 50% random added. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Channel names are identifiers written into LISTEN: only these characters. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function createPgListener(opts: PgListenerOptions): PgListener {
  const { log } = opts;
  const minDelay = opts.minDelayMs ?? 500;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const handlers = new Map<string, ChannelHandler[]>();
  const reconnected: (() => void)[] = [];
  let client: pg.Client | null = null;
  let stopped = true;
  let failures = 0;
  let everConnected = false;
  let retry: NodeJS.Timeout | null = null;
  /** The sync round trip on the wire, and the one the calls made meanwhile wait for. */
  let syncing: Promise<boolean> | null = null;
  let nextSync: Promise<boolean> | null = null;

  function dispatch(msg: pg.Notification): void {
    for (const handler of handlers.get(msg.channel) ?? []) {
      try {
        handler(msg.payload ?? '');
      } catch (err) {
        log.error({ err, channel: msg.channel }, 'live: channel handler failed');
      }
    }
  }

  function scheduleRetry(): void {
    if (stopped || retry) return;
    const base = Math.min(maxDelay, minDelay * 2 ** Math.min(failures, 16));
    failures++;
    retry = setTimeout(
      () => {
        retry = null;
        void connect();
      },
      base + Math.random() * base * 0.5,
    );
    retry.unref();
  }

  function lost(c: pg.Client, err?: Error): void {
    if (client !== c) return;
    client = null;
    log.warn({ err }, 'live: LISTEN connection lost; reconnecting');
    c.end().catch(() => undefined);
    scheduleRetry();
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    // keepAlive: a silently dead peer (a dropped NAT entry) is noticed by TCP, not months later.
    const c = new pg.Client({ connectionString: opts.url, application_name: 'portal-live', keepAlive: true });
    c.on('notification', dispatch);
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
    } catch (err) {
      log.warn({ err }, 'live: could not LISTEN; retrying');
      c.removeAllListeners('end');
      c.end().catch(() => undefined);
      scheduleRetry();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
    if (everConnected) {
      log.info('live: LISTEN connection back');
      for (const callback of reconnected) callback();
    }
    everConnected = true;
  }

  function sync(): Promise<boolean> {
    // A round trip already sent may have left before the caller's notification was committed:
    // the caller waits for the next one, which everyone arriving meanwhile shares.
    if (syncing) {
      nextSync ??= syncing.then(() => {
        nextSync = null;
        return sync();
      });
      return nextSync;
    }
    const c = client;
    if (!c) return Promise.resolve(false);
    syncing = c.query('select 1').then(
      () => client === c,
      () => false,
    );
    void syncing.finally(() => (syncing = null));
    return syncing;
  }

  return {
    sync,
    subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      const list = handlers.get(channel);
      if (list) {
        list.push(handler);
        return;
      }
      handlers.set(channel, [handler]);
      client?.query(`listen ${channel}`).catch((err: unknown) => log.warn({ err, channel }, 'live: LISTEN failed'));
    },
    onReconnected: (callback) => void reconnected.push(callback),
    async start() {
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
    get connected() {
      return client !== null;
    },
  };
}
