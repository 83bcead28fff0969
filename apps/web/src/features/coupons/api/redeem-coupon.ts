import { couponRedeemedSchema, type CouponRedeemBody } from '@snsshop/shared/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { refreshProfile } from '../../../lib/get-profile';
import { myCouponsQueryOptions } from './get-my-coupons';

export const redeemCoupon = (body: CouponRedeemBody) => api.post(memberApiPaths.couponRedeem, body, couponRedeemedSchema);

/** A points coupon moves the balance: the profile (the top bar's points) is read again. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myCouponsQueryOptions().queryKey });
      await refreshProfile(queryClient).catch(() => undefined);
    },
  });
}
