import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import type { ManualChunkMeta } from 'rollup';
import { NO_MESSAGE_PARSER, precompiledMessages } from './vite-precompiled-messages';
import { typedDocuments } from './vite-typed-documents';

const domainSrc = (file: string) => fileURLToPath(new URL(`../../packages/domain/src/${file}`, import.meta.url));

/** The domain's entries, from source (exact matches: `@portal/domain/schemas` is its own entry). */
const DOMAIN_ALIASES: Alias[] = [
  { find: /^@portal\/domain$/, replacement: domainSrc('index.ts') },
  { find: /^@portal\/domain\/schemas$/, replacement: domainSrc('schemas.ts') },
];

/**
 * react-router's exports map resolves to its development build (dev warnings on) under every
 * condition; a production build points both of its entries at the production files.
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/**
 * The production build runs on Preact's React-compatible runtime (preact/compat 11, which presents
 * itself as React 19: refs as props, `use`, context as provider): react-dom alone was ~65 KB gzip
 * of the first view, Preact with its compat layer is ~12 KB. Type-checking and unit tests keep
 * React's types and runtime; the e2e suite runs the production build, so every screen is tried
 * on the runtime users get.
 */
const PREACT_RUNTIME: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Vendor groups that change at different paces get their own long-cached chunks; screens are
 * lazy route chunks, so the entry holds only the shell.
 */
const VENDOR_CHUNKS: Readonly<Record<string, RegExp>> = {
  react: /^(react|react-dom|preact|scheduler|react-router|cookie|set-cookie-parser)$/,
  // MUI is not one group: one chunk held every component any screen uses (400 KB, all on the
  // first view); it is split by use instead (MUI_CORE, MUI_GROUPS below).
  // Not graphql-tag nor GraphQL's parser: documents arrive parsed (vite-typed-documents.ts); only
  // the administration lists build theirs at run time, and bring the parser with them.
  apollo: /^(@apollo\/client|graphql|apollo3-cache-persist|@wry\/.*|optimism|zen-observable.*|ts-invariant|symbol-observable|rehackt|tslib)$/,
  intl: /^(react-intl|@formatjs\/.*|intl-messageformat)$/,
  oidc: /^(oidc-client-ts|jwt-decode)$/,
};

/** The npm package a module id belongs to (the last node_modules segment wins). */
function packageOf(id: string): string | undefined {
  const m = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return m?.[1];
}

/** GraphQL's text parser: needed only where a document is written at run time (see `apollo`). */
const GRAPHQL_PARSER = /\/node_modules\/graphql\/language\/(parser|lexer)\.m?js$/;

/**
 * MUI in four chunks instead of one per component. Left to Rollup, a screen such as /usuarios
 * fetched 45 chunks of 1-4 KB before it could draw: over HTTP/1.1's six connections on a phone's
 * network that is eight round trips (about 1.2 s at 150 ms), more than the bytes themselves, and
 * each chunk's evaluation is a task of its own. Now /usuarios fetches 18 (three MUI groups, the
 * icons, the rest its own hooks).
 * - `mui-core`: what the first view draws (the shell and the home, Skeleton included), with MUI's styling engine and Emotion. It
 *   must hold every component the groups share with the first view: a manual chunk takes the
 *   dependencies no other manual chunk holds, so a group missing one would drag it in and itself
 *   into the first view (the build's size budget fails then).
 * - `mui-overlays`, `mui-forms`, `mui-data`: what screens share, fetched with the first screen
 *   that needs them and cached for a year. Imports between them run one way only (data -> forms
 *   -> overlays): Select's focus-source context sits with the overlays because MenuItem reads it,
 *   while Autocomplete (forms) styles Popper (overlays). A cycle threw "Cannot access before
 *   initialization" on every form; `scripts/chunk-cycles.mjs` fails the build on one.
 */
const MUI_CORE = /\/@mui\/material\/esm\/(colors|styles|GlobalStyles|zero-styled|utils|DefaultPropsProvider|SvgIcon|useLazyRipple|ButtonBase|CircularProgress|Button|ButtonGroup|Box|Stack|Typography|useMediaQuery|CssBaseline|Badge|IconButton|Paper|AppBar|Toolbar|ClickAwayListener|Link|internal\/svg-icons|Avatar|Alert|Breadcrumbs|Skeleton)\b/;
const MUI_GROUPS: Readonly<Record<string, RegExp>> = {
  'mui-overlays': /\/@mui\/material\/esm\/(Select\/utils|Modal|Popover|Popper|Portal|FocusTrap|Unstable_TrapFocus|Grow|Fade|Backdrop|Menu|MenuList|MenuItem|Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions|Tooltip|List|ListItem|ListItemIcon|ListItemText|ListItemButton|Divider)\//,
  'mui-forms': /\/@mui\/material\/esm\/(InputBase|Input|FilledInput|OutlinedInput|TextField|Select|NativeSelect|Autocomplete|FormControl|FormLabel|FormHelperText|InputLabel|InputAdornment|Chip|Checkbox|Switch|Radio|RadioGroup|FormControlLabel|FormGroup)\//,
  'mui-data': /\/@mui\/material\/esm\/(Table|TableBody|TableCell|TableContainer|TableHead|TableRow|TablePagination|TablePaginationActions|TableSortLabel|TableFooter|LinearProgress)\//,
};

