/**
 * Dependency boundaries of DESIGN.md "Layout", checked by `npm run lint`:
 * web -> domain and server -> domain only; in the web app -> features -> components/lib, never
 * feature -> feature; in the server resolvers -> service -> tables, and a module may call another
 * module's service, never its tables.
 */
/**
 * The server's areas stand on each other, lowest first (scripts/area-ranks.cjs): an area imports
 * only areas of a lower rank (the platform below them all), never its own rank's or a higher
 * one's. E.g. the users area builds its reach on dealers.policy.ts, and group inactivation gets
 * the users' cascade handed in by modules/index.ts (the app, which assembles every area) instead
 * of dealers importing users.
 */
// dependency-cruiser reads a CommonJS config: require is how it shares the ranking with the SQL check.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const AREA_RANKS = require('./scripts/area-ranks.cjs');
const AREAS = AREA_RANKS.flat();
const AREA_RANK_RULES = [
  ...AREA_RANKS.flatMap((rank, i) =>
    rank.map((area) => {
      const notBelow = AREA_RANKS.slice(i).flat().filter((a) => a !== area);
      return {
        name: `server-area-rank-${area}`,
        comment: `${area} imports only areas ranked below it (scripts/area-ranks.cjs).`,
        severity: 'error',
        from: { path: `^apps/server/src/modules/${area}/` },
        to: { path: `^apps/server/src/modules/(${notBelow.join('|') || '$^'})/` },
      };
    }),
  ),
  {
    name: 'server-area-unranked',
    comment: 'An area outside scripts/area-ranks.cjs imports no other area: rank it first.',
    severity: 'error',
    from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: `^apps/server/src/modules/(${AREAS.join('|')})/` },
    to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '^apps/server/src/modules/$1/' },
  },
];

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain is shared by server and web: no app code, no I/O libraries.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { path: '^(apps/|node_modules/(pg|fastify|react|drizzle-orm|@mui))' },
    },
    { name: 'web-not-server', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    { name: 'server-not-web', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web/src' } },
    {
      name: 'web-feature-to-feature',
      comment: 'Features are combined only in src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'server-module-tables-private',
      comment: "A module may call another module's service, never its tables.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.(tables|test)\\.ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/.*\\.tables\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    ...AREA_RANK_RULES,
    {
      name: 'server-resolvers-not-tables',
      comment: 'Resolvers are thin: input -> service -> result.',
      severity: 'error',
      from: { path: '\\.resolvers\\.ts$' },
      to: { path: '\\.tables\\.ts$' },
    },
    {
      name: 'server-platform-not-modules',
      comment: 'The platform is what modules stand on; it never reaches into an area.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.lint.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
