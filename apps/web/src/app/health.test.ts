import { describe, expect, it } from 'vitest';
import { checkHealth } from './health';

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('health check before start-up', () => {
  it('is ok on 2xx and 4xx', async () => {
    expect(await checkHealth(answer(200, { status: 'ok' }))).toBe('ok');
    expect(await checkHealth(answer(404, ''))).toBe('ok');
  });

  it('is maintenance while the server starts or a proxy answers 5xx without a body of ours', async () => {
    expect(await checkHealth(answer(503, { status: 'starting' }))).toBe('maintenance');
    expect(await checkHealth(answer(502, '<html>Bad gateway</html>'))).toBe('maintenance');
  });

  it('is failed when the server says its own start failed (waiting will not help)', async () => {
    expect(await checkHealth(answer(503, { status: 'failed' }))).toBe('failed');
  });

  it('treats an unreachable server as offline, not as maintenance', async () => {
    expect(await checkHealth(() => Promise.reject(new TypeError('network')))).toBe('ok');
  });
});
