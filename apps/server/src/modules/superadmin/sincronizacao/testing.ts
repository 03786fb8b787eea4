import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';
import { CONVITES_QUEUE } from './fila-convites.js';

/** Waits until the invitations' queue has nothing left to run (created, retried or active jobs). */
export async function filaVazia(database: Database, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${CONVITES_QUEUE} and state in ('created', 'retry', 'active')`,
    );
    if (res.rows[0]!.n === 0) return;
    if (Date.now() > until) throw new Error(`${res.rows[0]!.n} invitation jobs still queued`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A local HTTP server answering the Keycloak endpoints the synchronisation uses, with the request
 * and response shapes of Keycloak's admin REST API (UserRepresentation, GroupRepresentation;
 * `first`/`max` paging; 201 + Location on creation; 204 on updates; 404/409 errors as
 * `{ errorMessage }`), and the realm's discovery and key set relayed from the external issuer
 * fixture so the portal accepts its tokens. It keeps users and groups in memory and records every
 * request (method, path, query, body) for the tests to assert on.
 */
export interface FakeUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified?: boolean;
  requiredActions?: string[];
  attributes?: Record<string, string[]>;
  groups: Set<string>;
}
export interface FakeGroup {
  id: string;
  name: string;
  parentId: string | null;
  attributes: Record<string, string[]>;
}
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export interface FakeKeycloak {
  /** `http://127.0.0.1:<port>/realms/portal`: OIDC_ISSUER. */
  issuer: string;
  env: Record<string, string>;
  users: Map<string, FakeUser>;
  groups: Map<string, FakeGroup>;
  requests: RecordedRequest[];
  /** The admin API's writes (anything but GET) since `from`. */
  writes(from?: number): RecordedRequest[];
  close(): Promise<void>;
}

const fakeJwt = (exp: number) =>
  [{ alg: 'none', typ: 'JWT' }, { exp, iat: exp - 300, azp: 'portal-sync' }].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.') + '.x';

