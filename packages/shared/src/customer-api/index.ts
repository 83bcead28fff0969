export * from './customer-api.js';
