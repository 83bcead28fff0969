export * from './permissions.js';
export * from './staff.js';
export * from './staff-messages.js';
