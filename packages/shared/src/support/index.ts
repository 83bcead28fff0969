export * from './inquiry-messages.js';
export * from './inquiry.js';
export * from './admin-inquiry.js';
