import { adminCouponSchema } from '@snsshop/shared/coupons';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const addCouponCodes = ({ id, count }: { id: number; count: number }) => adminApi.post(adminApiPaths.couponCodes(id), { count }, adminCouponSchema);

export function useAddCouponCodes() {
  return useAdminMutation({ mutationFn: addCouponCodes, success: '1회용 코드를 추가했습니다.' });
}
