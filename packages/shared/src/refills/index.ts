export * from './refill.js';
export * from './refill-badge.js';
export * from './admin-refills.js';
export * from './refill-messages.js';
export * from './refill-history-page.js';
