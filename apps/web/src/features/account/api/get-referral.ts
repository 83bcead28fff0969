import { referralSummarySchema } from '@snsshop/shared/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** 친구 초대: the code, invited members and rewards earned. */
export const getReferral = (signal?: AbortSignal) => api.get(memberApiPaths.referral, referralSummarySchema, signal);

export const referralQueryOptions = () => queryOptions({ queryKey: ['referral'], queryFn: ({ signal }) => getReferral(signal) });

export function useReferral(enabled: boolean) {
  return useQuery({ ...referralQueryOptions(), enabled });
}
