export * from './dealer-rules.js';
export * from './group-rules.js';
// The zod schemas are in `@portal/domain/schemas` (src/schemas.ts), out of this barrel.
