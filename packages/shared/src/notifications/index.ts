export * from './notification-events.js';
export * from './notification-schemas.js';
export * from './webhook-schemas.js';
export * from './admin-webhook-schemas.js';
