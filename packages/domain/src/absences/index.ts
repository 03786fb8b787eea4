export * from './absence-rules.js';
// The zod schema is in `@portal/domain/schemas` (src/schemas.ts), out of this barrel.
