import { msg } from '@snsshop/shared/common';
import { changePasswordResponseSchema, type ChangePasswordBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, ApiError, refusalMessage } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordBody) => api.post(memberApiPaths.changePassword, body, changePasswordResponseSchema);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { overlay: true } });
}

/** docs/storefront-rules.md §8: 409 wrong current password, another refusal in the server's words, a failure on the way or on the server a general error. */
export function changePasswordErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 409) return msg.account.currentPasswordWrong;
  return refusalMessage(err, msg.account.passwordChangeFailed);
}
