import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/auth/session';
import { SessionContext } from '../../../lib/auth/SessionContext';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from '../notifications.queries';
import { useNotificationsLive } from './use-notifications-live';

/** The server side of fetch: each call is a stream the test writes to. */
function fakeServer() {
  const streams: { token: string; push(text: string): void; signal: AbortSignal }[] = [];
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    // As a browser's fetch: aborting the request errors its body.
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    streams.push({ token, push: (t) => controller.enqueue(encoder.encode(t)), signal: init!.signal! });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  });
  return { fetch, streams };
}

/** Just what the hook uses of the page's session: a token, and its sign-in events. */
function fakeSession(initial: string | null) {
  let token = initial;
  const loaded = new Set<() => void>();
  const unloaded = new Set<() => void>();
  const session = {
    getAccessToken: () => Promise.resolve(token),
    events: {
      addUserLoaded: (f: () => void) => loaded.add(f),
      removeUserLoaded: (f: () => void) => loaded.delete(f),
      addUserUnloaded: (f: () => void) => unloaded.add(f),
      removeUserUnloaded: (f: () => void) => unloaded.delete(f),
    },
  } as unknown as Session;
  return {
    session,
    renew: (t: string) => {
      token = t;
      loaded.forEach((f) => f());
    },
    signOut: () => {
      token = null;
      unloaded.forEach((f) => f());
    },
  };
}

const event = (naoLidas: number, nova: boolean) => `event: naoLidas\ndata: ${JSON.stringify({ naoLidas, nova })}\n\n`;

function setup(token: string | null) {
  const server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  const auth = fakeSession(token);
  const client = new ApolloClient({ link: new ApolloLink(() => Observable.of({ data: {} })), cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={auth.session}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </SessionContext.Provider>
  );
  const hook = renderHook(() => useNotificationsLive(), { wrapper });
  const count = () => client.readQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS })?.countNotificacoesNaoLidas;
  return { server, auth, hook, count };
}

afterEach(() => void vi.unstubAllGlobals());

describe('useNotificationsLive', () => {
  it("puts the stream's counts where the bell reads them, reopens with a renewed token, closes at sign-out and unmount", async () => {
    const { server, auth, hook, count } = setup('token-1');
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.token).toBe('token-1');

    server.streams[0]!.push(event(2, false));
    await waitFor(() => expect(count()).toBe(2));
    server.streams[0]!.push(event(3, true));
    await waitFor(() => expect(count()).toBe(3));

    auth.renew('token-2');
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.streams[0]!.signal.aborted).toBe(true);
    expect(server.streams[1]!.token).toBe('token-2');

    auth.signOut();
    await waitFor(() => expect(server.streams[1]!.signal.aborted).toBe(true));
    expect(server.streams).toHaveLength(2);

    auth.renew('token-3');
    await waitFor(() => expect(server.streams).toHaveLength(3));
    hook.unmount();
    await waitFor(() => expect(server.streams[2]!.signal.aborted).toBe(true));
  });

  it('opens nothing while nobody is signed in', async () => {
    const { server, hook } = setup(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.fetch).not.toHaveBeenCalled();
    hook.unmount();
  });
});
