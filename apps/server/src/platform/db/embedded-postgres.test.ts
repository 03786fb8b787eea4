import { expect, it } from 'vitest';

it('leaves no beforeExit/exit hook behind, so a run keeps its own exit code', async () => {
  const before = [process.listenerCount('beforeExit'), process.listenerCount('exit')];
  await import('./embedded-postgres.js');
  expect([process.listenerCount('beforeExit'), process.listenerCount('exit')]).toEqual(before);
});
