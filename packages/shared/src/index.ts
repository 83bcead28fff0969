export * from './enums.js';
export * from './messages.js';
export * from './settings.js';
export * from './money.js';
export * from './format.js';
export * from './forms.js';
export * from './schemas/auth.js';
export * from './schemas/catalog.js';
