import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { schema } from './modules/schema.js';
import { connectDatabase } from './platform/db/connection.js';
import { runMigrations, underStartupLock } from './platform/db/migrate.js';
import { defaultWebDist } from './platform/http/web.js';
import { startMaintenanceServer } from './platform/http/maintenance.js';
import { createIdentity } from './platform/identity/index.js';
import { createMailer } from './platform/mail/index.js';
import { seedDemoIfEmpty } from './seed/demo.js';

/** Start: config -> maintenance page on the port -> database -> migrations -> seed -> full app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? defaultWebDist(path.resolve(here, '..'));
  const https = config.publicUrl.startsWith('https:');
  const maintenance = await startMaintenanceServer({
    port: config.PORT,
    host: config.HOST,
    webDist,
    logLevel: config.LOG_LEVEL,
    https,
  });
  // Stopping also stops the embedded PostgreSQL, from the first moment: left running, it would
  // hold the data directory after the portal is gone.
  let stop = () => maintenance.close();
  let stopping = false;
  // Once: a Ctrl+C reaches this process twice (from the terminal and forwarded by npm start).
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  try {
    const database = await connectDatabase(config, schema, {
      output: (line) => log.debug({ postgres: line }),
      notice: (message) => log.warn(message),
      // Restarting it in place failed for about a minute: exit non-zero, so the supervisor
      // (systemd, a container's restart policy) starts the whole portal again.
      lost: (err) => {
        log.fatal({ err }, 'the embedded PostgreSQL stopped and could not be started again; exiting');
        process.exit(1);
      },
    });
    stop = async () => {
      await maintenance.close();
      await database.close();
    };
    // Several instances on one database take turns (migrate.ts).
    await underStartupLock(database.db, async () => {
      await runMigrations(database.db);
      if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, log);
    });
    const mailer = createMailer({ config, database, log });
    const identity = await createIdentity({ config, database, log, mailer });
    const app = await buildApp({ config, database, identity, jobs: true });
    await app.ready();
    await maintenance.close();
    await app.listen({ port: config.PORT, host: config.HOST });
    stop = async () => {
      await app.close();
      await identity.close();
      await database.close();
    };
    log.info({ url: config.publicUrl }, 'portal ready');
  } catch (thrown) {
    // Something may throw a non-Error (the old embedded runner rejected with nothing, which
    // logged "undefined"): keep whatever there is.
    const err = thrown instanceof Error ? thrown : new Error(`start-up failed: ${String(thrown)}`);
    log.error({ err }, 'start-up failed');
    maintenance.setFailure(err.message);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
