export * from './catalog.js';
export * from './admin-catalog.js';
