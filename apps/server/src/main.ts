import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './platform/db/connection.js';
import { runMigrations } from './platform/db/migrate.js';
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
  try {
    const database = await connectDatabase(config, (line) => log.debug({ postgres: line }));
    await runMigrations(database.db);
    if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, log);
    const mailer = createMailer({ config, database, log });
    const identity = await createIdentity({ config, database, log, mailer });
    const app = await buildApp({ config, database, identity, jobs: true });
    await app.ready();
    await maintenance.close();
    await app.listen({ port: config.PORT, host: config.HOST });
    log.info({ url: config.publicUrl }, 'portal ready');
    const stop = async () => {
      await app.close();
      await identity.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    log.error({ err }, 'start-up failed');
    maintenance.setFailure(err instanceof Error ? err.message : String(err));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
