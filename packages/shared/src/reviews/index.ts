export * from './review.js';
export * from './review-messages.js';
export * from './admin-reviews.js';
