export * from './dashboard.js';
export * from './margin.js';
