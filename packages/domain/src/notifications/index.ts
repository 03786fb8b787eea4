export * from './generic-rules.js';
