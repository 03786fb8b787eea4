import { expect, it } from 'vitest';

it('leaves no beforeExit hook behind, so failed runs keep their non-zero exit code', async () => {
  const before = process.listenerCount('beforeExit');
  await import('./embedded-postgres.js');
  expect(process.listenerCount('beforeExit')).toBe(before);
});
