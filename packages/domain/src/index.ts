export * from './access.js';
export * from './cnpj.js';
export * from './constants.js';
export * from './cpf.js';
export * from './features.js';
export * from './languages.js';
export * from './routes.js';
export * from './user-types.js';
