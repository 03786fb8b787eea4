import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/connection.js';
import { getPortalProperties, type PortalProperties } from '../../../platform/portal-properties/portal-properties.js';

/** The built-in logo (apps/web/public/favicon.svg) as PNGs, for launchers that want bitmaps. */
const DEFAULT_FAVICON = '/favicon.svg';
const DEFAULT_PNG_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];

/** The provider palette's brand colour (apps/web/src/lib/theme/palettes.ts): the frame before a user's brand is known. */
const DEFAULT_THEME_COLOR = '#1f4e8c';
const DEFAULT_BACKGROUND_COLOR = '#ffffff';
/** Launchers cut longer names under an icon. */
const SHORT_NAME_MAX = 12;
const HEX_COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** A manifest's property may be cached by browsers for a few minutes: properties change rarely. */
const MAX_AGE_S = 300;

/** An optional portal property stored under `key` (not every portal has one), when it is a non-empty string. */
function optional(props: PortalProperties, key: string): string | undefined {
  const value = (props as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function iconType(src: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'png' ? 'image/png' : ext === 'ico' ? 'image/x-icon' : ext === 'webp' ? 'image/webp' : undefined;
}

/**
 * The web app manifest (installable portal): name and icon from the portal properties (its
 * favicon, plus PNGs of the built-in logo while that is the favicon), colours from the optional
 * properties `corTema`/`corFundo` (else the provider palette), short name from `nomeCurto` (else
 * the name when short enough). Opens on /home, standalone.
 */
export function buildManifest(props: PortalProperties) {
  const name = props.name.trim() || 'Portal';
  const favicon = props.favicon || DEFAULT_FAVICON;
  const type = iconType(favicon);
  const icons = [
    { src: favicon, sizes: type === 'image/svg+xml' ? 'any' : undefined, type, purpose: 'any' },
    ...(favicon === DEFAULT_FAVICON ? DEFAULT_PNG_ICONS : []),
  ].map((i) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined)));
  const color = (key: string, fallback: string) => {
    const value = optional(props, key);
    return value && HEX_COLOR.test(value) ? value : fallback;
  };
  return {
    id: '/',
    name,
    short_name: optional(props, 'nomeCurto') ?? (name.length <= SHORT_NAME_MAX ? name : name.slice(0, SHORT_NAME_MAX).trimEnd()),
    lang: 'pt-BR',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: color('corTema', DEFAULT_THEME_COLOR),
    background_color: color('corFundo', DEFAULT_BACKGROUND_COLOR),
    icons,
  };
}

/** GET /manifest.webmanifest: public (browsers fetch it without credentials), linked from index.html. */
export async function manifestRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    const manifest = buildManifest(await getPortalProperties(opts.database.db));
    return reply
      .header('cache-control', `public, max-age=${MAX_AGE_S}`)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });
}
