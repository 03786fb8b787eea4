export * from './catalog-field-rules.js';
export * from './social-icons.js';
