import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import selfsigned from 'selfsigned';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { ROOT } from './portal-process.js';

/** The shipped proxy configuration (compose.yaml mounts the same file). */
export const PROXY_CONF = path.join(ROOT, 'deploy/nginx/portal.conf');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Proxy {
  /** https://localhost:PORT — the portal's public address behind the proxy. */
  url: string;
  /** http://localhost:PORT — the plain-HTTP listener (redirects to HTTPS). */
  plainUrl: string;
  /** Where requests go from now on: nginx starts when the portal's own port is known. */
  start(upstreamPort: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shipped nginx configuration (deploy/nginx/portal.conf) running on 127.0.0.1 in front of a
 * portal, with a certificate made for the run (localhost, one day; browsers take it with
 * --ignore-certificate-errors). Only addresses and the certificate folder are rewritten, each
 * where it is expected, so a change to the file's shape fails here rather than testing something else.
 * The public address is known before the portal starts (its PUBLIC_URL and OIDC issuer are the
 * proxy's), nginx itself starts once the portal's port is known.
 */
export async function prepareProxy(): Promise<Proxy> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (npm test installs Debian's nginx-light as root; or set NGINX_PATH)`);
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp/proxy-'));
  // nginx's workers run as an unprivileged user when started as root: its temporary folders and
  // certificates live where they can reach them.
  fs.chmodSync(dir, 0o755);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 86_400_000),
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  fs.mkdirSync(path.join(dir, 'certs'));
  fs.writeFileSync(path.join(dir, 'certs/portal.crt'), cert);
  fs.writeFileSync(path.join(dir, 'certs/portal.key'), key, { mode: 0o600 });

  let nginx: ChildProcess | undefined;
  return {
    url: `https://localhost:${httpsPort}`,
    plainUrl: `http://localhost:${httpPort}`,
    async start(upstreamPort) {
      const conf = rewrite(fs.readFileSync(PROXY_CONF, 'utf8'), [
        ['server app:8080;', `server 127.0.0.1:${upstreamPort};`, 2],
        ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1],
        ['listen 80;', `listen 127.0.0.1:${httpPort};`, 1],
        ['/etc/nginx/certs/', `${dir}/certs/`, 2],
      ]);
      fs.writeFileSync(path.join(dir, 'portal.conf'), conf);
      // The main context the official image's nginx.conf gives, with this run's folders.
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
          'daemon off;',
          'worker_processes 1;',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log warn;`,
          'events { worker_connections 1024; }',
          'http {',
          '  access_log off;',
          ...['client_body', 'proxy'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
          `  include ${dir}/portal.conf;`,
          '}',
        ].join('\n'),
      );
      nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      nginx.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const deadline = Date.now() + 10_000;
      while (!fs.existsSync(path.join(dir, 'nginx.pid'))) {
        if (nginx.exitCode !== null || Date.now() > deadline) {
          const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
          throw new Error(`nginx did not start: ${stderr}${log}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((r) => nginx!.once('exit', r));
        nginx.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (nginx.exitCode === null) nginx.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each [from, to, times]: `from` must occur exactly `times` times. */
function rewrite(text: string, pairs: Array<[string, string, number]>): string {
  for (const [from, to, times] of pairs) {
    const parts = text.split(from);
    if (parts.length - 1 !== times) throw new Error(`deploy/nginx/portal.conf: expected "${from}" ${times}×, found ${parts.length - 1}`);
    text = parts.join(to);
  }
  return text;
}
