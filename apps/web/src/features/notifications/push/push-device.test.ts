import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeThisDevice } from './push-device';
import { REMOVER_PUSH_SUBSCRIPTION } from './push.queries';

// The browser's push objects (jsdom has none) and Apollo's client surface (mutate), as stand-ins.
const ENDPOINT = 'https://push.example/this-device';
let unsubscribe: ReturnType<typeof vi.fn>;

/** Apollo's client as far as the sign-out uses it. */
const clientWith = (mutate: () => Promise<unknown>) => ({ mutate, query: vi.fn() }) as unknown as Parameters<typeof unsubscribeThisDevice>[0];

beforeEach(() => {
  unsubscribe = vi.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ endpoint: ENDPOINT, unsubscribe }) } };
  vi.stubGlobal('Notification', function Notification() {});
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('sign-out removes this device\'s push subscription', () => {
  it('tells the server (removerPushSubscription with this endpoint) and unsubscribes the browser', async () => {
    const mutate = vi.fn(async () => ({ data: { removerPushSubscription: true } }));
    await unsubscribeThisDevice(clientWith(mutate));
    expect(mutate).toHaveBeenCalledWith({ mutation: REMOVER_PUSH_SUBSCRIPTION, variables: { endpoint: ENDPOINT } });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never holds the sign-out: a server that does not answer is given 3 s', async () => {
    vi.useFakeTimers();
    const mutate = vi.fn(() => new Promise<unknown>(() => undefined));
    let done = false;
    const pending = unsubscribeThisDevice(clientWith(mutate)).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await pending;
    expect(done).toBe(true);
  });

  it('does nothing where push is impossible', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const mutate = vi.fn(async () => ({}));
    await unsubscribeThisDevice(clientWith(mutate));
    expect(mutate).not.toHaveBeenCalled();
  });
});
