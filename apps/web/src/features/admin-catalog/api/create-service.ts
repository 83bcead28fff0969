import { adminServiceSchema, type ServiceCreateBody } from '@snsshop/shared/catalog';
import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** 201: a service made by hand (its price is locked against provider re-syncs). */
export const createService = (body: ServiceCreateBody) => adminApi.post(adminApiPaths.services, body, adminServiceSchema);

export function useCreateService() {
  return useAdminMutation({ mutationFn: createService, success: msg.admin.created });
}
