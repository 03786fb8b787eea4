import { describe, expect, it, vi } from 'vitest';
import { readNotificationStream, StreamRefused, STREAM_PATH, type NaoLidasEvent } from './stream-client';

/** A fetch answering a stream whose chunks the test pushes. */
function streamingFetch(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(status === 200 ? body : 'no', { status })));
  const encoder = new TextEncoder();
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('readNotificationStream', () => {
  it('sends the token in the Authorization header, never in the URL, and hands over each count', async () => {
    const server = streamingFetch();
    const events: NaoLidasEvent[] = [];
    const onOpen = vi.fn();
    const done = readNotificationStream({ token: 'tok', signal: new AbortController().signal, onOpen, onEvent: (e) => events.push(e), fetch: server.fetch });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalled());
    const [url, init] = server.calls[0]!;
    expect(url).toBe(STREAM_PATH);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');

    server.push('event: naoLidas\ndata: {"naoLidas":4,"nov');
    server.push('a":false}\n\n:\n\nevent: outro\ndata: {}\n\nevent: naoLidas\ndata: {"naoLidas":5,"nova":true}\n\n');
    server.end();
    await done;
    expect(events).toEqual([
      { naoLidas: 4, nova: false },
      { naoLidas: 5, nova: true },
    ]);
  });

  it('rejects with the status when the server refuses the stream', async () => {
    const server = streamingFetch(401);
    const onOpen = vi.fn();
    const err = await readNotificationStream({ token: 'old', signal: new AbortController().signal, onOpen, onEvent: () => {}, fetch: server.fetch }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StreamRefused);
    expect((err as StreamRefused).status).toBe(401);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
