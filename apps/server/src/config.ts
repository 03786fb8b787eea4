import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    /** Port of the embedded PostgreSQL when DATABASE_URL is unset. */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    /**
     * The Keycloak client (confidential, service account with realm-management's manage-users,
     * view-users and query-groups) the super-admin synchronisation signs in as, in the realm of
     * OIDC_ISSUER (client credentials). Both or neither; unset, a synchronisation with Keycloak says
     * it is not configured.
     */
    KEYCLOAK_ADMIN_CLIENT_ID: z.string().trim().min(1).optional(),
    KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
    /** API key the web's log shipper sends in the x-api-key header. */
    LOG_API_KEY: z.string().min(8).default('portal-web-logs'),
    /** Seed the demo data on an empty database. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Lifetime of API access tokens, seconds. Short, because tokens live in localStorage. */
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(300),
    /** Failed sign-ins per e-mail (and per address) allowed in the window before refusing. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURE_WINDOW_S: z.coerce.number().int().min(1).default(900),
    /**
     * Failed sign-ins per client address in the window. Higher than the per-e-mail limit: a whole
     * dealership signs in from one address, and a few typos there must not lock everyone out.
     */
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    /**
     * Which proxies may set X-Forwarded-For (Fastify trustProxy): `loopback` by default; in
     * production the proxy's addresses or CIDR ranges (comma list), `true` or `false`. Trusting every
     * sender would let anyone dodge the per-address sign-in limit.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
    /** API requests per minute per client address; 0 turns the limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /**
     * Largest upload accepted, bytes. Unset in production: each file type's own limit applies
     * (900,000,000 for the library, spec 02 §9); a value only ever lowers it (tests, a proxy
     * that caps bodies lower).
     */
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).optional(),
    /** Directory of the built web app; served at / when present. */
    WEB_DIST: z.string().optional(),
    /**
     * Web push endpoints on non-public addresses (loopback, private networks): refused by default,
     * since the server POSTs to whatever address a browser registers; `allow` for a local push
     * service (tests).
     */
    PUSH_PRIVATE_ENDPOINTS: z.enum(['refuse', 'allow']).default('refuse'),
  })
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required when OIDC_ISSUER is set' });
    }
    if (Boolean(c.KEYCLOAK_ADMIN_CLIENT_ID) !== Boolean(c.KEYCLOAK_ADMIN_CLIENT_SECRET)) {
      const missing = c.KEYCLOAK_ADMIN_CLIENT_ID ? 'KEYCLOAK_ADMIN_CLIENT_SECRET' : 'KEYCLOAK_ADMIN_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET go together' });
    }
    if (c.KEYCLOAK_ADMIN_CLIENT_ID && !(c.OIDC_ISSUER && keycloakRealmOf(c.OIDC_ISSUER))) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'with KEYCLOAK_ADMIN_CLIENT_ID, a Keycloak realm URL (…/realms/<realm>)' });
    }
  });

/** A Keycloak issuer's server address and realm: `https://kc.example/realms/portal` (or `…/auth/realms/portal`). */
export function keycloakRealmOf(issuer: string): { baseUrl: string; realm: string } | null {
  const m = /^(https?:\/\/.+?)\/realms\/([^/]+)\/?$/.exec(issuer);
  return m ? { baseUrl: m[1]!, realm: decodeURIComponent(m[2]!) } : null;
}

/** How the synchronisation reaches Keycloak's admin API (null: not configured). */
export interface KeycloakAdminConfig {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  dataDir: string;
  /** Audience of API access tokens. */
  audience: string;
  /** Client id the web uses. */
  clientId: string;
  /** Issuer whose tokens the API accepts. */
  issuer: string;
  embeddedIdp: boolean;
  keycloakAdmin: KeycloakAdminConfig | null;
};

/** Parses the environment once; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const embeddedIdp = !c.OIDC_ISSUER;
  const realm = c.OIDC_ISSUER ? keycloakRealmOf(c.OIDC_ISSUER) : null;
  const keycloakAdmin =
    realm && c.KEYCLOAK_ADMIN_CLIENT_ID && c.KEYCLOAK_ADMIN_CLIENT_SECRET
      ? { ...realm, clientId: c.KEYCLOAK_ADMIN_CLIENT_ID, clientSecret: c.KEYCLOAK_ADMIN_CLIENT_SECRET }
      : null;
  return {
    ...c,
    publicUrl,
    dataDir: path.resolve(c.DATA_DIR),
    audience: c.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    clientId: c.OIDC_CLIENT_ID ?? 'portal-web',
    issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    embeddedIdp,
    keycloakAdmin,
  };
}
