export * from './admin-common.js';
