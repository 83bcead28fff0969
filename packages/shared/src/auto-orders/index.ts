export * from './auto-order.js';
export * from './admin-auto-orders.js';
export * from './auto-order-history-page.js';
