import { refillRateSchema } from '@snsshop/shared/refills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** Per service: refills requested ÷ orders completed over the last 30 days. */
export const getRefillRates = (signal?: AbortSignal) => adminApi.get(adminApiPaths.refillRates, z.array(refillRateSchema), signal);

export const refillRatesQueryOptions = () => queryOptions({ queryKey: [adminKey, 'refill-rates'], queryFn: ({ signal }) => getRefillRates(signal) });

export function useRefillRates() {
  return useQuery(refillRatesQueryOptions());
}
