import { marketingConsentSchema } from '@snsshop/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Whether the member agrees to marketing, and since when. */
export const getMarketingConsent = (signal?: AbortSignal) => api.get(memberApiPaths.marketingConsent, marketingConsentSchema, signal);

export const marketingConsentQueryOptions = () => queryOptions({ queryKey: ['marketing-consent'], queryFn: ({ signal }) => getMarketingConsent(signal) });

export function useMarketingConsent(enabled: boolean) {
  return useQuery({ ...marketingConsentQueryOptions(), enabled });
}
