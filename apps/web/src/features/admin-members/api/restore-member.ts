import { msg } from '@snsshop/shared/common';
import { adminMemberSchema } from '@snsshop/shared/members';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const restoreMember = ({ id, reason }: { id: number; reason?: string }) => adminApi.post(adminApiPaths.memberRestore(id), { reason }, adminMemberSchema);

export function useRestoreMember() {
  return useAdminMutation({ mutationFn: restoreMember, success: msg.admin.restored });
}
