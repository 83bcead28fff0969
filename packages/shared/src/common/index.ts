export * from './enums.js';
export * from './common-messages.js';
export * from './messages.js';
export * from './money.js';
export * from './format.js';
export * from './duration.js';
export * from './list-page.js';
export * from './korean-day.js';
