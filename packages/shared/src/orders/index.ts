export * from './order.js';
export * from './order-rules.js';
export * from './admin-orders.js';
export * from './order-messages.js';
export * from './service-stats.js';
export * from './order-detail.js';
