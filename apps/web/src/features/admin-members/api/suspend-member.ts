import { adminMemberSchema, msg } from '@snsshop/shared';
import { adminApiPaths } from '../../../config/paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Ends the member's sessions and refuses logins and API calls until restored. */
export const suspendMember = ({ id, reason }: { id: number; reason?: string }) => adminApi.post(adminApiPaths.memberSuspend(id), { reason }, adminMemberSchema);

export function useSuspendMember() {
  return useAdminMutation({ mutationFn: suspendMember, success: msg.admin.suspended });
}
