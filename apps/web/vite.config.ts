import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

/**
 * Vendor groups that change at different paces get their own long-cached chunks; screens are
 * lazy route chunks, so the entry holds only the shell.
 */
const VENDOR_CHUNKS: Readonly<Record<string, RegExp>> = {
  react: /^(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)$/,
  mui: /^(@mui\/.*|@emotion\/.*|@popperjs\/core|react-transition-group|stylis|notistack|clsx|goober|@babel\/runtime|prop-types|react-is|hoist-non-react-statics)$/,
  apollo: /^(@apollo\/client|graphql|graphql-tag|apollo3-cache-persist|@wry\/.*|optimism|zen-observable.*|ts-invariant|symbol-observable|rehackt|tslib)$/,
  intl: /^(react-intl|@formatjs\/.*|intl-messageformat)$/,
  oidc: /^(oidc-client-ts|react-oidc-context|jwt-decode)$/,
};

/** The npm package a module id belongs to (the last node_modules segment wins). */
function packageOf(id: string): string | undefined {
  const m = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return m?.[1];
}

function manualChunks(id: string): string | undefined {
  const pkg = packageOf(id);
  if (!pkg) return undefined;
  for (const [name, re] of Object.entries(VENDOR_CHUNKS)) if (re.test(pkg)) return name;
  // Anything else stays where Rollup puts it (with the code that uses it).
  return undefined;
}

// The API, the IdP and the portal properties live on the Fastify server; in `vite dev` they are
// proxied so the app keeps a single origin, as in production.
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/api', '/oidc', '/portalProperties', '/sw-portal.js', '/import'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@portal/domain': domainSrc } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written (to decode shipped stack traces) but not referenced from the bundles, and
    // the server never serves them (apps/server/src/platform/http/web.ts).
    sourcemap: 'hidden',
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    rollupOptions: { output: { manualChunks } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
