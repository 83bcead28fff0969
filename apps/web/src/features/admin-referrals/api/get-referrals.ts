import { adminReferralsPageSchema } from '@snsshop/shared/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type ReferralView = 'all' | 'rewarded' | 'refused' | 'clawed_back';

/** One page of referrals (rewards paid, refusals and why, clawbacks), newest first, with the all-time totals. */
export function useAdminReferrals(view: ReferralView, cursor: string | null) {
  return useQuery({
    queryKey: [adminKey, 'referrals', view, cursor],
    queryFn: ({ signal }) => adminApi.get(withQuery(adminApiPaths.referrals, { view, ...(cursor ? { cursor } : {}) }), adminReferralsPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}
