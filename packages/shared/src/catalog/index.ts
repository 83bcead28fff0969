export * from './catalog.js';
export * from './admin-catalog.js';
export * from './service-updates.js';
export * from './service-routes.js';
export * from './provider-catalog.js';
export * from './service-types.js';
export * from './read-type-fields.js';
export * from './service-type-params.js';
