/**
 * The baseline of `npm run bench`: the same SQL the GraphQL operations run, behind plain Fastify
 * routes (no token verification, no GraphQL), so each figure can be read against the cost of the
 * database work alone. Started as a child process by bench/run.ts.
 */
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/platform/db/connection.js';
import { loadCurrentUser } from '../apps/server/src/modules/users/current-user.service.js';
import { usuarioLogado } from '../apps/server/src/modules/shell/shell.service.js';
import { menuUsuarioLogado } from '../apps/server/src/modules/shell/menu.service.js';

const database = openDatabase(process.env.BASELINE_DATABASE_URL!);
const userId = Number(process.env.BASELINE_USER_ID);
const app = Fastify({ logger: false });

app.get('/usuarioLogado', async () => {
  const user = (await loadCurrentUser(database.db, userId))!;
  return usuarioLogado(database.db, user);
});

app.get('/menuUsuarioLogado', async () => {
  const user = (await loadCurrentUser(database.db, userId))!;
  return menuUsuarioLogado(database.db, user, 'http://localhost');
});

await app.listen({ port: Number(process.env.BASELINE_PORT), host: '127.0.0.1' });
console.log('baseline ready');
