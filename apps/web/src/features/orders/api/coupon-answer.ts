/** The coupon quote's schema: loaded by quote-coupon only when the member applies a code (the page paints without zod). */
export { couponQuoteSchema } from '@snsshop/shared/coupons';
