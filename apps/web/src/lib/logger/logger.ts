import type { LogLevel, LogShipper } from './log-shipper';

let shipper: LogShipper | undefined;

function format(message: string, err?: unknown): string {
  if (err === undefined) return message;
  if (err instanceof Error) return `${message}: ${err.name}: ${err.message}${err.stack ? `\n${err.stack}` : ''}`;
  return `${message}: ${String(err)}`;
}

function write(level: LogLevel, message: string, err?: unknown): void {
  const text = format(message, err);
  if (import.meta.env.DEV || !shipper) {
    // eslint-disable-next-line no-console -- the logger is the one place that writes to the console
    console[level === 'debug' ? 'debug' : level](text);
  }
  // Debug chatter stays on the console; only info and above are worth a network call.
  if (level !== 'debug') shipper?.add(level, text);
}

/** The app's logger: console in development, batched shipping to the log service always. */
export const logger = {
  debug: (message: string) => write('debug', message),
  info: (message: string) => write('info', message),
  warn: (message: string, err?: unknown) => write('warn', message, err),
  error: (message: string, err?: unknown) => write('error', message, err),
};

/** Routes log entries to a shipper (set once at start-up; tests leave it unset). */
export function installLogShipper(next: LogShipper | undefined): void {
  shipper = next;
}
