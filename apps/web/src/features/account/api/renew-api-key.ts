import { apiKeyResponseSchema } from '@snsshop/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';

/** Issues a key, or replaces the current one (the old key stops working at once). */
export const renewApiKey = () => api.post(memberApiPaths.apiKey, undefined, apiKeyResponseSchema);

export function useRenewApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewApiKey,
    meta: { overlay: true },
    // docs/storefront-rules.md §7: the profile is refetched after a renewal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
