import { describe, expect, it, vi } from 'vitest';
import { earlyFetch, sendEarlyRequests } from './early-requests';

describe('early requests', () => {
  it('sends the health check and the portal properties at once, and hands each answer out once', async () => {
    const early = vi.fn((url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(`early ${String(url)}`)));
    sendEarlyRequests(early as typeof fetch);
    expect(early.mock.calls.map((c) => c[0])).toEqual(['/api/health', '/portalProperties']);
    expect(early.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });

    const later = vi.fn(() => Promise.resolve(new Response('later')));
    const properties = earlyFetch('portalProperties', later as typeof fetch);
    expect(await (await properties('/portalProperties')).text()).toBe('early /portalProperties');
    expect(later).not.toHaveBeenCalled();
    // A second load (a retry) is a new request, never the body already read.
    expect(await (await properties('/portalProperties')).text()).toBe('later');
    expect(await (await earlyFetch('health', later as typeof fetch)('/api/health')).text()).toBe('early /api/health');
  });
});
