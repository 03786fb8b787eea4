export * from './library.js';
export * from './selection.js';
export * from './folder-rules.js';
// The zod schema of the folder form is in `@portal/domain/schemas` (src/schemas.ts), out of this barrel.
