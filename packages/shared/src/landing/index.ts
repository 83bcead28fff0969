export * from './landing.js';
export * from './landing-defaults.js';
export * from './landing-icons.js';
