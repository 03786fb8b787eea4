/**
 * The portal as one instance for bench/streams.ts: the real app (buildApp: identity, API, live
 * streams) on the bench's database, listening on 127.0.0.1 only, in a process of its own so its
 * memory is measured apart from the clients'. Answers `memory` messages (after a full GC when run
 * with --expose-gc) over the IPC channel of fork().
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { schema } from '../apps/server/src/modules/schema.js';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { createIdentity } from '../apps/server/src/platform/identity/index.js';
import { createMailer } from '../apps/server/src/platform/mail/index.js';

const port = Number(process.env.PORT);
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '0',
  ACCESS_TOKEN_TTL: '3600',
  SEED_DEMO: 'false',
});
const database = openDatabase(config.DATABASE_URL!, { schema, max: 10 });
const pino = (await import('pino')).default;
const log = pino({ level: 'warn' });
const identity = await createIdentity({ config, database, log, mailer: createMailer({ config, database, log }) });
const app = await buildApp({ config, database, identity, logger: { level: 'warn' } });
await app.listen({ port, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
process.on('SIGTERM', () => {
  void app.close().then(async () => {
    await identity.close();
    await database.close();
    process.exit(0);
  });
});
process.send?.({ ready: true });
