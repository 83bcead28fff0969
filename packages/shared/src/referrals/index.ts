export * from './referral.js';
export * from './referral-messages.js';
export * from './admin-referrals.js';
