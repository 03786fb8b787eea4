// The zod schemas, apart from the main entry: importing the route table or a rule from
// `@portal/domain` must not bring zod into the web's first chunk (module-level `z.object(...)`
// calls cannot be tree-shaken). Import them from `@portal/domain/schemas`.
export * from './users/user-form-schema.js';
export * from './form-schema.js';
export * from './dealers/dealer-form-schema.js';
export * from './library/folder-form-schema.js';
export * from './absences/absence-form-schema.js';
export * from './notifications/generic-form-schema.js';
export * from './slides/slide-form-schema.js';
