export * from './settings.js';
export * from './read-settings.js';
export * from './content.js';
export * from './admin-content.js';
