import type { CouponQuoteBody } from '@snsshop/shared/coupons';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';

/** What a code takes off this order before the member confirms; nothing is used until the order is placed. */
export const quoteCoupon = async (body: CouponQuoteBody) => {
  const { couponQuoteSchema } = await import('./coupon-answer');
  return request(memberApiPaths.couponQuote, { method: 'POST', body, schema: couponQuoteSchema });
};
