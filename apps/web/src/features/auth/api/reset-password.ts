import { msg } from '@snsshop/shared/common';
import type { ResetPasswordBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, refusalMessage } from '../../../lib/api-client';

/** docs/storefront-rules.md §7: the answer is not read. */
export const resetPassword = (body: ResetPasswordBody) => api.post(memberApiPaths.resetPassword, body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { overlay: true } });
}

/** docs/storefront-rules.md §8: "an error occurred"; a refusal names what to fix (expired link, password rules). */
export const resetPasswordErrorMessage = (err: unknown): string => refusalMessage(err, msg.findAccount.resetFailed);
