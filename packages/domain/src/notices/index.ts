export * from './notice-rules.js';
