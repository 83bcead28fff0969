import { msg } from '@snsshop/shared/common';
import { changePasswordResponseSchema, type ChangePasswordBody } from '@snsshop/shared/members';
import { adminApiPaths } from '../../../config/admin-paths';
import { useAdminMutation } from '../../../lib/admin/admin-request';
import { ApiError, api, errorMessage } from '../../../lib/api-client';

/** The console's first step for an invited staff member: the owner's temporary password replaced by their own. */
export const changeOwnPassword = (body: ChangePasswordBody) => api.post(adminApiPaths.mePassword, body, changePasswordResponseSchema);

export function useChangeOwnPassword() {
  // the refusal shows inline under the form (changeOwnPasswordErrorMessage), not in a toast
  return useAdminMutation({ mutationFn: changeOwnPassword, overlay: true, quietErrors: true });
}

/** 409: the temporary password typed is not the one given; 400: the server's reason (the rule, or the same password again). */
export function changeOwnPasswordErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 409) return '임시 비밀번호가 맞지 않습니다. 대표에게 받은 비밀번호를 그대로 입력해 주세요.';
  return errorMessage(err, `비밀번호를 바꾸지 못했습니다. ${msg.common.server}`);
}
