/**
 * Dependency boundaries of DESIGN.md "Layout", checked by `npm run lint`:
 * web -> domain and server -> domain only; in the web app -> features -> components/lib, never
 * feature -> feature; in the server resolvers -> service -> tables, and a module may call another
 * module's service, never its tables.
 */
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
    // The areas stand on each other: organisation -> dealers -> users -> user-groups / absences. A
    // lower area never imports a higher one (the users area builds its reach on dealers.policy.ts;
    // group inactivation gets the users' cascade handed in by modules/index.ts).
    {
      name: 'server-organisation-below-areas',
      severity: 'error',
      from: { path: '^apps/server/src/modules/organisation/' },
      to: { path: '^apps/server/src/modules/(dealers|users|user-groups|absences)/' },
    },
    {
      name: 'server-dealers-below-users',
      severity: 'error',
      from: { path: '^apps/server/src/modules/dealers/' },
      to: { path: '^apps/server/src/modules/(users|user-groups|absences)/' },
    },
    {
      name: 'server-users-below-groups-and-absences',
      severity: 'error',
      from: { path: '^apps/server/src/modules/users/' },
      to: { path: '^apps/server/src/modules/(user-groups|absences)/' },
    },
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
