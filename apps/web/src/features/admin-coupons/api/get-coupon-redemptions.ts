import { adminCouponRedemptionPageSchema } from '@snsshop/shared/coupons';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export const getCouponRedemptions = (id: number, before: number | undefined, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.couponRedemptions(id), { before, size: 50 }), adminCouponRedemptionPageSchema, signal);

/** Newest first, 50 at a time by keyset (더 보기 asks for the ones before the last shown). */
export const couponRedemptionsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [adminKey, 'coupons', id, 'redemptions'],
    queryFn: ({ pageParam, signal }) => getCouponRedemptions(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useCouponRedemptions(id: number) {
  return useInfiniteQuery(couponRedemptionsQueryOptions(id));
}
