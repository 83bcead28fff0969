import { adminCouponSchema } from '@snsshop/shared/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

export const getAdminCoupons = (signal?: AbortSignal) => adminApi.get(adminApiPaths.coupons, z.array(adminCouponSchema), signal);

export const adminCouponsQueryOptions = () => queryOptions({ queryKey: [adminKey, 'coupons'], queryFn: ({ signal }) => getAdminCoupons(signal) });

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
