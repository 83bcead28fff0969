export * from './inquiry-messages.js';
export * from './inquiry.js';
export * from './inquiry-inbox.js';
