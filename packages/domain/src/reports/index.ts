export * from './report-rules.js';
