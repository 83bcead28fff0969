export * from './growth-messages.js';
export * from './charge-bonus.js';
export * from './tiers.js';
export * from './tier-price.js';
