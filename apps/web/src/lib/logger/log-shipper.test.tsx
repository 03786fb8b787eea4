import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_API_KEY, LogShipper, type LogEntry } from './log-shipper';

interface Call {
  readonly url: string;
  readonly body: { logs?: LogEntry[]; logGroupName: string; logStreamName: string; tags?: unknown };
  readonly headers: Record<string, string>;
}

function setup(userAgent = 'Mozilla/5.0 test') {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
    return new Response('{}', { status: 200 });
  });
  const shipper = new LogShipper({
    fetch: fetchMock as unknown as typeof fetch,
    baseUrl: '/api/logs',
    logGroupName: 'portal-web',
    logStreamName: 'stream-1',
    tags: { app: 'portal-web' },
    userAgent: () => userAgent,
    url: () => 'http://localhost/home',
    now: () => 1700000000000,
  });
  const sends = () => calls.filter((c) => c.url.endsWith('/sendLogs'));
  return { shipper, calls, sends };
}

describe('LogShipper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a batch as soon as it holds 5 entries, after creating the stream once', async () => {
    const { shipper, calls, sends } = setup();
    for (let i = 0; i < 4; i++) shipper.add('info', `m${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);

    shipper.add('error', 'm4');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url)).toEqual(['/api/logs/createGroupAndLogStream', '/api/logs/sendLogs']);
    expect(calls[0]?.body).toEqual({ logGroupName: 'portal-web', logStreamName: 'stream-1', tags: { app: 'portal-web' } });
    expect(sends()[0]?.body.logs?.map((l) => l.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(sends()[0]?.body.logs?.[4]).toEqual({
      timestamp: 1700000000000,
      level: 'error',
      message: 'm4',
      userAgent: 'Mozilla/5.0 test',
      url: 'http://localhost/home',
    });
    expect(calls.every((c) => c.headers['x-api-key'] === LOG_API_KEY)).toBe(true);
    expect(LOG_API_KEY).toBe('portal-web-logs');

    for (let i = 5; i < 10; i++) shipper.add('info', `m${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.url.endsWith('/createGroupAndLogStream'))).toHaveLength(1);
    expect(sends()).toHaveLength(2);
  });

  it('sends a partial batch 10 s after its first entry, not before', async () => {
    const { shipper, sends } = setup();
    shipper.add('info', 'first');
    await vi.advanceTimersByTimeAsync(6000);
    shipper.add('warn', 'second');
    await vi.advanceTimersByTimeAsync(3999);
    expect(sends()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.body.logs?.map((l) => l.message)).toEqual(['first', 'second']);
    expect(shipper.pending).toBe(0);
  });

  it('sends the access token once the session gives one, and none before', async () => {
    const { shipper, calls } = setup();
    shipper.add('info', 'before sign-in');
    await shipper.flush();
    expect(calls.every((c) => c.headers.authorization === undefined)).toBe(true);
    shipper.useAccessToken(async () => 'the-token');
    shipper.add('info', 'signed in');
    await shipper.flush();
    expect(calls.at(-1)?.headers.authorization).toBe('Bearer the-token');
  });

  it('does not send empty batches', async () => {
    const { shipper, calls } = setup();
    await shipper.flush();
    await vi.advanceTimersByTimeAsync(20000);
    expect(calls).toHaveLength(0);
  });

  it('cuts the user agent at 500 characters', async () => {
    const { shipper, sends } = setup('x'.repeat(600));
    shipper.add('info', 'ua');
    await vi.advanceTimersByTimeAsync(10000);
    expect(sends()[0]?.body.logs?.[0]?.userAgent).toHaveLength(500);
  });
});
