export * from './generic-rules.js';
export * from './placeholders.js';
