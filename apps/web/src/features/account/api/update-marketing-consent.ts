import { marketingConsentSchema, type MarketingConsentBody } from '@snsshop/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';
import { marketingConsentQueryOptions } from './get-marketing-consent';

export const updateMarketingConsent = (body: MarketingConsentBody) => request(memberApiPaths.marketingConsent, { method: 'PUT', body, schema: marketingConsentSchema });

/** Saves the answer; the server's answer (with its time) replaces the shown one. */
export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingConsent,
    onSuccess: (saved) => queryClient.setQueryData(marketingConsentQueryOptions().queryKey, saved),
  });
}
