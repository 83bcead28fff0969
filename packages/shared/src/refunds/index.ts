export * from './refund.js';
export * from './refund-pair.js';
export * from './refund-takes-back.js';
export * from './admin-refunds.js';
export * from './refund-messages.js';
export * from './reconciliation.js';
