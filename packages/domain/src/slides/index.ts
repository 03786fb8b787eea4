export * from './slide-rules.js';
export * from './exibicao.js';
export * from './imagens.js';
// The zod schemas are in `@portal/domain/schemas` (src/schemas.ts), out of this barrel.
