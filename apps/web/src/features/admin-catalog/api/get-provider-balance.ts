import { providerBalanceSchema } from '@snsshop/shared/dashboard';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Asks the panel for its balance now; 200 even when unreachable (`error` says why). */
export const getProviderBalance = (id: number) => adminApi.get(adminApiPaths.providerBalance(id), providerBalanceSchema);

export function useCheckProviderBalance() {
  return useAdminMutation({ mutationFn: getProviderBalance });
}
