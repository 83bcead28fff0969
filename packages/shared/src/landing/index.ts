export * from './landing.js';
