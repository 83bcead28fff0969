import { reconciliationDaySchema } from '@snsshop/shared/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The last 14 reconciled days, newest first. */
export const getReconciliation = (signal?: AbortSignal) => adminApi.get(adminApiPaths.reconciliation, z.array(reconciliationDaySchema), signal);

export const reconciliationQueryOptions = () => queryOptions({ queryKey: [adminKey, 'reconciliation'], queryFn: ({ signal }) => getReconciliation(signal) });

export function useReconciliation() {
  return useQuery(reconciliationQueryOptions());
}
