export * from './notification-events.js';
export * from './notification-schemas.js';
