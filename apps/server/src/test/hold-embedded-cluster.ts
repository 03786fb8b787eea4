/**
 * A stand-in for a portal process, for tests that kill it: starts the embedded cluster under
 * argv[2] on port argv[3], writes a row to remember, prints "ready <postmaster pid>" and waits
 * to be killed.
 */
import pg from 'pg';
import { startEmbeddedCluster } from '../platform/db/embedded.js';

const [dir, port] = process.argv.slice(2);
const cluster = await startEmbeddedCluster(dir!, Number(port));
await cluster.createDatabase('portal');
const client = new pg.Client({ connectionString: cluster.url('portal') });
await client.connect();
await client.query('create table if not exists remembered (value text)');
await client.query(`insert into remembered values ('written before the kill')`);
await client.end();
console.log(`ready ${cluster.pid()}`);
setInterval(() => {}, 60_000);
