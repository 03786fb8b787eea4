export * from './catalog-field-rules.js';
