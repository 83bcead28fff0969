export * from './charge.js';
export * from './admin-charges.js';
