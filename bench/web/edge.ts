import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/**
 * The deployment's reverse proxy as the browser meets it (DESIGN: deploy — app instances behind a
 * reverse proxy that terminates TLS): HTTPS with HTTP/2 on 127.0.0.1, forwarding each request to
 * the portal over plain HTTP/1.1 with X-Forwarded-Proto/-For, as nginx or Caddy would. Browsers
 * speak HTTP/2 only over TLS, and over HTTP/1.1 a page gets six connections per origin: a screen's
 * code chunks and its first queries then wait for each other, which a deployed portal never
 * shows. The certificate is made for the run (localhost, one day); the bench's Chromium accepts
 * it with --ignore-certificate-errors, which Lighthouse honours.
 */
export interface Edge {
  /** https://localhost:PORT — the portal's public address for this run. */
  url: string;
  /** Where requests go from now on (the portal starts after its public address is known). */
  forwardTo(upstream: string): void;
  close(): Promise<void>;
}

/** Headers of one HTTP/1.1 hop, never forwarded (and refused by HTTP/2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

export async function startEdge(): Promise<Edge> {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 86_400_000),
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  let upstream: URL | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });

  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    if (!upstream) {
      res.writeHead(503).end();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = http.request(
      // The portal listens on 127.0.0.1 only (its address says localhost, which may try ::1 first).
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A browser that goes away (a closed tab, the end of a server-sent stream) ends the hop too.
    res.on('close', () => forwarded.destroy());
    req.pipe(forwarded);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    forwardTo(address) {
      upstream = new URL(address);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Open streams (the notifications stream) would hold close() forever.
        setTimeout(resolve, 2000).unref();
      }),
  };
}