/**
 * What bootstrap.tsx runs before anything else: its static imports, at any depth. Rollup hands
 * every manualChunks call of one build the same `meta`, so it keys the computed set: a rebuild
 * (vite build --watch) computes its own.
 */
const firstViews = new WeakMap<ManualChunkMeta, Set<string>>();
function firstViewModules(meta: ManualChunkMeta): Set<string> {
  const known = firstViews.get(meta);
  if (known) return known;
  const entry = [...meta.getModuleIds()].find((id) => id.endsWith('/src/app/bootstrap.tsx'));
  if (!entry) throw new Error('src/app/bootstrap.tsx is not in the graph (moved? update vite.config.ts)');
  const seen = new Set<string>([entry]);
  for (const id of seen) for (const next of meta.getModuleInfo(id)?.importedIds ?? []) seen.add(next);
  firstViews.set(meta, seen);
  return seen;
}

/**
 * Every Material icon the screens draw, in one chunk: left to Rollup, each icon a screen shares
 * with another became a file of about 0.3 KB, and /usuarios fetched seven of them after the
 * first view, a round trip each on a phone's six connections. Together (110 icons) they are 6 KB
 * brotli, fetched once and cached for a year. The first view's own icons stay with it. An icon
 * imports only MUI's createSvgIcon and the JSX runtime (their chunks), so this chunk pulls in
 * nothing else.
 */
function iconsChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (!id.includes('/node_modules/@mui/icons-material/')) return undefined;
  return firstViewModules(meta).has(id) ? undefined : 'icons';
}

function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  const icons = iconsChunk(id, meta);
  if (icons) return icons;
  const pkg = packageOf(id);
  if (!pkg) return undefined;
  if (/^(@mui\/system|@mui\/utils|@mui\/styled-engine|@mui\/private-theming|@emotion\/.*|stylis|clsx|react-is|prop-types|@babel\/runtime)$/.test(pkg)) return 'mui-core';
  if (pkg === '@mui/material' && MUI_CORE.test(id)) return 'mui-core';
  if (pkg === '@mui/material') for (const [name, re] of Object.entries(MUI_GROUPS)) if (re.test(id)) return name;
  // Its own chunk: left to Rollup, it would join `apollo` (a manual chunk takes its dependencies).
  if (pkg === 'graphql-tag' || GRAPHQL_PARSER.test(id)) return 'graphql-parser';
  for (const [name, re] of Object.entries(VENDOR_CHUNKS)) if (re.test(pkg)) return name;
  // Anything else stays where Rollup puts it (with the code that uses it).
  return undefined;
}

/**
 * main.ts imports the app (`bootstrap`) dynamically, so the browser would learn of its chunks only
 * once main.js has run: index.html names them up front (modulepreload), and they download with
 * main.js instead of after it. (The silent-login iframe gets them from the cache.)
 */
function preloadApp(): Plugin {
  return {
    name: 'portal:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'bootstrap');
        if (!app || app.type !== 'chunk') throw new Error('the bootstrap chunk is missing (renamed? update preloadApp)');
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        add(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * MUI's CSS-variables themes (createTheme's `cssVariables`, colour schemes): the portal's themes
 * never use them (lib/theme/create-portal-theme.ts), yet createTheme and ThemeProvider import
 * that code unconditionally (~6 KB gzip). A production build gets stand-ins that say so if ever
 * reached.
 */
const CSS_VARS_THEME = /\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;
const CSS_VARS_STUBS: Readonly<Record<string, string>> = {
  './createThemeWithVars.js': 'export default function createThemeWithVars() { throw new Error("CSS variables themes are not in this build (vite.config.ts)"); }',
  './ThemeProviderWithVars.js': 'export function CssVarsProvider() { throw new Error("CSS variables themes are not in this build (vite.config.ts)"); }',
};
function noCssVarsTheme(): Plugin {
  return {
    name: 'portal:no-css-vars-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && CSS_VARS_THEME.test(importer) && source in CSS_VARS_STUBS ? `\0portal-css-vars:${source}` : undefined;
    },
    load(id) {
      return id.startsWith('\0portal-css-vars:') ? CSS_VARS_STUBS[id.slice('\0portal-css-vars:'.length)] : undefined;
    },
  };
}

// The API, the IdP and the portal properties live on the Fastify server; in `vite dev` they are
// proxied so the app keeps a single origin, as in production.
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/api', '/oidc', '/portalProperties', '/sw-portal.js', '/import'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig(({ mode }) => ({
  plugins: [typedDocuments(fileURLToPath(new URL('./src/generated', import.meta.url))), precompiledMessages(), noCssVarsTheme(), react(), preloadApp()],
  resolve: { alias: [...DOMAIN_ALIASES, ...(mode === 'production' ? [...ROUTER_PRODUCTION, ...PREACT_RUNTIME, NO_MESSAGE_PARSER] : [])] },
  // Apollo Client keeps its development-only code unless told otherwise (its documented switch).
  define: mode === 'production' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written (to decode shipped stack traces) but not referenced from the bundles, and
    // the server never serves them (apps/server/src/platform/http/web.ts).
    sourcemap: 'hidden',
    manifest: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    rollupOptions: { output: { manualChunks } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
