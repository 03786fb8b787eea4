export * from './library.js';
export * from './selection.js';