export async function startFakeKeycloak(issuerFixture: { issuer: string }, credentials = { clientId: 'portal-sync', clientSecret: 'segredo-de-teste' }): Promise<FakeKeycloak> {
  const { default: http } = await import('node:http');
  const users = new Map<string, FakeUser>();
  const groups = new Map<string, FakeGroup>();
  const requests: RecordedRequest[] = [];
  let seq = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
  let issuer = '';
  const userRep = (u: FakeUser, brief: boolean) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    enabled: u.enabled,
    emailVerified: u.emailVerified ?? false,
    createdTimestamp: 0,
    ...(brief ? {} : { attributes: u.attributes ?? {}, requiredActions: u.requiredActions ?? [] }),
  });
  const groupRep = (g: FakeGroup, brief: boolean) => {
    const parts: string[] = [];
    for (let c: FakeGroup | undefined = g; c; c = c.parentId ? groups.get(c.parentId) : undefined) parts.unshift(c.name);
    const subGroupCount = [...groups.values()].filter((c) => c.parentId === g.id).length;
    return { id: g.id, name: g.name, path: `/${parts.join('/')}`, parentId: g.parentId ?? undefined, subGroupCount, subGroups: [], ...(brief ? {} : { attributes: g.attributes }) };
  };
  const page = <T,>(rows: T[], q: URLSearchParams) => {
    const first = Number(q.get('first') ?? 0);
    const max = Number(q.get('max') ?? 100);
    return rows.slice(first, first + max);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const raw = Buffer.concat(chunks).toString('utf8');
        const ct = String(req.headers['content-type'] ?? '');
        const body: unknown = raw === '' ? undefined : ct.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
        const send = (status: number, data?: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
          res.end(data === undefined ? undefined : JSON.stringify(data));
        };
        // The admin client asks for collections with a trailing slash (`…/users/`); Keycloak answers both.
        const p = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        if (p === '/realms/portal/.well-known/openid-configuration') return send(200, { issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` });
        if (p === '/realms/portal/protocol/openid-connect/certs') return send(200, await (await fetch(`${issuerFixture.issuer}/protocol/openid-connect/certs`)).json());
        requests.push({ method: req.method ?? 'GET', path: p, query: url.searchParams, body });
        if (p === '/realms/portal/protocol/openid-connect/token') {
          const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
          const form = body as Record<string, string>;
          if (req.headers.authorization !== basic || form.grant_type !== 'client_credentials') return send(401, { error: 'unauthorized_client' });
          return send(200, { access_token: fakeJwt(Math.floor(Date.now() / 1000) + 300), expires_in: 300, token_type: 'Bearer', scope: 'profile email' });
        }
        const admin = '/admin/realms/portal';
        if (!p.startsWith(admin)) return send(404, { error: 'Not found' });
        if (!String(req.headers.authorization ?? '').startsWith('Bearer ey')) return send(401, { error: 'HTTP 401 Unauthorized' });
        const seg = p.slice(admin.length).split('/').filter(Boolean);
        const q = url.searchParams;
        const brief = q.get('briefRepresentation') !== 'false';
        const m = req.method;
        // Users
        if (seg[0] === 'users') {
          const b = (body ?? {}) as Partial<FakeUser> & { groups?: unknown };
          if (seg.length === 1 && m === 'GET') {
            let list = [...users.values()];
            const email = q.get('email');
            if (email) list = list.filter((u) => (q.get('exact') === 'true' ? u.email?.toLowerCase() === email.toLowerCase() : u.email?.toLowerCase().includes(email.toLowerCase())));
            return send(200, page(list, q).map((u) => userRep(u, brief)));
          }
          if (seg.length === 1 && m === 'POST') {
            const username = (b.username ?? '').toLowerCase();
            if ([...users.values()].some((u) => u.username === username || (b.email && u.email?.toLowerCase() === b.email.toLowerCase()))) {
              return send(409, { errorMessage: 'User exists with same username or email' });
            }
            const id = newId();
            users.set(id, { id, username, email: b.email, firstName: b.firstName, lastName: b.lastName, enabled: b.enabled ?? false, emailVerified: b.emailVerified, requiredActions: b.requiredActions, attributes: b.attributes, groups: new Set() });
            return send(201, undefined, { location: `${issuer.replace('/realms/portal', '')}${admin}/users/${id}` });
          }
          const u = users.get(seg[1] ?? '');
          if (!u) return send(404, { error: 'User not found' });
          if (seg.length === 2 && m === 'GET') return send(200, userRep(u, false));
          if (seg.length === 2 && m === 'PUT') {
            Object.assign(u, { email: b.email ?? u.email, firstName: b.firstName ?? u.firstName, lastName: b.lastName ?? u.lastName, enabled: b.enabled ?? u.enabled, attributes: b.attributes ?? u.attributes });
            return send(204);
          }
          if (seg[2] === 'logout' && m === 'POST') return send(204);
          if (seg[2] === 'execute-actions-email' && m === 'PUT') return send(204);
          if (seg[2] === 'groups' && seg[3]) {
            if (!groups.has(seg[3])) return send(404, { error: 'Group not found' });
            if (m === 'PUT') u.groups.add(seg[3]);
            else if (m === 'DELETE') u.groups.delete(seg[3]);
            return send(204);
          }
        }
        // Groups
        if (seg[0] === 'groups') {
          const b = (body ?? {}) as Partial<FakeGroup> & { id?: string };
          const place = (parentId: string | null) => {
            if (b.id) {
              const g = groups.get(b.id);
              if (!g) return send(404, { error: 'Could not find group by id' });
              g.parentId = parentId;
              return send(204);
            }
            const name = b.name ?? '';
            if ([...groups.values()].some((g) => g.parentId === parentId && g.name === name)) return send(409, { errorMessage: `Sibling group named '${name}' already exists.` });
            const id = newId();
            groups.set(id, { id, name, parentId, attributes: b.attributes ?? {} });
            return send(201, undefined, { location: `${issuer.replace('/realms/portal', '')}${admin}/groups/${id}` });
          };
          if (seg.length === 1 && m === 'GET') return send(200, page([...groups.values()].filter((g) => g.parentId === null), q).map((g) => groupRep(g, brief)));
          if (seg.length === 1 && m === 'POST') return place(null);
          const g = groups.get(seg[1] ?? '');
          if (!g) return send(404, { error: 'Could not find group by id' });
          if (seg.length === 2 && m === 'PUT') {
            Object.assign(g, { name: b.name ?? g.name, attributes: b.attributes ?? g.attributes });
            return send(204);
          }
          if (seg[2] === 'children' && m === 'GET') return send(200, page([...groups.values()].filter((c) => c.parentId === g.id), q).map((c) => groupRep(c, brief)));
          if (seg[2] === 'children' && m === 'POST') return place(g.id);
          if (seg[2] === 'members' && m === 'GET') return send(200, page([...users.values()].filter((u) => u.groups.has(g.id)), q).map((u) => userRep(u, true)));
        }
        return send(404, { error: 'Not found' });
      })().catch((err: unknown) => {
        res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  issuer = `http://127.0.0.1:${port}/realms/portal`;
  return {
    issuer,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'portal-web',
      OIDC_AUDIENCE: 'portal-api',
      KEYCLOAK_ADMIN_CLIENT_ID: credentials.clientId,
      KEYCLOAK_ADMIN_CLIENT_SECRET: credentials.clientSecret,
    },
    users,
    groups,
    requests,
    writes: (from = 0) => requests.slice(from).filter((r) => r.method !== 'GET' && !r.path.endsWith('/token')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
