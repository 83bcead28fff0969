export * from './order.js';
export * from './order-rules.js';
export * from './admin-orders.js';
export * from './order-messages.js';
