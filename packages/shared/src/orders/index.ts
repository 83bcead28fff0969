export * from './order.js';
export * from './price-changed.js';
export * from './order-rules.js';
export * from './admin-orders.js';
export * from './order-messages.js';
export * from './service-stats.js';
export * from './service-stats-text.js';
export * from './order-detail.js';
