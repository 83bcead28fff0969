import { msg } from '@snsshop/shared/common';
import { adminMemberSchema } from '@snsshop/shared/members';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Ends the member's sessions and refuses logins and API calls until restored. */
export const suspendMember = ({ id, reason }: { id: number; reason?: string }) => adminApi.post(adminApiPaths.memberSuspend(id), { reason }, adminMemberSchema);

export function useSuspendMember() {
  return useAdminMutation({ mutationFn: suspendMember, success: msg.admin.suspended });
}
