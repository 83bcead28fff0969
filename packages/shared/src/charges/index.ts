export * from './charge.js';
export * from './admin-charges.js';
export * from './charge-history-page.js';
export * from './receipts.js';
export * from './point-statement.js';
export * from './business-number.js';
