export * from './group-rules.js';
