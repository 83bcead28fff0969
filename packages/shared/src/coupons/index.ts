export * from './coupon-kinds.js';
export * from './coupon-messages.js';
export * from './coupons.js';
export * from './admin-coupons.js';
