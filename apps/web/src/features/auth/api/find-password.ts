import { messageSchema } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import type { FindPasswordBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';

/** The same answer whether or not the address is known (no account enumeration). */
export const findPassword = (body: FindPasswordBody) => api.post(memberApiPaths.findPassword, body, messageSchema);

export function useFindPassword() {
  return useMutation({ mutationFn: findPassword, meta: { overlay: true } });
}

export const findPasswordErrorMessage = (err: unknown) => errorMessage(err, msg.common.error);
