export * from './user-rules.js';
export * from './positions.js';
export * from './cascades.js';
export * from './permissions.js';
// The zod schema is in `@portal/domain/schemas` (src/schemas.ts), out of this barrel.
