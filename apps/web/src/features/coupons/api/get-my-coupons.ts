import { memberCouponSchema } from '@snsshop/shared/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

export const getMyCoupons = (signal?: AbortSignal) => api.get(memberApiPaths.coupons, z.array(memberCouponSchema), signal);

export const myCouponsQueryOptions = () => queryOptions({ queryKey: ['coupons', 'mine'], queryFn: ({ signal }) => getMyCoupons(signal) });

export function useMyCoupons(enabled: boolean) {
  return useQuery({ ...myCouponsQueryOptions(), enabled });
}
