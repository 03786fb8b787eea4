export * from './user-rules.js';
export * from './positions.js';
export * from './cascades.js';
export * from './permissions.js';
export * from './user-form-schema.js';
