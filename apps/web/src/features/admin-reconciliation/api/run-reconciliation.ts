import { reconciliationDaySchema } from '@snsshop/shared/refunds';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Checks one Korean day again from the records as they are now (audited); the kept result is replaced. */
export const runReconciliation = (day: string) => adminApi.post(adminApiPaths.reconciliationRun(day), undefined, reconciliationDaySchema);

export function useRunReconciliation() {
  return useAdminMutation({
    mutationFn: runReconciliation,
    success: (d) => (d.differences.length === 0 ? `${d.day}: 모두 일치합니다.` : `${d.day}: 차이 ${d.differences.length}건을 찾았습니다.`),
    overlay: true,
  });
}
