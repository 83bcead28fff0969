export * from './account.js';
export * from './admin-members.js';
