/** The contract of the web, the server and the customer API, by domain; each folder is also a subpath export. */
export * from './common/index.js';
export * from './auth/index.js';
export * from './members/index.js';
export * from './catalog/index.js';
export * from './content/index.js';
export * from './landing/index.js';
export * from './orders/index.js';
export * from './auto-orders/index.js';
export * from './charges/index.js';
export * from './customer-api/index.js';
export * from './dashboard/index.js';
export * from './audit/index.js';
export * from './admin/index.js';
export * from './refills/index.js';
export * from './notifications/index.js';
export * from './staff/index.js';
