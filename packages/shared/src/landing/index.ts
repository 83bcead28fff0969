export * from './landing.js';
export * from './landing-defaults.js';
