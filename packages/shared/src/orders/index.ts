export * from './order.js';
export * from './admin-orders.js';
