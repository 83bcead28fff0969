import { referralCodeResponseSchema } from '@snsshop/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';

export const issueReferralCode = () => api.post(memberApiPaths.referralCode, undefined, referralCodeResponseSchema);

export function useIssueReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueReferralCode,
    meta: { overlay: true },
    // docs/storefront-rules.md §7: the profile is refetched after issuing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
