import { resetLinkSentSchema } from '@snsshop/shared/members';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** E-mails the member the same one-time reset link as "find password". */
export const sendResetLink = (id: number) => adminApi.post(adminApiPaths.memberResetPassword(id), undefined, resetLinkSentSchema);

export function useSendResetLink() {
  return useAdminMutation({ mutationFn: sendResetLink, success: (r) => r.message });
}
