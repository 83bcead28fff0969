import { adminCouponSchema, type CouponUpdateBody } from '@snsshop/shared/coupons';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const updateCoupon = ({ id, body }: { id: number; body: CouponUpdateBody }) => adminApi.patch(adminApiPaths.coupon(id), body, adminCouponSchema);

export function useUpdateCoupon() {
  return useAdminMutation({ mutationFn: updateCoupon, success: '쿠폰을 수정했습니다.' });
}
