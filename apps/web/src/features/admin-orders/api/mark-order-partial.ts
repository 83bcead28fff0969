import { orderActionResultSchema } from '@snsshop/shared/orders';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** PARTIAL with a refund of remains ÷ quantity × charge, once. */
export const markOrderPartial = ({ id, remains, reason }: { id: number; remains: number; reason?: string }) =>
  adminApi.post(adminApiPaths.orderPartial(id), { remains, reason }, orderActionResultSchema);

export function useMarkOrderPartial() {
  return useAdminMutation({ mutationFn: markOrderPartial, success: (r) => r.message, overlay: true });
}
