import { adminCouponSchema, type CouponCreateBody } from '@snsshop/shared/coupons';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const createCoupon = (body: CouponCreateBody) => adminApi.post(adminApiPaths.coupons, body, adminCouponSchema);

export function useCreateCoupon() {
  return useAdminMutation({ mutationFn: createCoupon, success: '쿠폰을 만들었습니다.' });
}
