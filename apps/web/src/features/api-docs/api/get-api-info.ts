import { apiInfoSchema } from '@snsshop/shared/customer-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Where the customer API listens (a separate host and port) and its request limits. */
export const getApiInfo = (signal?: AbortSignal) => api.get(memberApiPaths.apiInfo, apiInfoSchema, signal);

export const apiInfoQueryOptions = () => queryOptions({ queryKey: ['api-info'], queryFn: ({ signal }) => getApiInfo(signal), staleTime: 60 * 60_000 });

export function useApiInfo() {
  return useQuery(apiInfoQueryOptions());
}
