export * from './auto-order.js';
export * from './admin-auto-orders.js';
